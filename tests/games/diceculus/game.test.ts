import { describe, expect, it } from 'vitest';
import { IllegalMoveError, replayMoves } from '../../../src/core/engine';
import { formatGameId, parseGameId } from '../../../src/core/gameId';
import { createRng } from '../../../src/core/random';
import { cardById, deckOf } from '../../../src/games/diceculus/cards';
import {
  answerKind,
  answerMatches,
  cardFor,
  cardOf,
  DEFAULT_PARAMS,
  diceculusEngine as E,
  nextAction,
  readParams,
  roundScores,
  scoreTable,
  START_MOVE,
  turnOrder,
  valuesOf,
  type DiceMove,
  type DiceParams,
  type DiceState,
  type Play,
  type Round,
} from '../../../src/games/diceculus/game';
import { evaluate, LETTERS, roundHalfAway, valueText } from '../../../src/games/diceculus/expr';
import { botMove } from '../../../workers/diceculus/bots';

const refusalOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal.code;
    throw e;
  }
};

function seated(names: string[], params: Partial<DiceParams> = {}, seed = 'table'): DiceState {
  let s = E.init({ ...DEFAULT_PARAMS, ...params }, seed);
  for (const n of names) s = E.apply(s, { t: 'join', name: n });
  return E.apply(s, { t: 'start' });
}

/** Announces for everyone in turn order with a fixed split. */
function announceAll(s: DiceState, extra: (p: number, r: Round) => Partial<DiceMove & { t: 'announce' }> = () => ({})): DiceState {
  for (;;) {
    const n = nextAction(s);
    if (n.kind !== 'announce') return s;
    const guess = n.round.stage === 2 ? 3 : n.round.stage === 3 ? 5 : n.round.stage === 4 ? 3 : 3;
    const split = guess === 5 ? { a: 3, b: 1, c: 1, d: 1, e: 1 } : { a: 3, b: 2, c: 2 };
    s = E.apply(s, { t: 'announce', p: n.p, guess, split, ...extra(n.p, n.round) } as DiceMove);
  }
}

/** Plays the current player's card: roll each unknown once and keep, then answer right. */
function playOne(s: DiceState): DiceState {
  const n = nextAction(s);
  if (n.kind !== 'play') throw new Error('not playing');
  const card = cardOf(n.round);
  for (const l of card.letters) {
    const pl = n.round.plays[n.p] as Play;
    if ((pl.split[l] ?? 0) === 0) continue;
    s = E.apply(s, { t: 'roll', p: n.p, v: l });
    s = E.apply(s, { t: 'keep', p: n.p });
  }
  const r = nextAction(s);
  if (r.kind !== 'play') throw new Error('lost the turn');
  const pl = r.round.plays[r.p] as Play;
  const text = valueText(evaluate(card.node, valuesOf(card, pl))) ?? 'none';
  return E.apply(s, { t: 'answer', p: n.p, text });
}

describe('seating and turns', () => {
  it('the first seat and direction come from the seed, and the first seat moves on each round', () => {
    const o0 = turnOrder('abc', 4, 0);
    const o1 = turnOrder('abc', 4, 1);
    expect([...o0].sort()).toEqual([0, 1, 2, 3]);
    const dir = ((o0[1] as number) - (o0[0] as number) + 4) % 4 === 1 ? 1 : -1;
    expect(o1[0]).toBe(((((o0[0] as number) + dir) % 4) + 4) % 4);
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => turnOrder(`s${i}`, 4, 0)[0]));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('needs two players to start; names are kept in the moves', () => {
    let s = E.init(DEFAULT_PARAMS, 'x');
    s = E.apply(s, { t: 'join', name: 'John' });
    expect(refusalOf(() => E.apply(s, { t: 'start' }))).toBe('tooFewPlayers');
    expect(refusalOf(() => E.apply(s, { t: 'join', name: 'john' }))).toBe('nameTaken');
    s = E.apply(s, { t: 'join', name: 'Maria' });
    s = E.apply(s, { t: 'start' });
    expect(s.players.map((p) => p.name)).toEqual(['John', 'Maria']);
    expect(refusalOf(() => E.apply(s, { t: 'join', name: 'George' }))).toBe('alreadyStarted');
  });
});

describe('announcing', () => {
  it('splits are announced in turn order: seven dice, at least one for each unknown assumed', () => {
    const s = seated(['John', 'George', 'Maria']);
    const n = nextAction(s);
    if (n.kind !== 'announce') throw new Error();
    const other = n.round.order[1] as number;
    expect(refusalOf(() => E.apply(s, { t: 'announce', p: other, guess: 3, split: { a: 3, b: 2, c: 2 } }))).toBe('notYourTurn');
    expect(refusalOf(() => E.apply(s, { t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, c: 1 } }))).toBe('splitTotal');
    expect(refusalOf(() => E.apply(s, { t: 'announce', p: n.p, guess: 3, split: { a: 7, b: 0, c: 0 } }))).toBe('splitEach');
    expect(refusalOf(() => E.apply(s, { t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, d: 2 } }))).toBe('splitLetter');
    // Example 1: John 3,2,2
    const t = E.apply(s, { t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, c: 2 } });
    expect(t.rounds[0]!.plays[n.p]!.split).toEqual({ a: 3, b: 2, c: 2 });
  });

  it('the guess of the number of unknowns is checked per stage (II: 1–5, III: 5 or 6, IV: 3–6)', () => {
    const s = seated(['A', 'B'], { rounds: 1 });
    let t = s;
    for (let i = 0; i < 2; i++) t = playOne(announceAll(t).rounds.length ? announceAll(t) : t);
    // now in stage II
    expect(t.rounds[t.rounds.length - 1]!.stage).toBe(2);
    const n = nextAction(t);
    if (n.kind !== 'announce') throw new Error();
    expect(refusalOf(() => E.apply(t, { t: 'announce', p: n.p, guess: 6, split: { a: 2, b: 1, c: 1, d: 1, e: 1, f: 1 } }))).toBe('guessRange');
    expect(refusalOf(() => E.apply(t, { t: 'announce', p: n.p, guess: 1, split: { a: 7 } }))).toBeNull();
  });
});

describe('rolling', () => {
  it('each unknown rolls up to three times, the last roll counts, and one unknown is finished before the next', () => {
    let s = announceAll(seated(['John', 'Maria'], {}, 'rolls'));
    const n = nextAction(s);
    if (n.kind !== 'play') throw new Error();
    const p = n.p;
    expect(refusalOf(() => E.apply(s, { t: 'keep', p }))).toBe('nothingToKeep');
    expect(refusalOf(() => E.apply(s, { t: 'answer', p, text: '1' }))).toBe('rollFirst');
    s = E.apply(s, { t: 'roll', p, v: 'b' });
    expect(refusalOf(() => E.apply(s, { t: 'roll', p, v: 'a' }))).toBe('finishUnknown');
    s = E.apply(s, { t: 'roll', p, v: 'b' });
    s = E.apply(s, { t: 'roll', p, v: 'b' });
    const pl = s.rounds[0]!.plays[p]!;
    const rolls = pl.rolls.b!;
    expect(rolls).toHaveLength(3);
    expect(rolls.every((r) => r.length === 2 && r.every((d) => d >= 1 && d <= 6))).toBe(true);
    expect(pl.kept.b).toBe(rolls[2]!.reduce((a, b) => a + b, 0));
    expect(refusalOf(() => E.apply(s, { t: 'roll', p, v: 'b' }))).toBe('alreadyKept');
    // keep after the first roll
    s = E.apply(s, { t: 'roll', p, v: 'a' });
    s = E.apply(s, { t: 'keep', p });
    const a = s.rounds[0]!.plays[p]!;
    expect(a.kept.a).toBe(a.rolls.a![0]!.reduce((x, y) => x + y, 0));
    expect(a.rolls.a![0]).toHaveLength(3);
  });

  it('dice for unknowns the card lacks fall out; unknowns not assumed are 0 (Example 3)', () => {
    // find a seed whose first stage-II card has 4 unknowns
    let s = seated(['Maria', 'John'], { rounds: 1 }, 'ex3');
    s = playOne(announceAll(s));
    s = playOne(s);
    expect(s.rounds[s.rounds.length - 1]!.stage).toBe(2);
    const r = s.rounds[s.rounds.length - 1]!;
    const card = cardOf(r);
    const [first, second] = r.order as [number, number];
    s = E.apply(s, { t: 'announce', p: first, guess: 1, split: { a: 7 } });
    s = E.apply(s, { t: 'announce', p: second, guess: 5, split: { a: 1, b: 1, c: 1, d: 2, e: 2 } });
    // the first player rolls only a; others are 0
    s = E.apply(s, { t: 'roll', p: first, v: 'a' });
    s = E.apply(s, { t: 'keep', p: first });
    expect(refusalOf(() => E.apply(s, { t: 'roll', p: first, v: 'b' }))).toBe('allRolled');
    const pl = s.rounds[s.rounds.length - 1]!.plays[first]!;
    const vals = valuesOf(card, pl);
    for (const l of card.letters) if (l !== 'a') expect(vals[l]).toBe(0);
    // the second rolls only the card's letters
    s = E.apply(s, { t: 'answer', p: first, text: valueText(evaluate(card.node, vals)) ?? 'none' });
    if (card.unknowns < 5) expect(refusalOf(() => E.apply(s, { t: 'roll', p: second, v: 'e' }))).toBe('notOnCard');
  });
});

describe('answers', () => {
  it('the app checks the typed value; a wrong one is saved and the player tries again', () => {
    let s = announceAll(seated(['A', 'B'], { penalty: true, bonus: 2 }, 'answers'));
    const n = nextAction(s);
    if (n.kind !== 'play') throw new Error();
    const card = cardOf(n.round);
    for (const l of card.letters) {
      s = E.apply(s, { t: 'roll', p: n.p, v: l });
      s = E.apply(s, { t: 'keep', p: n.p });
    }
    const pl = s.rounds[0]!.plays[n.p]!;
    const value = evaluate(card.node, valuesOf(card, pl));
    s = E.apply(s, { t: 'answer', p: n.p, text: '123456' });
    expect(s.rounds[0]!.plays[n.p]!.wrong).toBe(1);
    expect(s.rounds[0]!.plays[n.p]!.done).toBe(false);
    s = E.apply(s, { t: 'show', p: n.p });
    s = E.apply(s, { t: 'answer', p: n.p, text: valueText(value) ?? 'none' });
    const done = s.rounds[0]!.plays[n.p]!;
    expect(done.done).toBe(true);
    expect(done.shown).toBe(true);
    expect(refusalOf(() => E.apply(s, { t: 'answer', p: n.p, text: '1' }))).toBe('notYourTurn');
  });

  it('accepts the exact value, a fraction, or a decimal right to its last digit; "none" for no value', () => {
    const v = evaluate({ k: 'div', l: { k: 'num', v: 7n }, r: { k: 'num', v: 2n } }, {});
    expect(answerMatches('7/2', v)).toBe(true);
    expect(answerMatches('3.5', v)).toBe(true);
    expect(answerMatches('4', v)).toBe(false);
    const third = evaluate({ k: 'div', l: { k: 'num', v: 10n }, r: { k: 'num', v: 3n } }, {});
    expect(answerMatches('10/3', third)).toBe(true);
    expect(answerMatches('3.33', third)).toBe(true);
    expect(answerMatches('3.3', third)).toBe(false);
    expect(answerMatches('3.34', third)).toBe(false);
    const none = evaluate({ k: 'div', l: { k: 'num', v: 1n }, r: { k: 'num', v: 0n } }, {});
    expect(answerMatches('none', none)).toBe(true);
    expect(answerMatches('0', none)).toBe(false);
  });

  // Rulebook: "For every stage the points are rounded to indeger 0.5 equals 1; less than 0.5 equals 0."
  // So the rounded whole number a child writes is an answer too, and a decimal as a child writes it (one place).
  it('games begun now accept the rounded value (.5 away from zero) and a decimal to one place; the exact value still', () => {
    const card = cardById('I-23')!; // a/2 + b − c
    const half = evaluate(card.node, { a: 9, b: 3, c: 10 }); // −5/2
    expect(answerMatches('-3', half, true)).toBe(true);
    expect(answerMatches('−3', half, true)).toBe(true);
    expect(answerMatches('-2', half, true)).toBe(false);
    expect(answerMatches('-5/2', half, true)).toBe(true);
    expect(answerMatches('-2.5', half, true)).toBe(true);
    expect(answerKind('-3', half)).toBe('rounded');
    expect(answerKind('-5/2', half)).toBe('exact');
    const third = evaluate({ k: 'div', l: { k: 'num', v: 7n }, r: { k: 'num', v: 3n } }, {});
    expect(answerMatches('2.3', third, true)).toBe(true);
    expect(answerMatches('2,3', third, true)).toBe(true);
    expect(answerMatches('2.33', third, true)).toBe(true);
    expect(answerMatches('2', third, true)).toBe(true);
    expect(answerMatches('2.4', third, true)).toBe(false);
    expect(answerMatches('3', third, true)).toBe(false);
    expect(answerKind('2.3', third)).toBe('decimal');
    // games saved before keep the answers they were checked by
    expect(answerMatches('-3', half)).toBe(false);
    expect(answerMatches('2.3', third)).toBe(false);
  });

  it('the start move of a new game turns the rounded answers on; a game started before keeps its answers wrong', () => {
    const dealt = (start: DiceMove): { s: DiceState; p: number; text: string } => {
      for (let i = 0; ; i++) {
        let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, `round-half-${i}`);
        for (const m of [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Ben' }, start] as DiceMove[]) s = E.apply(s, m);
        s = { ...s, rounds: [{ ...s.rounds[0]!, card: 'I-23' }] };
        for (let n = nextAction(s); n.kind === 'announce'; n = nextAction(s)) s = E.apply(s, { t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, c: 2 } });
        const n = nextAction(s);
        if (n.kind !== 'play') throw new Error('expected a play');
        for (const v of ['a', 'b', 'c'] as const) {
          s = E.apply(s, { t: 'roll', p: n.p, v });
          s = E.apply(s, { t: 'keep', p: n.p });
        }
        const r = s.rounds[0]!;
        const value = evaluate(cardOf(r).node, valuesOf(cardOf(r), r.plays[n.p]!));
        if (value.ok && value.exact && value.v.d !== 1n) return { s, p: n.p, text: String(roundHalfAway(value.v)) };
      }
    };
    const now = dealt(START_MOVE);
    expect(now.s.rounded).toBe(true);
    const right = E.apply(now.s, { t: 'answer', p: now.p, text: now.text }).rounds[0]!.plays[now.p]!;
    expect(right).toMatchObject({ done: true, wrong: 0, points: Number(now.text) });
    const before = dealt({ t: 'start', cover: true });
    expect(E.apply(before.s, { t: 'answer', p: before.p, text: before.text }).rounds[0]!.plays[before.p]!).toMatchObject({ done: false, wrong: 1 });
    expect(E.isMove({ t: 'start', cover: true, rounded: 'yes' })).toBe(false);
  });
});

const play = (over: Partial<Play>): Play => ({
  guess: 3,
  split: {},
  victim: null,
  recipients: null,
  rolls: {},
  sequence: [],
  kept: {},
  current: null,
  wrong: 0,
  shown: false,
  helper: false,
  claimed: false,
  points: 0,
  done: true,
  ...over,
});
const round = (stage: 1 | 2 | 3 | 4, plays: Play[]): Round => ({
  stage,
  index: 0,
  global: 0,
  order: plays.map((_, i) => i),
  card: 'I-01',
  plays,
  scores: null,
});

describe('round scores', () => {
  it('stage III, Example 4: Maria robs George (35), John robs Maria (−10), George robs Maria (23)', () => {
    // seats: 0 John, 1 George, 2 Maria
    const r = round(3, [play({ points: -10, victim: 2 }), play({ points: 23, victim: 2 }), play({ points: 35, victim: 1 })]);
    expect(roundScores(DEFAULT_PARAMS, 3, r)).toEqual([-10, 23 - 35, 35 + 10 - 23]);
  });

  it('stage IV: points shared equally (rounded .5 away from zero, sign kept), the donor keeps 0', () => {
    // John 0 receives 18 from George and 103 from Maria: 121 (Example 5)
    const r = round(4, [play({ points: 7, recipients: [1] }), play({ points: 18, recipients: [0] }), play({ points: 103, recipients: [0] })]);
    expect(roundScores(DEFAULT_PARAMS, 3, r)).toEqual([121, 7, 0]);
    const s = round(4, [play({ points: -25, recipients: [1, 2] }), play({ points: 25, recipients: [0, 2] }), play({ points: 0, recipients: [0] })]);
    expect(roundScores(DEFAULT_PARAMS, 3, s)).toEqual([13, -13, -13 + 13]);
  });

  it('challenges: a penalty point per wrong answer, bonus for a card solved first time without help', () => {
    const r = round(1, [play({ points: 10, wrong: 2 }), play({ points: 10 }), play({ points: 10, shown: true })]);
    expect(roundScores({ ...DEFAULT_PARAMS, penalty: true, bonus: 3 }, 3, r)).toEqual([8, 13, 10]);
    expect(roundScores(DEFAULT_PARAMS, 3, r)).toEqual([10, 10, 10]);
  });

  it('stage IV: everyone must receive from someone; the last to choose covers anyone left', () => {
    let s = seated(['A', 'B', 'C'], { rounds: 1 }, 'charity');
    while (nextAction(s).kind === 'announce' || nextAction(s).kind === 'play') {
      const n = nextAction(s);
      if (n.kind === 'announce' && n.round.stage === 4) break;
      if (n.kind === 'announce') s = announceAll(s, (p, r) => (r.stage === 3 ? { victim: (p + 1) % 3 } : {}));
      else s = playOne(s);
    }
    const n = nextAction(s);
    if (n.kind !== 'announce') throw new Error();
    const [x, y, z] = n.round.order as [number, number, number];
    s = E.apply(s, { t: 'announce', p: x, guess: 3, split: { a: 3, b: 2, c: 2 }, recipients: [y] });
    // y gives only to x: z would be left without a donor, with nobody but z to cover z
    expect(refusalOf(() => E.apply(s, { t: 'announce', p: y, guess: 3, split: { a: 3, b: 2, c: 2 }, recipients: [x] }))).toBe('mustCover');
    s = E.apply(s, { t: 'announce', p: y, guess: 3, split: { a: 3, b: 2, c: 2 }, recipients: [z] });
    expect(refusalOf(() => E.apply(s, { t: 'announce', p: z, guess: 3, split: { a: 3, b: 2, c: 2 }, recipients: [y] }))).toBe('mustCover');
    expect(refusalOf(() => E.apply(s, { t: 'announce', p: z, guess: 3, split: { a: 3, b: 2, c: 2 }, recipients: [z] }))).toBe('giveSelf');
    s = E.apply(s, { t: 'announce', p: z, guess: 3, split: { a: 3, b: 2, c: 2 }, recipients: [x, y] });
    expect(nextAction(s).kind).toBe('play');
  });

  it('stage IV: a constant card claimed with its value scores 50 without rolling; a wrong claim is a wrong answer', () => {
    const constCard = deckOf(4).find((c) => c.constant !== null)!;
    // find a seed whose first stage-IV card is a constant one
    let seed = '';
    for (let i = 0; i < 400 && !seed; i++) if (cardFor({ ...DEFAULT_PARAMS, rounds: 1 }, `c${i}`, 4, 0).id === constCard.id) seed = `c${i}`;
    expect(seed).not.toBe('');
    let s = seated(['A', 'B'], { rounds: 1 }, seed);
    while (!(nextAction(s).kind === 'play' && s.rounds[s.rounds.length - 1]!.stage === 4)) {
      const n = nextAction(s);
      if (n.kind === 'announce') s = announceAll(s, (p, r) => (r.stage === 3 ? { victim: 1 - p } : r.stage === 4 ? { recipients: [1 - p] } : {}));
      else s = playOne(s);
    }
    const n = nextAction(s);
    if (n.kind !== 'play') throw new Error();
    s = E.apply(s, { t: 'claim', p: n.p, text: '999' });
    expect(s.rounds[s.rounds.length - 1]!.plays[n.p]!.wrong).toBe(1);
    s = E.apply(s, { t: 'claim', p: n.p, text: valueText({ ok: true, exact: true, v: constCard.constant! })! });
    const pl = s.rounds[s.rounds.length - 1]!.plays[n.p]!;
    expect(pl.points).toBe(50);
    expect(pl.claimed).toBe(true);
    expect(pl.rolls).toEqual({});
  });
});

describe('params', () => {
  it('reads and writes the settings in a game id', () => {
    const r = readParams({ r: '2p', f: '20', pen: '1', g: 'dr', e: '+-*', w: 'lo', b: '2', d: 'easy' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.params).toEqual({ rounds: '2p', faces: 20, penalty: true, grand: 'digital-root', end: 'ops:+-*', win: 'lowest', bonus: 2, deck: 'easy' });
    const id = formatGameId({ game: 'diceculus', params: E.formatParams(r.params), seed: 'abc' });
    expect(E.parseParams(parseGameId(id).params)).toEqual(r.params);
    expect(readParams({ f: '7' }).ok).toBe(false);
    expect(readParams({ zz: '1' })).toEqual({ ok: false, refusal: { code: 'paramUnknown', vars: { key: 'zz' } } });
  });
});

describe('whole games', () => {
  it('computer players finish a game; the table follows the rulebook; replaying the moves gives the same state', () => {
    let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'whole');
    const moves: DiceMove[] = [
      { t: 'join', name: 'Ann', bot: 'easy' },
      { t: 'join', name: 'Ben', bot: 'easy' },
      { t: 'join', name: 'Cy', bot: 'easy' },
      { t: 'start' },
    ];
    for (const m of moves) s = E.apply(s, m);
    for (let i = 0; i < 5000 && !s.over; i++) {
      const m = botMove(s)!;
      moves.push(m);
      s = E.apply(s, m);
    }
    expect(s.over).toBe(true);
    expect(s.rounds.map((r) => r.stage)).toEqual([1, 2, 3, 4]);
    const t = scoreTable(s);
    for (let p = 0; p < 3; p++) {
      let carry = 0;
      t.players[p]!.forEach((st, i) => {
        const rs = s.rounds.filter((r) => r.stage === i + 1).map((r) => r.scores![p]!);
        expect(st.totals[0]).toBe(carry + rs[0]!);
        carry = st.grand!;
      });
    }
    // stage III scores are transfers: what robbers gain their victims lose
    const r3 = s.rounds.find((r) => r.stage === 3)!;
    expect(r3.scores!.reduce((a, b) => a + b, 0)).toBe(0);
    const replayed = replayMoves(E, s.params, 'whole', JSON.parse(JSON.stringify(moves)) as unknown[]);
    expect(replayed.rejected).toBeNull();
    expect(replayed.state).toEqual(s);
    expect(t.end).toHaveLength(3);
    expect(t.winners.length).toBeGreaterThan(0);
  });

  it('fuzz: random moves mixed with computer moves never throw anything but refusals, and never hang', () => {
    const rng = createRng('fuzz');
    for (let g = 0; g < 4; g++) {
      let s = E.init({ ...DEFAULT_PARAMS, rounds: 1, faces: rng.pick([6, 8, 20] as const) }, `fz${g}`);
      const n = 2 + rng.int(2);
      for (let i = 0; i < n; i++) s = E.apply(s, { t: 'join', name: `P${i}`, bot: 'easy' });
      s = E.apply(s, { t: 'start' });
      for (let step = 0; step < 3000 && !s.over; step++) {
        if (rng.next() < 0.5) {
          const junk = randomMove(rng, n);
          try {
            s = E.apply(s, junk);
          } catch (e) {
            expect(e).toBeInstanceOf(IllegalMoveError);
          }
        } else s = E.apply(s, botMove(s)!);
      }
      expect(s.over).toBe(true);
    }
  });
});

function randomMove(rng: ReturnType<typeof createRng>, n: number): DiceMove {
  const p = rng.int(n + 1) - (rng.next() < 0.05 ? 5 : 0);
  const v = rng.pick(LETTERS);
  switch (rng.int(8)) {
    case 0: {
      const guess = 1 + rng.int(6);
      const split: Record<string, number> = {};
      for (const l of LETTERS.slice(0, guess)) split[l] = rng.int(4);
      return { t: 'announce', p, guess, split, victim: rng.int(n), recipients: [rng.int(n)] };
    }
    case 1:
      return { t: 'roll', p, v };
    case 2:
      return { t: 'keep', p };
    case 3:
      return { t: 'answer', p, text: String(rng.int(50) - 20) };
    case 4:
      return { t: 'claim', p, text: String(rng.int(10)) };
    case 5:
      return { t: 'show', p };
    case 6:
      return { t: 'helper', p };
    default:
      return { t: 'join', name: 'X' };
  }
}
