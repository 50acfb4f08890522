import { describe, expect, it } from 'vitest';
import { adHocCard, deckOf, filteredDeck, GUESSES, type Card } from '../../../src/games/diceculus/cards';
import {
  DEFAULT_PARAMS,
  diceculusEngine as E,
  nextAction,
  roundsPerStage,
  scoreTable,
  type DiceParams,
  type DiceState,
  type Level,
} from '../../../src/games/diceculus/game';
import { grandTotal } from '../../../src/games/diceculus/scoring';
import { BOT_LIMIT, botMove, cardsLeft } from '../../../workers/diceculus/bots';
import {
  allSplits,
  clearSplitTables,
  GIVEN_AWAY,
  POINTS,
  rankSplitsOverDeck,
  splitEV,
  wholeArithmetic,
  type Split,
  type Utility,
} from '../../../workers/diceculus/ev';

/** The mean over `cards` of each split's value, worked out card by card with no shared table. */
function bruteDeck(cards: readonly Card[], guesses: readonly number[], utility: Utility, limit: number, faces = 6) {
  return guesses.flatMap((guess) =>
    allSplits(guess).map((split) => ({ guess, split, ev: cards.reduce((a, c) => a + splitEV(c, split, faces, utility, limit), 0) / cards.length })),
  );
}

const argmax = <T extends { ev: number }>(xs: readonly T[]): T => xs.reduce((best, x) => (x.ev > best.ev ? x : best));

function bots(levels: Level[], seed: string, params: Partial<DiceParams> = {}): DiceState {
  let s = E.init({ ...DEFAULT_PARAMS, ...params }, seed);
  levels.forEach((l, i) => (s = E.apply(s, { t: 'join', name: `C${i}`, bot: l })));
  return E.apply(s, { t: 'start' });
}

/** Plays computer moves until `stop` holds before a move. */
function playUntil(s: DiceState, stop: (s: DiceState) => boolean): DiceState {
  for (let i = 0; i < 20_000 && !s.over && !stop(s); i++) s = E.apply(s, botMove(s)!);
  return s;
}

describe('computer splits by expected value over the whole deck', () => {
  it('a split’s deck value is the mean of its value on every card (brute force on small decks)', () => {
    clearSplitTables();
    const decks: [string[], readonly number[]][] = [
      [['ac-7b', 'a+b+c', '2a+bc'], [3]],
      [
        ['a-b', 'a/b+c', '(a+b)^2-(a+b)^2+c', 'ab-c^2'],
        [2, 3],
      ],
      [
        ['-a+b+c-7d', '(a+b+c)/2', 'abd/c', 'a+b'],
        [1, 2, 3, 4],
      ],
    ];
    for (const [texts, guesses] of decks) {
      const cards = texts.map((t) => ({ ...adHocCard(t), id: t }));
      for (const [utility, key] of [
        [POINTS, 'points'],
        [GIVEN_AWAY, 'given'],
        [(x: number) => grandTotal(23 + x), 'grand23'],
      ] as const) {
        const brute = bruteDeck(cards, guesses, utility, BOT_LIMIT);
        const ranked = rankSplitsOverDeck(cards, guesses, 6, utility, key, BOT_LIMIT);
        expect(ranked).toHaveLength(brute.length);
        for (const b of brute) {
          const r = ranked.find((x) => x.guess === b.guess && JSON.stringify(x.split) === JSON.stringify(b.split));
          expect(r?.ev, `${texts.join(' ; ')} ${key} ${JSON.stringify(b.split)}`).toBeCloseTo(b.ev, 9);
        }
        expect(ranked[0]!.ev).toBeCloseTo(argmax(brute).ev, 9);
        // asked again, the cached table answers the same
        expect(rankSplitsOverDeck(cards, guesses, 6, utility, key, BOT_LIMIT)[0]).toEqual(ranked[0]);
      }
    }
  });

  it('the linear short cut (whole-number values, ±points) gives the same values as the full recursion', () => {
    const plain: Utility = (x) => x; // not recognised as linear: every sum is visited
    const negated: Utility = (x) => -x;
    const cards = [
      ...deckOf(1).slice(0, 10),
      ...['IV-34', 'IV-37', 'IV-11', 'II-10', 'II-31', 'II-18', 'II-45'].map((id) => [...deckOf(2), ...deckOf(4)].find((c) => c.id === id)!),
      adHocCard('a/2+b-c'),
      adHocCard('(a+b)^2-a^2-b^2+c/3'),
    ];
    for (const card of cards) {
      for (const split of [
        { a: 2, b: 2, c: 1, d: 1, e: 1 },
        { a: 1, b: 1, c: 3, d: 1, e: 1 },
        { a: 3, b: 2, c: 2 },
      ] as Split[]) {
        expect(splitEV(card, split, 6, POINTS), `${card.text} ${JSON.stringify(split)}`).toBeCloseTo(splitEV(card, split, 6, plain), 9);
        expect(splitEV(card, split, 6, GIVEN_AWAY), `${card.text} −`).toBeCloseTo(splitEV(card, split, 6, negated), 9);
      }
    }
    expect(wholeArithmetic(adHocCard('(a+b)^2-3c').node)).toBe(true);
    expect(wholeArithmetic(adHocCard('a/b').node)).toBe(false);
    expect(wholeArithmetic(adHocCard('sqrt(a)').node)).toBe(false);
  });

  it('the cards that can still be drawn leave out the cards of the stage’s earlier rounds', () => {
    const s = playUntil(bots(['medium', 'easy'], 'left', { rounds: 3 }), (x) => x.rounds.length === 3);
    const r = s.rounds[2]!;
    const left = cardsLeft(s, r);
    const deck = filteredDeck(1, 'all');
    expect(left).toHaveLength(deck.length - 2);
    expect(left.map((c) => c.id)).not.toContain(s.rounds[0]!.card);
    expect(left.map((c) => c.id)).not.toContain(s.rounds[1]!.card);
    expect(left.map((c) => c.id)).toContain(r.card);
    // a new stage starts from its whole deck
    const s2 = playUntil(s, (x) => x.rounds[x.rounds.length - 1]!.stage === 2);
    expect(cardsLeft(s2, s2.rounds[s2.rounds.length - 1]!)).toHaveLength(filteredDeck(2, 'all').length);
  });

  it('a medium player announces the argmax of the mean over the cards left (stage I and an easy stage-II deck)', () => {
    clearSplitTables();
    let s = bots(['medium', 'medium'], 'argmax', { rounds: 2, deck: 'easy' });
    s = playUntil(s, (x) => x.rounds.length === 2 && nextAction(x).kind === 'announce');
    for (const stage of [1, 2] as const) {
      if (stage === 2)
        s = playUntil(s, (x) => x.rounds[x.rounds.length - 1]!.stage === 2 && x.rounds[x.rounds.length - 1]!.index === 1 && nextAction(x).kind === 'announce');
      const n = nextAction(s);
      if (n.kind !== 'announce') throw new Error('expected an announcement');
      const m = botMove(s)!;
      if (m.t !== 'announce') throw new Error('expected an announcement');
      const cards = cardsLeft(s, n.round);
      expect(cards.length).toBe(filteredDeck(stage, 'easy').length - 1);
      const brute = bruteDeck(cards, GUESSES[stage], POINTS, BOT_LIMIT);
      const best = argmax(brute);
      const chosen = brute.find((b) => b.guess === m.guess && JSON.stringify(b.split) === JSON.stringify(m.split))!;
      expect(chosen.ev, `stage ${stage}`).toBeCloseTo(best.ev, 9);
    }
  }, 60_000);

  it('a hard player weighs its last round of a stage by the GRAND TOTAL it would make, a medium one by the points', () => {
    clearSplitTables();
    let differs = 0;
    // stage II's only round (guesses 1–5 leave room to aim at a digit sum)
    for (const seed of ['h1', 'h2', 'h3']) {
      let s = bots(['hard', 'medium'], seed, { rounds: 1 });
      s = playUntil(s, (x) => x.rounds.length === 2 && nextAction(x).kind === 'announce');
      const n = nextAction(s);
      if (n.kind !== 'announce') throw new Error('expected an announcement');
      expect(n.round.index).toBe(roundsPerStage(s.params, 2) - 1);
      const hardState: DiceState = { ...s, players: s.players.map((p) => ({ ...p, level: 'hard' as const })) };
      const mediumState: DiceState = { ...s, players: s.players.map((p) => ({ ...p, level: 'medium' as const })) };
      const h = botMove(hardState)!;
      const m = botMove(mediumState)!;
      if (h.t !== 'announce' || m.t !== 'announce') throw new Error('expected announcements');
      const running = scoreTable(s).players[n.p]![0]!.grand ?? 0;
      const grand: Utility = (x) => grandTotal(running + x);
      const cards = cardsLeft(s, n.round);
      const mean = (split: Split, u: Utility) => cards.reduce((a, c) => a + splitEV(c, split, 6, u, BOT_LIMIT), 0) / cards.length;
      // each is at least as good as the other at what it aims for
      expect(mean(h.split, grand)).toBeGreaterThanOrEqual(mean(m.split, grand) - 1e-9);
      expect(mean(m.split, POINTS)).toBeGreaterThanOrEqual(mean(h.split, POINTS) - 1e-9);
      if (JSON.stringify(h.split) !== JSON.stringify(m.split)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  }, 60_000);
});
