/**
 * The guided first round on a game's real play screen (see README.md):
 * the offer the first time one person opens the game's play screen, then
 * the plan's steps as a callout beside the real control each step points to,
 * moving on as soon as the student does the step (or on Next); Skip ends it.
 * Either way the game's guide is remembered as seen in settings.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Dialog } from '../components/Dialog';
import { useApp } from '../context';
import { t, type Language } from '../../i18n';
import { redirect } from '../router';
import { currentStep, findAnchor, keepClearBox, placeCallout, planFor, planOfCode, seenGuides, type GuidePlan, type Obstacle } from './plan';
import './guide.css';

/** What a student can tap: the callout keeps off all of these when there is room. */
const CONTROLS = 'button, a[href], input, select, textarea, [role=button]';
/**
 * What covering one square of a board costs (the plan's `cells`, or any
 * control in a board that pans), against 1 for any other control: a board has
 * many alike, and one that pans can be moved out from under the callout.
 */
const CELL_WEIGHT = 0.02;

/**
 * The screen's controls the callout should keep off (its own excepted): on
 * screen and reachable there (a tap at the centre, the callout aside, reaches
 * the control), each weighed: a board's square (`cells`, or in a board that
 * pans) far less than any other control.
 */
function screenControls(callout: HTMLElement, cells: string | undefined): Obstacle[] {
  const pans = new Map<Element, boolean>();
  const root = document.scrollingElement ?? document.documentElement;
  /** Whether el or an element it sits in scrolls (overflow auto or scroll, with more content than room). */
  const inPanned = (el: Element | null): boolean => {
    if (!el || el === root || el === document.body) return false;
    const known = pans.get(el);
    if (known !== undefined) return known;
    const st = getComputedStyle(el);
    const scrolls = (o: string): boolean => o === 'auto' || o === 'scroll';
    const own = (scrolls(st.overflowX) && el.scrollWidth > el.clientWidth + 1) || (scrolls(st.overflowY) && el.scrollHeight > el.clientHeight + 1);
    const v = own || inPanned(el.parentElement);
    pans.set(el, v);
    return v;
  };
  const out: Obstacle[] = [];
  const w = window.innerWidth;
  const h = window.innerHeight;
  // hit-tested as if the callout were not there (it is placed again right after, in the same frame)
  const visibility = callout.style.visibility;
  callout.style.visibility = 'hidden';
  for (const el of Array.from(document.querySelectorAll(CONTROLS))) {
    if (callout.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= h || r.right <= 0 || r.left >= w) continue;
    const x = Math.min(w - 1, Math.max(0, r.left + r.width / 2));
    const y = Math.min(h - 1, Math.max(0, r.top + r.height / 2));
    const hit = document.elementFromPoint(x, y);
    if (!hit || !el.contains(hit)) continue;
    const cell = (cells !== undefined && el.matches(cells)) || inPanned(el.parentElement);
    out.push({ top: r.top, left: r.left, width: r.width, height: r.height, weight: cell ? CELL_WEIGHT : 1 });
  }
  callout.style.visibility = visibility;
  return out;
}

/** Guided rounds asked for on this page (the offer or How to play): they run even when the game's guide was seen. */
const asked = new Set<string>();

/**
 * A browser profile that holds this key in localStorage is never offered a
 * guide (the end-to-end tests' profiles, which open play screens directly);
 * a guided round asked for still runs.
 */
export const GUIDES_OFF_KEY = 'tuffest.guides';
function offeringOff(): boolean {
  try {
    return globalThis.localStorage?.getItem(GUIDES_OFF_KEY) === 'off';
  } catch {
    return false;
  }
}

/** Starts a game's guided round for the interface language (a fresh session with the guide's seed) and opens it. */
export async function startGuidedRound(plan: GuidePlan, store: Parameters<GuidePlan['start']>[0], lang: Language): Promise<string> {
  const id = await planFor(plan, lang).start(store);
  asked.add(id);
  redirect(plan.game, 'play', id);
  return id;
}

/** How to play's "Show me the guided round". */
export function GuideAgain(props: { plan: GuidePlan }) {
  const { store, language } = useApp();
  return (
    <p class="guide-again">
      <button type="button" class="btn" onClick={() => void startGuidedRound(props.plan, store, language)}>
        {t('guide.again')}
      </button>
    </p>
  );
}

/**
 * The game a student had set up when they took the offered guided round, by the guided round's session: it is
 * kept (not replaced), and offered back when the round's steps end.
 */
const backTo = new Map<string, string>();

/** The guide for one session of a game's play screen: an offer, the steps, or nothing. */
export function Guide(props: { plan: GuidePlan; sessionId: string }) {
  const { store, settings, updateSettings, language } = useApp();
  const [back, setBack] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [moves, setMoves] = useState<readonly unknown[]>([]);
  const [finished, setFinished] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    let live = true;
    void store.sessions.get(props.sessionId).then(
      (s) => {
        if (!live) return;
        setCode(s?.code ?? null);
        setMoves(s?.moves ?? []);
        setFinished(s?.status === 'finished');
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, props.sessionId]);

  const plan = props.plan;
  const seen = seenGuides(settings.guidesSeen).has(plan.game);
  const markSeen = (): void => {
    if (!seenGuides(settings.guidesSeen).has(plan.game)) void updateSettings({ guidesSeen: [...(settings.guidesSeen ?? []), plan.game] });
  };
  if (back !== null)
    return (
      <Dialog open title={t('guide.backTitle')} onClose={() => setBack(null)}>
        <p>{t('guide.backText')}</p>
        <div class="button-row">
          <button type="button" class="btn btn-primary" onClick={() => redirect(plan.game, 'play', back)}>
            {t('guide.backYes')}
          </button>
          <button type="button" class="btn" onClick={() => setBack(null)}>
            {t('guide.backNo')}
          </button>
        </div>
      </Dialog>
    );
  if (closed || code === null) return null;

  const round = planOfCode(plan, code);
  if (round) {
    if (seen && !asked.has(props.sessionId)) return null;
    return (
      <GuideSteps
        plan={round}
        onEnd={() => {
          asked.delete(props.sessionId);
          setClosed(true);
          markSeen();
          const waiting = backTo.get(props.sessionId);
          backTo.delete(props.sessionId);
          if (waiting !== undefined) setBack(waiting);
        }}
      />
    );
  }
  // No offer over a finished game (opened from history or Continue), nor for several people on the device.
  if (seen || finished || offeringOff() || !plan.solo(code, moves)) return null;
  const decline = (): void => {
    setClosed(true);
    markSeen();
  };
  const accept = async (): Promise<void> => {
    setClosed(true);
    // The game the student had just opened and not touched makes way for the guided round (no empty game left to continue).
    // A game already set up (names, computers, a first move) stays, and is offered back when the round's steps end.
    const current = await store.sessions.get(props.sessionId).catch(() => undefined);
    const guided = await startGuidedRound(plan, store, language);
    if (current && current.moves.length === 0) await store.sessions.remove(current.id).catch(() => undefined);
    else if (current) backTo.set(guided, current.id);
  };
  return (
    <Dialog open title={t('guide.offerTitle', { game: t(plan.name) })} onClose={decline}>
      <p>{t('guide.offerText')}</p>
      {moves.length > 0 && <p>{t('guide.offerKeeps')}</p>}
      <div class="button-row">
        <button type="button" class="btn btn-primary" onClick={() => void accept()}>
          {t('guide.offerYes')}
        </button>
        <button type="button" class="btn" onClick={decline}>
          {t('guide.offerNo')}
        </button>
      </div>
    </Dialog>
  );
}

/** The steps: a callout beside the step's control and a ring around it. */
function GuideSteps(props: { plan: GuidePlan; onEnd: () => void }) {
  const { reducedMotion } = useApp();
  const plan = props.plan;
  const steps = plan.steps;
  const [step, setStep] = useState(() => currentStep(steps, 0, document));
  const stepRef = useRef(step);
  stepRef.current = step;
  const box = useRef<HTMLElement>(null);
  const ring = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  /** Whether the next step change came from Next (focus follows) or from the student's play (focus stays in the game). */
  const byButton = useRef(true);
  /** Asks for a placement on the next frame (set by the watcher below). */
  const replace = useRef<() => void>(() => undefined);

  // Watch the play screen: move on when the step is done, keep the callout beside its control.
  useLayoutEffect(() => {
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const next = currentStep(steps, stepRef.current, document);
      if (next !== stepRef.current) {
        byButton.current = false;
        stepRef.current = next;
        setStep(next);
      }
      place();
    };
    const schedule = (): void => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    replace.current = schedule;
    const place = (): void => {
      const el = box.current;
      const r = ring.current;
      const s = steps[stepRef.current];
      if (!el || !r || !s) return;
      const anchor = findAnchor(s, document);
      const a = anchor?.getBoundingClientRect() ?? null;
      const header = document.querySelector('.screen-header')?.getBoundingClientRect();
      el.style.maxHeight = '';
      delete el.dataset.compact;
      el.style.width = `${Math.round(Math.min(360, window.innerWidth - 16))}px`;
      const p = placeCallout(
        keepClearBox(s, anchor, document),
        el.offsetHeight,
        { width: window.innerWidth, height: window.innerHeight },
        header ? header.bottom : 0,
        screenControls(el, plan.cells),
      );
      // CSSOM, not a style attribute: the Content-Security-Policy allows no inline style text.
      el.style.top = `${Math.round(p.top)}px`;
      el.style.left = `${Math.round(p.left)}px`;
      el.style.width = `${Math.round(p.width)}px`;
      el.style.maxHeight = p.maxHeight !== null ? `${Math.floor(p.maxHeight)}px` : '';
      // shorter than its words (no free place of its full height, a small phone): set tighter, so fewer need scrolling
      if (p.maxHeight !== null) el.dataset.compact = '';
      el.dataset.side = p.side;
      r.hidden = a === null;
      if (a) {
        // placed by a transform (its move between steps runs on the compositor), sized by width and height
        r.style.transform = `translate(${Math.round(a.left - 4)}px, ${Math.round(a.top - 4)}px)`;
        r.style.width = `${Math.round(a.width + 8)}px`;
        r.style.height = `${Math.round(a.height + 8)}px`;
        if (!r.dataset.placed) {
          // where it first shows it appears there, not slid in from the screen's corner: the slide is for later moves
          void getComputedStyle(r).transform;
          r.dataset.placed = 'yes';
        }
      }
    };
    const mine = (n: Node): boolean => (box.current?.contains(n) ?? false) || n === ring.current;
    const observer = new MutationObserver((records) => {
      if (records.some((m) => !mine(m.target))) schedule();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [steps, plan.cells]);

  // A new step's words change the callout's height (changes inside the callout are not watched): place it again.
  useLayoutEffect(() => replace.current(), [step]);

  // A new step: its control comes into view; focus moves to the words only when Next was tapped (or at the start).
  useEffect(() => {
    const s = steps[step];
    if (s) findAnchor(s, document)?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    if (byButton.current) text.current?.focus({ preventScroll: true });
    byButton.current = true;
  }, [step]);

  const s = steps[step];
  if (!s) return null;
  const last = step === steps.length - 1;
  const next = (): void => {
    if (last) {
      props.onEnd();
      return;
    }
    byButton.current = true;
    stepRef.current = step + 1;
    setStep(step + 1);
  };
  return (
    <>
      <div ref={ring} class={`guide-ring ${reducedMotion ? '' : 'is-moving'}`} aria-hidden="true" />
      <section
        ref={box}
        class="guide-callout"
        aria-label={t('guide.label', { game: t(props.plan.name) })}
        data-guide-step={s.id}
        onKeyDown={(e) => {
          if (e.key === 'Escape') props.onEnd();
        }}
      >
        {/* the last step closes the round: the steps counted are the ones the student does */}
        {!last && <p class="guide-count">{t('guide.stepOf', { n: step + 1, total: steps.length - 1 })}</p>}
        <p ref={text} class="guide-text" tabIndex={-1} aria-live="polite">
          {t(s.text, s.vars?.() ?? {})}
        </p>
        <div class="guide-buttons">
          {!last && (
            <button type="button" class="btn btn-small guide-skip" onClick={props.onEnd}>
              {t('guide.skip')}
            </button>
          )}
          <button type="button" class="btn btn-small btn-primary guide-next" onClick={next}>
            {last ? t('guide.done') : t('guide.next')}
          </button>
        </div>
      </section>
    </>
  );
}
