// @vitest-environment happy-dom
/**
 * The guided first round (src/ui/guide): the step model (moves on past what
 * the student did, never back), the callout's placement (never over the
 * control it points to), the offer and the steps on a play screen (advance on
 * the student's action, Next, Skip, never again, asked again), the setting
 * that remembers it, and each game's seeded round allowing what its steps say.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { formatGameId } from '../../src/core/gameId';
import { createMemoryBackend, createStore, readSettings, type Store } from '../../src/storage';
import { AppProvider, useApp } from '../../src/ui/context';
import { createSession } from '../../src/ui/session';
import { t } from '../../src/i18n';
import { DEFAULT_PARAMS, tallyEngine } from '../../src/games/tally/round';
import { boardFromSeed } from '../../src/games/tally/board';
import { checkEquation as checkTally } from '../../src/games/tally/equation';
import { checkEquation as checkTuf, formatRoll } from '../../src/games/tuf';
import { rollFor as tufRoll } from '../../src/games/tuf/plugin';
import { apply as mathableApply, init as mathableInit, squaresFor } from '../../src/games/mathable/engine';
import { describeRound } from '../../src/ui/tally/describe';
import { Guide, GuideAgain } from '../../src/ui/guide/Guide';
import { currentStep, placeCallout, type GuidePlan, type GuideStep } from '../../src/ui/guide/plan';
import { TUF_GUIDE_EQUATION, TUF_GUIDE_PARAMS, TUF_GUIDE_SEED, tufGuide } from '../../src/ui/guide/tuf';
import { TALLY_GUIDE_CELLS, TALLY_GUIDE_EQUATION, TALLY_GUIDE_SEED, tallyGuide } from '../../src/ui/guide/tally';
import { MATHABLE_GUIDE_PARAMS, MATHABLE_GUIDE_PLACE, MATHABLE_GUIDE_SEED, mathableGuide } from '../../src/ui/guide/mathable';
import { createRng } from '../../src/core/random';
import { cardOf, currentRound, diceculusEngine, nextAction, toRoll, valuesOf } from '../../src/games/diceculus/game';
import { evaluate as evalCard, formatExpr, valueText } from '../../src/games/diceculus/expr';
import { DICE_GUIDE_PARAMS, DICE_GUIDE_SEED, DICE_GUIDE_VALUE, diceGuide, diceGuideMoves } from '../../src/ui/guide/diceculus';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const root = (html: string): HTMLElement => {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
};
const steps: GuideStep[] = [
  { id: 'a', text: 'guide.tally.go', anchor: ['#a'], done: (r) => r.querySelector('.did-a') !== null },
  { id: 'b', text: 'guide.tally.trace', anchor: ['#b'], done: (r) => r.querySelector('.did-b') !== null },
  { id: 'end', text: 'guide.tally.end', anchor: ['#c'] },
];

describe('the step model', () => {
  it('moves past every step already done, from the one reached, and stops at the last', () => {
    expect(currentStep(steps, 0, root(''))).toBe(0);
    expect(currentStep(steps, 0, root('<i class="did-a"></i>'))).toBe(1);
    expect(currentStep(steps, 0, root('<i class="did-a"></i><i class="did-b"></i>'))).toBe(2);
    // b done but not a: the student is still on a
    expect(currentStep(steps, 0, root('<i class="did-b"></i>'))).toBe(0);
    // never back: a student who undoes a step stays where they got to
    expect(currentStep(steps, 1, root(''))).toBe(1);
    expect(currentStep(steps, 9, root(''))).toBe(2);
  });

  it('places the callout beside its anchor and never over it, whatever the sizes (fuzz)', () => {
    const rng = createRng('guide-fuzz');
    const rand = (): number => rng.next();
    for (let i = 0; i < 2000; i++) {
      const view = { width: 300 + Math.floor(rand() * 800), height: 450 + Math.floor(rand() * 500) };
      const a = { top: rand() * (view.height - 40), left: rand() * (view.width - 40), width: 20 + rand() * 300, height: 20 + rand() * 200 };
      const height = 60 + rand() * 200;
      const p = placeCallout(a, height, view, 60);
      const h = p.maxHeight ?? height;
      const overlapsY = p.top < a.top + a.height && p.top + h > a.top;
      const overlapsX = p.left < a.left + a.width && p.left + p.width > a.left;
      expect(overlapsX && overlapsY, JSON.stringify({ view, a, height, p })).toBe(false);
      expect(p.top).toBeGreaterThanOrEqual(0);
      if (p.side === 'left' || p.side === 'right') expect(p.width).toBeGreaterThanOrEqual(240);
      expect(p.left).toBeGreaterThanOrEqual(0);
      expect(p.left + p.width).toBeLessThanOrEqual(view.width);
      expect(p.width).toBeLessThanOrEqual(360);
    }
    // room below: below it; none below but room above: above it; no anchor: at the bottom
    expect(placeCallout({ top: 100, left: 10, width: 50, height: 50 }, 100, { width: 390, height: 844 }).side).toBe('below');
    expect(placeCallout({ top: 600, left: 10, width: 50, height: 200 }, 100, { width: 390, height: 844 }).side).toBe('above');
    expect(placeCallout(null, 100, { width: 390, height: 844 })).toMatchObject({ side: 'free', top: 736 });
    // a column as tall as a tablet's screen: beside it
    expect(placeCallout({ top: 70, left: 548, width: 468, height: 690 }, 120, { width: 1024, height: 768 }, 64)).toMatchObject({ side: 'left', width: 360 });
  });

  it('keeps off every other control when there is room, else docks compact, else covers a board’s squares before any other control', () => {
    const view = { width: 320, height: 568 };
    const anchor = { top: 300, left: 100, width: 120, height: 50 };
    const overlaps = (
      p: { top: number; left: number; width: number; maxHeight: number | null },
      h: number,
      b: { top: number; left: number; width: number; height: number },
    ): boolean =>
      // (touching a control's edge, 2 px, is not covering it)
      p.top < b.top + b.height - 2 && p.top + (p.maxHeight ?? h) > b.top + 2 && p.left < b.left + b.width - 2 && p.left + p.width > b.left + 2;
    // a button just below the anchor: the callout goes above it (or below the button), over neither
    const button = { top: 362, left: 20, width: 280, height: 40, weight: 1 };
    const p1 = placeCallout(anchor, 120, view, 60, [button]);
    expect(overlaps(p1, 120, button) || overlaps(p1, 120, anchor)).toBe(false);
    expect(p1.maxHeight).toBeNull();
    // buttons everywhere but a 170 px band above the anchor, too short for the whole callout: a compact one in that band
    const rows = [
      { top: 60, left: 0, width: 320, height: 60, weight: 1 },
      { top: 410, left: 0, width: 320, height: 150, weight: 1 },
    ];
    const p2 = placeCallout(anchor, 200, view, 60, rows);
    expect(p2.maxHeight).not.toBeNull();
    expect(p2.maxHeight!).toBeGreaterThanOrEqual(112);
    for (const r of [...rows, anchor]) expect(overlaps(p2, 200, r)).toBe(false);
    // a board's squares above, a button below: over the squares
    const squares = Array.from({ length: 12 }, (_, i) => ({ top: 70 + 40 * Math.floor(i / 4), left: 20 + 70 * (i % 4), width: 60, height: 36, weight: 0.02 }));
    const p3 = placeCallout(anchor, 160, view, 60, [...squares, { top: 360, left: 0, width: 320, height: 200, weight: 1 }]);
    expect(p3.side).toBe('above');
    expect(p3.top + (p3.maxHeight ?? 160)).toBeLessThanOrEqual(anchor.top);
    // fuzz: whatever the controls, never over the anchor
    const rng = createRng('guide-avoid');
    for (let i = 0; i < 500; i++) {
      const a = { top: 60 + rng.next() * 400, left: rng.next() * 200, width: 20 + rng.next() * 100, height: 20 + rng.next() * 100 };
      const avoid = Array.from({ length: 20 }, () => ({
        top: rng.next() * 568,
        left: rng.next() * 300,
        width: 20 + rng.next() * 80,
        height: 20 + rng.next() * 40,
        weight: rng.next() < 0.5 ? 1 : 0.02,
      }));
      const h = 80 + rng.next() * 150;
      const p = placeCallout(a, h, view, 60, avoid);
      expect(overlaps(p, h, a), JSON.stringify({ a, h, p })).toBe(false);
      expect(p.top).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('settings remember the guides seen', () => {
  it('reads settings saved before the guides (none seen) and keeps only game ids', () => {
    expect(readSettings({ language: 'en' }).guidesSeen).toBeUndefined();
    expect(readSettings({ guidesSeen: ['tuf', 'tuf', 'Bad id!', 3, 'tally'] }).guidesSeen).toEqual(['tuf', 'tally']);
    expect(readSettings({ guidesSeen: 'tuf' }).guidesSeen).toBeUndefined();
  });
});

/** A play screen stand-in: the guide's anchors, and buttons that do each step as the student would. */
function FakeScreen(props: { sessionId: string; plan: GuidePlan }) {
  const [did, setDid] = useState<string[]>([]);
  const { settings } = useApp();
  return (
    <div>
      <button type="button" id="a" onClick={() => setDid((d) => [...d, 'did-a'])}>
        do a
      </button>
      <button type="button" id="b" onClick={() => setDid((d) => [...d, 'did-b'])}>
        do b
      </button>
      <p id="c">result</p>
      {did.map((c) => (
        <i key={c} class={c} />
      ))}
      <output data-testid="seen">{(settings.guidesSeen ?? []).join(',')}</output>
      <Guide plan={props.plan} sessionId={props.sessionId} />
      <GuideAgain plan={props.plan} />
    </div>
  );
}

/** Resolves once the guide has read its saved game from `store` and rendered what it read (no fixed sleep). */
async function loaded(store: Store): Promise<void> {
  const reads = readsOf.get(store);
  if (!reads) throw new Error('store not watched');
  await waitFor(() => expect(reads.length).toBeGreaterThan(0));
  await act(async () => {
    await Promise.allSettled(reads);
  });
}
/** Forgets the reads so far: call before rendering the screen that `loaded` then waits on. */
function forgetReads(store: Store): void {
  readsOf.get(store)?.splice(0);
}
const readsOf = new WeakMap<Store, Promise<unknown>[]>();
function watchReads(store: Store): Store {
  const reads: Promise<unknown>[] = [];
  readsOf.set(store, reads);
  const get = store.sessions.get.bind(store.sessions);
  store.sessions.get = (id) => {
    const p = get(id);
    reads.push(p);
    return p;
  };
  return store;
}

async function setup(): Promise<{ store: Store; plan: GuidePlan; started: string[]; guided: string; other: string }> {
  const store = watchReads(createStore(createMemoryBackend()));
  const started: string[] = [];
  const seed = 'gtest1';
  const plan: GuidePlan = {
    game: 'tally',
    name: 'tally.title',
    code: formatGameId({ game: 'tally', params: tallyEngine.formatParams(DEFAULT_PARAMS), seed }),
    steps,
    solo: () => true,
    start: async (s) => {
      const r = await createSession(s, tallyEngine, DEFAULT_PARAMS, seed, describeRound, { moves: [{ t: 'join', name: 'Me' }] });
      started.push(r.id);
      return r.id;
    },
  };
  const guided = await plan.start(store);
  started.length = 0;
  const other = (await createSession(store, tallyEngine, DEFAULT_PARAMS, 'other1', describeRound, { moves: [{ t: 'join', name: 'Me' }] })).id;
  return { store, plan, started, guided, other };
}

describe('the guide on a play screen', () => {
  it('offers the guided round once; No thanks remembers the game and the offer never comes back', async () => {
    const { store, plan, other } = await setup();
    const view = render(
      <AppProvider store={store}>
        <FakeScreen sessionId={other} plan={plan} />
      </AppProvider>,
    );
    await screen.findByText(t('guide.offerTitle', { game: 'Tally Rally' }));
    fireEvent.click(screen.getByText(t('guide.offerNo')));
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('tally'));
    expect((await store.getSettings()).guidesSeen).toEqual(['tally']);
    view.unmount();
    forgetReads(store);
    render(
      <AppProvider store={store} initialSettings={await store.getSettings()}>
        <FakeScreen sessionId={other} plan={plan} />
      </AppProvider>,
    );
    await loaded(store);
    expect(screen.queryByText(t('guide.offerTitle', { game: 'Tally Rally' }))).toBeNull();
  });

  it('makes no offer over a finished game', async () => {
    const { store, plan, other } = await setup();
    const rec = await store.sessions.get(other);
    await store.sessions.save({ ...rec!, status: 'finished' });
    forgetReads(store);
    render(
      <AppProvider store={store}>
        <FakeScreen sessionId={other} plan={plan} />
      </AppProvider>,
    );
    await loaded(store);
    expect(screen.queryByText(t('guide.offerTitle', { game: 'Tally Rally' }))).toBeNull();
  });

  it('Show me starts the guided round and an untouched game makes way for it', async () => {
    const { store, plan, started } = await setup();
    const empty = (await createSession(store, tallyEngine, DEFAULT_PARAMS, 'empty1', describeRound)).id;
    render(
      <AppProvider store={store}>
        <FakeScreen sessionId={empty} plan={plan} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByText(t('guide.offerYes')));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(location.hash).toBe(`#/tally/play/${started[0]}`);
    await waitFor(async () => expect(await store.sessions.get(empty)).toBeUndefined());
  });

  it('a game already set up is kept when Show me is taken: it is said, and offered back when the round’s steps end', async () => {
    const { store, plan, started, other } = await setup();
    const first = render(
      <AppProvider store={store}>
        <FakeScreen sessionId={other} plan={plan} />
      </AppProvider>,
    );
    await screen.findByText(t('guide.offerKeeps'));
    fireEvent.click(screen.getByText(t('guide.offerYes')));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(await store.sessions.get(other)).toBeDefined();
    first.unmount();
    render(
      <AppProvider store={store}>
        <FakeScreen sessionId={started[0]!} plan={plan} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByText(t('guide.skip')));
    fireEvent.click(await screen.findByText(t('guide.backYes')));
    expect(location.hash).toBe(`#/tally/play/${other}`);
  });

  it('walks the steps: each moves on when the student does it, Next moves on too, Done ends and remembers', async () => {
    const { store, plan, guided } = await setup();
    render(
      <AppProvider store={store}>
        <FakeScreen sessionId={guided} plan={plan} />
      </AppProvider>,
    );
    const callout = (): HTMLElement => document.querySelector('.guide-callout') as HTMLElement;
    await waitFor(() => expect(callout()?.dataset.guideStep).toBe('a'));
    expect(callout().textContent).toContain(t('guide.stepOf', { n: 1, total: 2 }));
    // the student does step a on the screen itself: the guide moves on without Next
    fireEvent.click(screen.getByText('do a'));
    await waitFor(() => expect(callout().dataset.guideStep).toBe('b'));
    // Next moves on too
    fireEvent.click(screen.getByText(t('guide.next')));
    await waitFor(() => expect(callout().dataset.guideStep).toBe('end'));
    expect(screen.queryByText(t('guide.skip'))).toBeNull();
    fireEvent.click(screen.getByText(t('guide.done')));
    await waitFor(() => expect(document.querySelector('.guide-callout')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('tally'));
  });

  it('Skip ends the guide; a guided round opened again stays quiet; asked for again, it runs', async () => {
    const { store, plan, guided, started } = await setup();
    const first = render(
      <AppProvider store={store}>
        <FakeScreen sessionId={guided} plan={plan} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByText(t('guide.skip')));
    await waitFor(() => expect(document.querySelector('.guide-callout')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('tally'));
    first.unmount();
    // opened again (Continue): never shown again
    forgetReads(store);
    const again = render(
      <AppProvider store={store} initialSettings={await store.getSettings()}>
        <FakeScreen sessionId={guided} plan={plan} />
      </AppProvider>,
    );
    await loaded(store);
    expect(document.querySelector('.guide-callout')).toBeNull();
    // asked for from How to play: a fresh guided round, shown although seen
    fireEvent.click(screen.getByText(t('guide.again')));
    await waitFor(() => expect(started).toHaveLength(1));
    again.unmount();
    render(
      <AppProvider store={store} initialSettings={await store.getSettings()}>
        <FakeScreen sessionId={started[0]!} plan={plan} />
      </AppProvider>,
    );
    await waitFor(() => expect((document.querySelector('.guide-callout') as HTMLElement | null)?.dataset.guideStep).toBe('a'));
  });

  it('Escape inside the callout skips the guide', async () => {
    const { store, plan, guided } = await setup();
    render(
      <AppProvider store={store}>
        <FakeScreen sessionId={guided} plan={plan} />
      </AppProvider>,
    );
    await waitFor(() => expect(document.querySelector('.guide-callout')).not.toBeNull());
    fireEvent.keyDown(screen.getByText(t('guide.next')), { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.guide-callout')).toBeNull());
  });
});

describe('each game’s guided round allows what its steps say', () => {
  it('TUF: the roll of guide29 makes 2 + 3 = 5', () => {
    const roll = tufRoll(TUF_GUIDE_PARAMS, TUF_GUIDE_SEED, 0, 0);
    expect(formatRoll(roll)).toBe('2 3 5 7 7 8 + / - x =');
    const r = checkTuf({ game: TUF_GUIDE_PARAMS.game, roll, equation: TUF_GUIDE_EQUATION, settings: TUF_GUIDE_PARAMS.settings });
    expect(r.valid).toBe(true);
    expect(tufGuide.code).toMatch(/^tuf:.*#guide29$/);
    expect(tufGuide.solo(tufGuide.code)).toBe(true);
  });

  it('Tally Rally: the board of guide61 has 2 3 5 at the end of its top row, and 2+3=5 is accepted there', () => {
    const board = boardFromSeed(TALLY_GUIDE_SEED);
    expect(TALLY_GUIDE_CELLS.map((c) => board[c])).toEqual([2, 3, 5]);
    expect(checkTally(board, [...TALLY_GUIDE_CELLS], TALLY_GUIDE_EQUATION).valid).toBe(true);
    expect(tallyGuide.solo(tallyGuide.code)).toBe(true);
  });

  it('Mathable: in the deal of guide12 you play first with one 3, which scores 3 after the centre’s 1 2', () => {
    const s = mathableInit(MATHABLE_GUIDE_PARAMS, MATHABLE_GUIDE_SEED);
    expect(s.current).toBe(0);
    expect(s.racks[0]!.filter((x) => x === 3)).toHaveLength(1);
    const { tile, row, col } = MATHABLE_GUIDE_PLACE;
    expect(squaresFor(s, tile)).toContainEqual(expect.objectContaining({ row, col }));
    const after = mathableApply(mathableApply(s, { type: 'place', tile, row, col }), { type: 'confirm' });
    expect(after.scores[0]).toBe(3);
    expect(mathableGuide.solo(mathableGuide.code)).toBe(true);
  });

  // TUF words: tests/ui/guide-words.test.ts (the round of each interface language, against the compiled dictionaries)

  it('DiceCulus: in the deal of guide18 you announce first; a + b − c with one roll of each letter kept is 20', () => {
    let s = diceculusEngine.init(DICE_GUIDE_PARAMS, DICE_GUIDE_SEED);
    for (const m of diceGuideMoves()) s = diceculusEngine.apply(s, m);
    expect(nextAction(s)).toMatchObject({ kind: 'announce', p: 0 });
    // the split the announce panel offers for three unknowns: 3, 2, 2
    s = diceculusEngine.apply(s, { t: 'announce', p: 0, guess: 3, split: { a: 3, b: 2, c: 2 } });
    // Pip's announcement (whatever it is) does not change your card or your dice
    let n = nextAction(s);
    while (n.kind === 'announce') {
      s = diceculusEngine.apply(s, { t: 'announce', p: n.p, guess: 3, split: { a: 1, b: 3, c: 3 } });
      n = nextAction(s);
    }
    expect(n).toMatchObject({ kind: 'play', p: 0 });
    const card = cardOf(currentRound(s)!);
    expect(formatExpr(card.node)).toBe('a + b − c');
    for (const l of toRoll(card, currentRound(s)!.plays[0]!)) {
      s = diceculusEngine.apply(s, { t: 'roll', p: 0, v: l });
      s = diceculusEngine.apply(s, { t: 'keep', p: 0 });
    }
    const values = valuesOf(card, currentRound(s)!.plays[0]!);
    expect(valueText(evalCard(card.node, values))).toBe(String(DICE_GUIDE_VALUE));
    expect(diceGuide.solo(diceGuide.code)).toBe(true);
  });
});
