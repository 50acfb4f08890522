/** Steps of a human's DiceCulus turn by touch, shared by the DiceCulus end-to-end files; the words come from a catalogue (English unless told). */
import type { Page } from 'playwright-core';
import { en } from '../../src/i18n/en';

type Catalogue = Readonly<Record<keyof typeof en, string>>;

/** The words the steps look for, in one language. */
export interface DiceWords {
  announce: string;
  keep: RegExp;
  roll: RegExp;
  answer: string;
  check: string;
  wrong: RegExp;
  showWorking: string;
  working: string;
  noValue: string;
  over: string;
  /** Passing the tablet: the next person's "tap when ready", and going on after a round's summary. */
  ready: RegExp;
  goOn: string;
  /** A new stage's introduction. */
  intro: RegExp;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a pattern: each placeholder stands for what the screen puts there. */
const pattern = (message: string, fill: Record<string, string>): RegExp =>
  new RegExp(`^${escapeRe(message).replace(/\\\{(\w+)\\\}/g, (m, name: string) => fill[name] ?? m)}$`);

export const diceWords = (cat: Catalogue): DiceWords => ({
  announce: cat['diceculus.announce'],
  keep: pattern(cat['diceculus.keep'], { sum: '\\d+' }),
  roll: new RegExp(
    `${pattern(cat['diceculus.rollFor.one'], { letter: '[a-f]', n: '\\d' }).source}|${pattern(cat['diceculus.rollFor.other'], { letter: '[a-f]', n: '\\d' }).source}`,
  ),
  answer: cat['diceculus.answer'],
  check: cat['diceculus.check'],
  wrong: pattern(cat['diceculus.tries.other'], { count: '\\d' }),
  showWorking: cat['diceculus.showWorking'],
  working: cat['diceculus.working'],
  noValue: cat['diceculus.noValue'],
  over: cat['diceculus.over'],
  ready: pattern(cat['diceculus.handReady'], { name: '.+' }),
  goOn: cat['diceculus.goOn'],
  intro: pattern(cat['diceculus.introGo'], { roman: '[IV]+' }),
});

const EN = diceWords(en);

export const visible = async (page: Page, role: 'button' | 'textbox', name: RegExp | string): Promise<boolean> =>
  page
    .getByRole(role, { name, exact: typeof name === 'string' })
    .first()
    .isVisible()
    .catch(() => false);

/** One step of a human's turn (a step whose button went away as the screen moved on is tried again). */
export async function humanStep(
  page: Page,
  opts: { wrongOnce?: { done: boolean }; words?: DiceWords; before?: (did: 'ready' | 'go on' | 'intro') => Promise<void> } = {},
): Promise<string | null> {
  try {
    return await humanStepOnce(page, opts, opts.words ?? EN);
  } catch (e) {
    if (e instanceof Error && /Timeout/.test(e.name + e.message)) return 'stale';
    throw e;
  }
}

/** One step of a human's turn; returns what it did, or null when nothing was there to do. */
async function humanStepOnce(
  page: Page,
  opts: { wrongOnce?: { done: boolean }; before?: (did: 'ready' | 'go on' | 'intro') => Promise<void> },
  w: DiceWords,
): Promise<string | null> {
  for (const [name, did] of [
    [w.ready, 'ready'],
    [w.goOn, 'go on'],
    [w.intro, 'intro'],
  ] as const) {
    if (await visible(page, 'button', name)) {
      // what is on screen before the tap (a test photographs it)
      await opts.before?.(did);
      await page
        .getByRole('button', { name, exact: typeof name === 'string' })
        .first()
        .tap({ timeout: 3000 });
      await page.waitForTimeout(100);
      return did;
    }
  }
  if (await visible(page, 'button', w.announce)) {
    await page.getByRole('button', { name: w.announce, exact: true }).tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'announce';
  }
  const keep = page.getByRole('button', { name: w.keep });
  if (await keep.isVisible().catch(() => false)) {
    await keep.tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'keep';
  }
  const roll = page.getByRole('button', { name: w.roll }).first();
  if (await roll.isVisible().catch(() => false)) {
    await roll.tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'roll';
  }
  const input = page.getByLabel(w.answer);
  if (await input.isVisible().catch(() => false)) {
    if (opts.wrongOnce && !opts.wrongOnce.done) {
      opts.wrongOnce.done = true;
      await input.fill('123456');
      await page.getByRole('button', { name: w.check, exact: true }).tap();
      await page.getByText(w.wrong).waitFor();
      return 'wrong';
    }
    if (await visible(page, 'button', w.showWorking)) await page.getByRole('button', { name: w.showWorking }).tap();
    const working = (await page.getByLabel(w.working).textContent()) ?? '';
    // typed as a person would: the screen's own minus sign and decimal comma
    const last = working
      .split(/ = | → /)
      .pop()!
      .trim();
    if (/^[-−]?\d+([.,]\d+|\/\d+)?$/.test(last)) {
      await input.fill(last);
      await page.getByRole('button', { name: w.check, exact: true }).tap();
    } else await page.getByRole('button', { name: w.noValue }).tap();
    await input.waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    return 'answer';
  }
  return null;
}

export async function over(page: Page, words: DiceWords = EN): Promise<boolean> {
  return page
    .getByRole('heading', { name: words.over })
    .isVisible()
    .catch(() => false);
}

/** The turn's main controls: the button that moves the game on, the roll buttons, the answer field and its Check. */
export const MAIN_CONTROLS = '.dc-act :is(button, a), .dc-handoff button, .dc-roll-choice button, #dc-answer, .dc-answer button[type=submit]';

/**
 * The controls of the play screen (`only`: those matching a selector) that a child cannot see and tap as the screen
 * comes up: with the page and every scrolling part at its top, a control outside the window or outside a part that
 * clips it (the play column), or covered where a finger would tap it. With `scroll`, each may first be scrolled into
 * view as a finger would (the column scrolls), and must then be clear of what stays put (the main button's bar).
 * Named by their text or label.
 */
export function outOfReach(page: Page, opts: { scroll?: boolean; only?: string } = {}): Promise<string[]> {
  return page.evaluate(({ scroll, only }) => {
    const main = document.querySelector('main') ?? document.body;
    const scrollers = [document.scrollingElement, ...main.querySelectorAll('*')].filter((e): e is Element => e !== null && e.scrollTop > 0);
    for (const e of scrollers) e.scrollTop = 0;
    const visibleBox = (el: Element): { top: number; left: number; bottom: number; right: number } => {
      const box = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        box.top = Math.max(box.top, r.top + a.clientTop);
        box.left = Math.max(box.left, r.left + a.clientLeft);
        box.bottom = Math.min(box.bottom, r.top + a.clientTop + a.clientHeight);
        box.right = Math.min(box.right, r.left + a.clientLeft + a.clientWidth);
      }
      return box;
    };
    const out: string[] = [];
    for (const c of main.querySelectorAll<HTMLElement>(only ?? 'button, input, select, textarea, summary, a[href]')) {
      if (!c.checkVisibility({ visibilityProperty: true })) continue;
      if (c.getBoundingClientRect().width < 1) continue;
      if (scroll) c.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = c.getBoundingClientRect();
      const v = visibleBox(c);
      const name = (c.getAttribute('aria-label') ?? c.textContent ?? '').trim() || c.outerHTML.slice(0, 60);
      if (r.top < v.top - 0.5 || r.left < v.left - 0.5 || r.bottom > v.bottom + 0.5 || r.right > v.right + 0.5) {
        out.push(`${name} (${Math.round(r.top)}–${Math.round(r.bottom)} of ${Math.round(v.top)}–${Math.round(v.bottom)})`);
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const label = c instanceof HTMLInputElement ? c.labels?.[0] : undefined;
      if (!hit || !(hit === c || c.contains(hit) || label?.contains(hit) === true)) out.push(`${name} (covered)`);
    }
    if (scroll) for (const e of [document.scrollingElement, ...main.querySelectorAll('*')]) if (e && e.scrollTop > 0) e.scrollTop = 0;
    return out;
  }, opts);
}
