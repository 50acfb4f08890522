/**
 * The guided first round of each game, by touch on a 390×844 phone: the
 * offer the first time one person opens a play screen, every step walked
 * (each moves on because the student did it), a correct first result at the
 * end, never offered again, and asked for again from How to play. At
 * 390×844, 320×568 and 1024×768, at every step, the callout never covers the
 * control it points to nor any other control that stays put (only squares of
 * a board that pans, when nowhere else is free); axe is clean; screenshots.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Face } from '../../src/games/words/cubes';
import { cubeName } from '../../src/ui/words/Board';
import { fr } from '../../src/i18n/fr';
import { switchLanguage } from '../../src/i18n';
import { launch, launchIn, open, PHONE, seriousViolations, shot, SMALL, TABLET, type Session, type Viewport } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/**
 * The tappable controls of the screen (button, a, input, select, [role=button])
 * the step's callout covers: at the control's centre, on screen, the callout
 * is what a tap would hit, and without the callout the control would be.
 * `fixed`: controls other than a board's squares; `cells`: how many squares
 * of a board (or controls in one that pans); `compact`: the callout was made
 * shorter than its words (no free place of its full height).
 */
async function coveredControls(page: Page): Promise<{ fixed: string[]; cells: number; compact: boolean }> {
  return page.evaluate(() => {
    const callout = document.querySelector<HTMLElement>('.guide-callout');
    if (!callout) return { fixed: [], cells: 0, compact: false };
    const hits: { el: Element; x: number; y: number }[] = [];
    for (const el of Array.from(document.querySelectorAll('button, a, input, select, [role=button]'))) {
      if (callout.contains(el)) continue;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width === 0 || r.height === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && callout.contains(hit)) hits.push({ el, x, y });
    }
    callout.style.visibility = 'hidden';
    const covered = hits.filter(({ el, x, y }) => {
      const under = document.elementFromPoint(x, y);
      return under !== null && (under === el || el.contains(under));
    });
    callout.style.visibility = '';
    const pans = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const st = getComputedStyle(p);
        const scrolls = (o: string): boolean => o === 'auto' || o === 'scroll';
        if ((scrolls(st.overflowX) && p.scrollWidth > p.clientWidth + 1) || (scrolls(st.overflowY) && p.scrollHeight > p.clientHeight + 1)) return true;
      }
      return false;
    };
    const name = (el: Element): string => `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`;
    const cell = (el: Element): boolean => el.matches('.words-square, .mth-sq, .tally-tile') || pans(el);
    return {
      fixed: covered.filter(({ el }) => !cell(el)).map(({ el }) => name(el)),
      cells: covered.filter(({ el }) => cell(el)).length,
      compact: callout.style.maxHeight !== '',
    };
  });
}

/** The step on screen (its id) once its callout stands beside its ring, and checks neither covers the other, nor any other control. */
async function stepShown(page: Page, id: string, name?: string): Promise<void> {
  const callout = page.locator(`.guide-callout[data-guide-step="${id}"]`);
  await callout.waitFor();
  // let the placement settle (one animation frame after the screen changed)
  await page.waitForTimeout(150);
  const [c, r] = await Promise.all([callout.boundingBox(), page.locator('.guide-ring').boundingBox()]);
  expect(c, `callout of ${id}`).not.toBeNull();
  if (c && r) {
    const overlap =
      Math.max(0, Math.min(c.x + c.width, r.x + r.width) - Math.max(c.x, r.x)) * Math.max(0, Math.min(c.y + c.height, r.y + r.height) - Math.max(c.y, r.y));
    expect(overlap, `the callout of ${id} covers its control: ${JSON.stringify({ c, r })}`).toBe(0);
  }
  const vp = page.viewportSize();
  if (c && vp) {
    expect(c.y, `${id} on screen`).toBeGreaterThanOrEqual(0);
    expect(c.y + c.height, `${id} on screen`).toBeLessThanOrEqual(vp.height + 1);
  }
  if (name) await shot(page, name);
  // no control is covered but a board's squares; where no place is free at all (a 320×568 phone), the compact callout covers one at most
  const covered = await coveredControls(page);
  // a callout shorter than its words is set tighter (smaller type and buttons), and only then
  expect(await callout.evaluate((el) => 'compact' in (el as HTMLElement).dataset), `${id} set compact`).toBe(covered.compact);
  if (covered.compact) expect(covered.fixed.length, `the compact callout of ${id} covers ${covered.fixed.join(', ')}`).toBeLessThanOrEqual(1);
  else expect(covered.fixed, `the callout of ${id} covers controls`).toEqual([]);
  if (covered.cells + covered.fixed.length > 0)
    console.log(`guide ${name ?? id}${covered.compact ? ' (compact)' : ''}: ${covered.cells} board squares under the callout; ${covered.fixed.join(', ')}`);
  if (name) expect(await seriousViolations(page), name).toEqual([]);
}

/** Taps a TUF cube on the table by its face's spoken name. */
async function tapCube(page: Page, name: string): Promise<void> {
  const line = page.locator('.tuf-line .tuf-cube');
  const before = await line.count();
  await page.getByRole('group', { name: 'Cubes on the table' }).getByRole('button', { name, exact: true }).first().tap();
  await expect.poll(() => line.count()).toBe(before + 1);
}

async function tufGuidedRound(page: Page, size: string): Promise<void> {
  await stepShown(page, 'roll', `guide-tuf-roll-${size}`);
  await page.getByRole('button', { name: 'Roll the cubes' }).tap();
  await stepShown(page, 'cube', `guide-tuf-cube-${size}`);
  await tapCube(page, 'blue cube, two');
  await stepShown(page, 'true', `guide-tuf-true-${size}`);
  await tapCube(page, 'red cube, plus');
  await tapCube(page, 'blue cube, three');
  await tapCube(page, 'white cube, equals');
  await tapCube(page, 'blue cube, five');
  await stepShown(page, 'call', `guide-tuf-call-${size}`);
  await page.locator('.tuf-call').tap();
  await stepShown(page, 'end', `guide-tuf-end-${size}`);
  // the student's first result: a true equation of five cubes
  await expect(page.locator('.tuf-result').first().textContent()).resolves.toMatch(/2 \+ 3 = 5/);
  await expect(page.locator('.tuf-result-points').first().textContent()).resolves.toMatch(/5/);
  await page.locator('.guide-callout').getByRole('button', { name: 'Done' }).tap();
  await page.locator('.guide-callout').waitFor({ state: 'detached' });
}

async function tallyGuidedRound(page: Page, size: string): Promise<void> {
  await stepShown(page, 'go', `guide-tally-go-${size}`);
  await page.getByRole('button', { name: 'Start, Me' }).tap();
  await stepShown(page, 'trace', `guide-tally-trace-${size}`);
  for (const [digit, col] of [
    [2, 2],
    [3, 3],
    [5, 4],
  ] as const)
    await page.getByRole('button', { name: `${digit}, row 1, column ${col}`, exact: true }).tap();
  await stepShown(page, 'signs', `guide-tally-signs-${size}`);
  for (const [gap, sign] of [
    [1, 'plus'],
    [2, 'equals'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^Gap ${gap}:`) }).tap();
    await page.getByRole('group', { name: 'Signs for the chosen gap' }).getByRole('button', { name: sign, exact: true }).tap();
  }
  await page.getByRole('button', { name: 'Add to sheet' }).tap();
  await stepShown(page, 'finish', `guide-tally-finish-${size}`);
  await page.getByRole('button', { name: 'I am done' }).tap();
  await page.getByRole('button', { name: 'Finish now' }).tap();
  // alone at the table the round may stop on "See the results" first
  await page.locator('.tally-results, .tally-see').first().waitFor();
  const see = page.getByRole('button', { name: 'See the results' });
  if (await see.isVisible().catch(() => false)) await see.tap();
  await stepShown(page, 'end', `guide-tally-end-${size}`);
  // the student's first result: 2 + 3 = 5 on the sheet, three points
  await expect(page.locator('.tally-result-sheet').first().textContent()).resolves.toMatch(/2\s*\+\s*3\s*=\s*5/);
  await page.locator('.guide-callout').getByRole('button', { name: 'Done' }).tap();
  await page.locator('.guide-callout').waitFor({ state: 'detached' });
}

async function mathableGuidedRound(page: Page, size: string): Promise<void> {
  await stepShown(page, 'tile', `guide-mathable-tile-${size}`);
  await page.locator('.mth-rack').getByRole('button', { name: 'Tile 3', exact: true }).tap();
  await stepShown(page, 'place', `guide-mathable-place-${size}`);
  await page.locator('.mth-sq[data-pos="92"]').tap();
  await stepShown(page, 'confirm', `guide-mathable-confirm-${size}`);
  await page.getByRole('button', { name: /^Done/ }).tap();
  await stepShown(page, 'end', `guide-mathable-end-${size}`);
  // the student's first result: the 3 on the board and three points
  await expect(page.locator('.mth-scores .mth-player-score').first().textContent()).resolves.toBe('3');
  await expect(page.locator('.mth-sq[data-pos="92"]').getAttribute('aria-label')).resolves.toMatch(/tile 3/);
  await page.locator('.guide-callout').getByRole('button', { name: 'Done' }).tap();
  await page.locator('.guide-callout').waitFor({ state: 'detached' });
}

async function wordsGuidedRound(page: Page, size: string): Promise<void> {
  // the guide's hand (seed guide1): O O I A O E A U C T T C P Y Y L H ☉ ☉ J; C A T across the middle row (20)
  const hand = 'O O I A O E A U C T T C P Y Y L H * * J'.split(' ') as Face[];
  await stepShown(page, 'roll', `guide-words-roll-${size}`);
  await page.getByRole('button', { name: 'Roll the cubes' }).tap();
  const place = async (letter: string, col: number): Promise<void> => {
    const i = hand.indexOf(letter as Face);
    const cube = page
      .getByRole('group', { name: 'Cubes to place' })
      .getByRole('button', { name: cubeName(hand[i]!, i), exact: true })
      .first();
    await cube.tap();
    // the cube shows picked up before its square is tapped (an empty square takes taps either way)
    await expect.poll(() => cube.getAttribute('aria-pressed')).toBe('true');
    const square = page.locator(`[data-square="20,${col}"]`);
    await square.tap();
    await expect.poll(async () => (await square.getAttribute('aria-label')) ?? '').not.toMatch(/: empty/);
  };
  await stepShown(page, 'first', `guide-words-first-${size}`);
  await place('C', 20);
  await stepShown(page, 'word', `guide-words-word-${size}`);
  await place('A', 21);
  await place('T', 22);
  await page.locator('.guide-callout[data-guide-step="call"]').waitFor({ timeout: 30_000 });
  await stepShown(page, 'call', `guide-words-call-${size}`);
  await page.locator('.tuf-call').tap();
  await stepShown(page, 'end', `guide-words-end-${size}`);
  await page.getByText('✓ correct').first().waitFor();
  await page.locator('.guide-callout').getByRole('button', { name: 'Done' }).tap();
  await page.locator('.guide-callout').waitFor({ state: 'detached' });
}

async function diceGuidedRound(page: Page, size: string): Promise<void> {
  await stepShown(page, 'announce', `guide-diceculus-announce-${size}`);
  await page.getByRole('button', { name: 'Announce', exact: true }).tap();
  await page.locator('.guide-callout[data-guide-step="roll"]').waitFor({ timeout: 30_000 });
  await stepShown(page, 'roll', `guide-diceculus-roll-${size}`);
  for (const letter of ['a', 'b', 'c']) {
    await page.getByRole('button', { name: new RegExp(`^Roll ${letter} `) }).tap();
    await page.getByRole('button', { name: /^Keep / }).tap();
  }
  await stepShown(page, 'answer', `guide-diceculus-answer-${size}`);
  await page.locator('#dc-answer').fill('20');
  await page.getByRole('button', { name: 'Check', exact: true }).tap();
  await stepShown(page, 'end', `guide-diceculus-end-${size}`);
  // the student's first result: 20 points in the score table
  await expect.poll(() => page.locator('.dc-aside, .dc-last').first().textContent(), { timeout: 30_000 }).toMatch(/20/);
  await page.locator('.guide-callout').getByRole('button', { name: 'Done' }).tap();
  await page.locator('.guide-callout').waitFor({ state: 'detached' });
}

describe('guided first round', () => {
  it('TUF: offered once on a phone, walked by touch to a correct first equation, asked again from How to play', async () => {
    s = await launch(PHONE, { guides: true });
    const { page } = s;
    await open(page, '#/tuf');
    await page.locator('.tuf-play').tap();
    await page.getByRole('heading', { name: 'New to TUF?' }).waitFor();
    await shot(page, 'guide-tuf-offer');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show me' }).tap();
    await tufGuidedRound(page, 'phone');
    // the untouched game the student had opened made way: one game to continue, the guided round's
    await open(page, '#/');
    // never offered again
    await open(page, '#/tuf');
    await page.locator('.tuf-play').tap();
    await page.locator('.tuf-screen').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'New to TUF?' }).count()).toBe(0);
    expect(await page.locator('.guide-callout').count()).toBe(0);
    // asked again from How to play
    await page.getByRole('button', { name: 'How to play' }).first().tap();
    await page.getByRole('button', { name: 'Show me the guided round' }).tap();
    await stepShown(page, 'roll');
    await page.locator('.guide-callout').getByRole('button', { name: 'Skip the guide' }).tap();
    await page.locator('.guide-callout').waitFor({ state: 'detached' });
  });

  it('TUF with full motion: the ring appears on its first control, then slides to the next by a transform alone', async () => {
    s = await launch(PHONE, { guides: true, reducedMotion: false });
    const { page } = s;
    await open(page, '#/tuf');
    await page.locator('.tuf-play').tap();
    await page.getByRole('heading', { name: 'New to TUF?' }).waitFor();
    // every transition the ring starts, by property, and the step it started at
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __ring: string[] }).__ring = seen;
      document.addEventListener(
        'transitionstart',
        (e) => {
          const el = e.target as Element;
          if (el.classList.contains('guide-ring'))
            seen.push(`${e.propertyName}@${document.querySelector('.guide-callout')?.getAttribute('data-guide-step') ?? ''}`);
        },
        true,
      );
    });
    const ring = (): Promise<string[]> => page.evaluate(() => (window as unknown as { __ring: string[] }).__ring.slice());
    await page.getByRole('button', { name: 'Show me' }).tap();
    await stepShown(page, 'roll');
    await page.waitForTimeout(400);
    expect(await ring(), 'the ring slid in to its first control').toEqual([]);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await stepShown(page, 'cube');
    await page.waitForTimeout(400);
    expect(await ring()).toEqual(['transform@cube']);
  });

  for (const [size, vp] of [
    ['small', SMALL],
    ['tablet', TABLET],
  ] as [string, Viewport][]) {
    it(`TUF: the guided round at ${vp.width}×${vp.height}`, async () => {
      s = await launch(vp, { guides: true });
      const { page } = s;
      await open(page, '#/tuf');
      await page.locator('.tuf-play').tap();
      await page.getByRole('button', { name: 'Show me' }).tap();
      await tufGuidedRound(page, size);
    });
  }

  it('Tally Rally: offered once on a phone, walked by touch to a first equation on the sheet', async () => {
    s = await launch(PHONE, { guides: true });
    const { page } = s;
    await open(page, '#/tally');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('heading', { name: 'New to Tally Rally?' }).waitFor();
    await page.getByRole('button', { name: 'Show me' }).tap();
    await tallyGuidedRound(page, 'phone');
    await open(page, '#/tally');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.tally-screen').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'New to Tally Rally?' }).count()).toBe(0);
  });

  for (const [size, vp] of [
    ['small', SMALL],
    ['tablet', TABLET],
  ] as [string, Viewport][]) {
    it(`Tally Rally: the guided round at ${vp.width}×${vp.height}`, async () => {
      s = await launch(vp, { guides: true });
      const { page } = s;
      await open(page, '#/tally');
      await page.getByRole('button', { name: 'Show me the guided round' }).tap();
      await tallyGuidedRound(page, size);
    });
  }

  it('Mathable: offered once on a phone, walked by touch to a first scoring turn', async () => {
    s = await launch(PHONE, { guides: true });
    const { page } = s;
    await open(page, '#/mathable');
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.getByRole('heading', { name: 'New to Mathable?' }).waitFor();
    await page.getByRole('button', { name: 'Show me' }).tap();
    await mathableGuidedRound(page, 'phone');
    await open(page, '#/mathable');
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.locator('.mth-screen').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'New to Mathable?' }).count()).toBe(0);
  });

  for (const [size, vp] of [
    ['small', SMALL],
    ['tablet', TABLET],
  ] as [string, Viewport][]) {
    it(`Mathable: the guided round at ${vp.width}×${vp.height}`, async () => {
      s = await launch(vp, { guides: true });
      const { page } = s;
      await open(page, '#/mathable');
      await page.getByText('How to play').tap();
      await page.getByRole('button', { name: 'Show me the guided round' }).tap();
      await mathableGuidedRound(page, size);
    });
  }

  it('TUF words: offered once on a phone, walked by touch to a first correct word', async () => {
    s = await launch(PHONE, { guides: true });
    const { page } = s;
    await open(page, '#/words');
    await page.locator('.tuf-play').tap();
    await page.getByRole('heading', { name: 'New to TUF words?' }).waitFor();
    await page.getByRole('button', { name: 'Show me' }).tap();
    await wordsGuidedRound(page, 'phone');
  });

  for (const [size, vp] of [
    ['small', SMALL],
    ['tablet', TABLET],
  ] as [string, Viewport][]) {
    it(`TUF words: the guided round at ${vp.width}×${vp.height}`, async () => {
      s = await launch(vp, { guides: true });
      const { page } = s;
      await open(page, '#/words');
      await page.getByRole('button', { name: 'How to play' }).tap();
      await page.getByRole('button', { name: 'Show me the guided round' }).tap();
      await wordsGuidedRound(page, size);
    });
  }

  it('TUF words in French: the guided round spells LOUP on the French dictionary, with French steps', async () => {
    s = await launchIn('fr-FR', PHONE);
    const { page } = s;
    // cube names as the French page speaks them
    await switchLanguage('fr');
    try {
      await open(page, '#/words');
      await page.getByRole('button', { name: fr['words.howTo'] }).tap();
      await page.getByRole('button', { name: fr['guide.again'] }).tap();
      await stepShown(page, 'roll', 'guide-words-fr-roll-phone');
      await page.getByRole('button', { name: fr['words.roll'] }).tap();
      const hand = 'O O I A O E A U C T T C P Y Y L H * * J'.split(' ') as Face[];
      const place = async (letter: string, col: number): Promise<void> => {
        const i = hand.indexOf(letter as Face);
        await page
          .locator('.words-tray')
          .getByRole('button', { name: cubeName(hand[i]!, i), exact: true })
          .first()
          .tap();
        const square = page.locator(`[data-square="20,${col}"]`);
        await square.tap();
        await expect.poll(async () => (await square.textContent()) ?? '').toContain(letter);
      };
      await stepShown(page, 'first', 'guide-words-fr-first-phone');
      await expect(page.locator('.guide-text').textContent()).resolves.toContain('Écrivons LOUP.');
      await place('L', 20);
      await stepShown(page, 'word', 'guide-words-fr-word-phone');
      await expect(page.locator('.guide-text').textContent()).resolves.toContain('O, U et P');
      // no shorter start of LOUP is a word: the step waits for the whole word
      await place('O', 21);
      await place('U', 22);
      expect(await page.locator('.guide-callout[data-guide-step="word"]').count()).toBe(1);
      await place('P', 23);
      await page.locator('.guide-callout[data-guide-step="call"]').waitFor({ timeout: 30_000 });
      await stepShown(page, 'call', 'guide-words-fr-call-phone');
      await page.locator('.tuf-call').tap();
      await stepShown(page, 'end', 'guide-words-fr-end-phone');
      await page.locator('.guide-callout').getByRole('button', { name: fr['guide.done'] }).tap();
      await page.locator('.guide-callout').waitFor({ state: 'detached' });
    } finally {
      await switchLanguage('en');
    }
  });

  it('DiceCulus: offered once on a phone, walked by touch to a first card worth 20', async () => {
    s = await launch(PHONE, { guides: true });
    const { page } = s;
    await open(page, '#/diceculus');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('heading', { name: 'New to DiceCulus?' }).waitFor();
    await page.getByRole('button', { name: 'Show me' }).tap();
    await diceGuidedRound(page, 'phone');
  });

  for (const [size, vp] of [
    ['small', SMALL],
    ['tablet', TABLET],
  ] as [string, Viewport][]) {
    it(`DiceCulus: the guided round at ${vp.width}×${vp.height}`, async () => {
      s = await launch(vp, { guides: true });
      const { page } = s;
      await open(page, '#/diceculus');
      await page.getByRole('button', { name: 'Show me the guided round' }).tap();
      await diceGuidedRound(page, size);
    });
  }
});
