/**
 * Rotary (one shared crossword): the opening race for a six-letter word (the
 * TUF player), turns with the blue glass, TUF ERROR removing the last word,
 * the end by a player's last cube or by a quiet round, and scoring each
 * player's own cubes (RULES.md).
 */
import { RaceParamsError } from '../../../src/games/race/params';
import { migrateGame } from '../../../src/storage/migrate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, replayMoves } from '../../../src/core/engine';
import { formatGameId, parseGameId } from '../../../src/core/gameId';
import { createRng } from '../../../src/core/random';
import { engineFor } from '../../../src/games/registry';
import { defaultParams, formatParams, type WordsParams } from '../../../src/games/words/params';
import {
  checkShared,
  cubesLeft,
  currentGame,
  gamePoints,
  handUse,
  isRotaryMove,
  ownWords,
  rotaryEngine,
  rotaryHand,
  rotaryOver,
  rotaryTotals,
  sharedGrid,
  sharedGridText,
  tufSeat,
  type RotaryMove,
  type RotaryState,
} from '../../../src/games/words/rotary';
import { HAND, OK, S, T0, token } from './table';

const two: WordsParams = { ...defaultParams(), humans: 2, computers: [] };

function started(p: WordsParams = two): RotaryState {
  const s = rotaryEngine.apply(rotaryEngine.init(p, 'rot'), { type: 'roll', at: T0 });
  const g = currentGame(s)!;
  return { ...s, games: [{ ...g, hands: g.hands.map(() => HAND.slice()) }] };
}
const run = (s: RotaryState, moves: RotaryMove[]): RotaryState => moves.reduce((acc, m) => rotaryEngine.apply(acc, m), s);
function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal.code;
    if (e instanceof RaceParamsError) return e.code;
    throw e;
  }
  return 'accepted';
}

describe('Rotary', () => {
  it('a game id of its own; every player rolls 20 cubes from the seed; people only', () => {
    const id = formatGameId({ game: 'wordsrotary', params: formatParams(two), seed: 'x' });
    expect(engineFor('wordsrotary')?.parseParams(parseGameId(id).params)).toEqual(two);
    expect(rotaryHand(two, 'x', 0, 1)).toHaveLength(20);
    expect(rotaryHand(two, 'x', 0, 1)).toEqual(rotaryHand(two, 'x', 0, 1));
    expect(rotaryHand(two, 'x', 0, 1)).not.toEqual(rotaryHand(two, 'x', 0, 0));
    // computers play Rotary too (workers/words/rotary.ts); a setup's ro=1 travels in the id
    expect(rotaryEngine.parseParams({ c: 'e' }).computers).toEqual(['easy']);
    expect(rotaryEngine.parseParams({ h: '2', ro: '1' }).rotary).toBe(true);
    expect(formatParams({ ...two, rotary: true })).toMatchObject({ ro: '1' });
    expect(code(() => rotaryEngine.parseParams({ ro: '2' }))).toBe('params.notFlag');
    expect(rotaryEngine.parseParams({ h: '3' }).rounds).toBe(3);
  });

  it('the opening: the first to lay a word of six letters or more is the TUF player; then turns go round from the next seat', () => {
    const s = started();
    expect(code(() => rotaryEngine.apply(s, { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'C O D E S', at: T0 + S }))).toBe('openingShort');
    expect(code(() => rotaryEngine.apply(s, { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'Z E B R A S', at: T0 + S }))).toBe('notInHand');
    expect(code(() => rotaryEngine.apply(s, { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'S E C 0 N D', at: T0 + S }))).toBe('badWord');
    const o = rotaryEngine.apply(s, { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'S E C O N D', at: T0 + S, verdict: OK });
    const g = currentGame(o)!;
    expect(tufSeat(g)).toBe(1);
    expect(g.turn?.seat).toBe(0);
    expect(sharedGridText(g)).toBe('S E C O N D');
    expect(cubesLeft(g, 1)).toBe(14);
    expect(code(() => rotaryEngine.apply(o, { type: 'lay', seat: 1, row: 0, col: 2, dir: 'down', word: 'C A T', at: T0 + 2 * S }))).toBe('notYourTurn');
    expect(code(() => rotaryEngine.apply(o, { type: 'lay', seat: 0, row: 0, col: 2, dir: 'down', word: 'D A T', at: T0 + 2 * S }))).toBe('clash');
    expect(code(() => rotaryEngine.apply(o, { type: 'lay', seat: 0, row: 3, col: 2, dir: 'down', word: 'C A T', at: T0 + 2 * S }))).toBe('notTouching');
    expect(code(() => rotaryEngine.apply(o, { type: 'lay', seat: 0, row: 0, col: 2, dir: 'across', word: 'C O', at: T0 + 2 * S }))).toBe('noNewCube');
    expect(code(() => rotaryEngine.apply(o, { type: 'lay', seat: 0, row: 0, col: 2, dir: 'down', word: 'C A T', at: T0 + S + 60 * S }))).toBe('timeUp');
  });

  it('TUF ERROR only on the last word once its turn is over: "the penalty for errors is simply the removal of the incorrect word and the loss of that turn" (no points either way); a quiet round ends the game', () => {
    let s = run(started(), [
      { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'S E C O N D', at: T0 + S, verdict: OK },
      { type: 'lay', seat: 0, row: 0, col: 2, dir: 'down', word: 'C A T', at: T0 + 10 * S, verdict: OK },
    ]);
    expect(code(() => rotaryEngine.apply(s, { type: 'challenge', by: 0, at: T0 + 11 * S }))).toBe('ownWord');
    s = rotaryEngine.apply(s, { type: 'challenge', by: 1, at: T0 + 11 * S });
    expect(currentGame(s)!.challenges[0]).toMatchObject({ upheld: false, points: 0 });
    s = rotaryEngine.apply(s, {
      type: 'lay',
      seat: 1,
      row: 0,
      col: 5,
      dir: 'down',
      word: 'D O G',
      at: T0 + 20 * S,
      verdict: { unknown: ['DOG'], accepted: [], proper: [] },
    });
    s = rotaryEngine.apply(s, { type: 'challenge', by: 0, at: T0 + 21 * S });
    const g = currentGame(s)!;
    expect(g.challenges[1]).toMatchObject({ upheld: true, points: 0 });
    expect(g.lays[2]!.removed).toBe(true);
    expect(sharedGridText(g)).toBe('S E C O N D / . . A . . . / . . T . . .');
    expect(cubesLeft(g, 1)).toBe(14);
    expect(code(() => rotaryEngine.apply(s, { type: 'challenge', by: 0, at: T0 + 22 * S }))).toBe('alreadyFound');
    // the validity light's question: the whole shared crossword by the standing words' verdicts
    expect(checkShared(s, g)).toMatchObject({ valid: true, cubes: 8 });
    expect(rotaryOver(s, g)).toBeNull();
    s = rotaryEngine.apply(s, { type: 'pass', seat: 0, at: T0 + 30 * S });
    // DOG removed and a pass: a whole round placed nothing
    expect(rotaryOver(s, currentGame(s)!)).toBe('quiet');
    expect(code(() => rotaryEngine.apply(s, { type: 'pass', seat: 1, at: T0 + 31 * S }))).toBe('roundOver');
    s = rotaryEngine.apply(s, { type: 'end', at: T0 + 32 * S });
    // SECOND: seat 1's six cubes at 2 each; CAT: C seat 1's, A and T seat 0's; TUF player 8; no finisher
    expect(gamePoints(s, currentGame(s)!)).toEqual([2, 12 + 1 + 8]);
    // a game saved before the rulebook's penalty (its code says `te=1`) keeps the ±5 it was played with
    let earlier = started({ ...two, rotaryErrorPoints: true });
    earlier = run(earlier, [
      { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'S E C O N D', at: T0 + S, verdict: OK },
      { type: 'lay', seat: 0, row: 0, col: 2, dir: 'down', word: 'C A T', at: T0 + 10 * S, verdict: OK },
      { type: 'challenge', by: 1, at: T0 + 11 * S },
      { type: 'lay', seat: 1, row: 0, col: 5, dir: 'down', word: 'D O G', at: T0 + 20 * S, verdict: { unknown: ['DOG'], accepted: [], proper: [] } },
      { type: 'challenge', by: 0, at: T0 + 21 * S },
      { type: 'pass', seat: 0, at: T0 + 30 * S },
      { type: 'end', at: T0 + 32 * S },
    ]);
    expect(gamePoints(earlier, currentGame(earlier)!)).toEqual([2 + 5, 12 + 1 + 8 - 5]);
    // word by word: each player's own cubes in each correct word (DOG was removed)
    expect(ownWords(s, currentGame(s)!)).toEqual([
      [{ word: 'CAT', points: 2 }],
      [
        { word: 'SECOND', points: 12 },
        { word: 'CAT', points: 1 },
      ],
    ]);
    const large = { ...s, params: { ...s.params, largeWords: true } };
    expect(ownWords(large, currentGame(large)!)).toEqual([
      [{ word: 'CAT', points: 0 }],
      [
        { word: 'SECOND', points: 12 },
        { word: 'CAT', points: 0 },
      ],
    ]);
    expect(gamePoints(large, currentGame(large)!)).toEqual([0, 12 + 8]);
    expect(currentGame(s)!.end).toMatchObject({ reason: 'quiet', finisher: null });
    expect(s.phase).toBe('review');
  });

  it('the first player to use all their cubes ends it (TUFFEST!): + 8; the opening can be struck and raced again', () => {
    let s = started({ ...two, rounds: 1 });
    s = rotaryEngine.apply(s, {
      type: 'lay',
      seat: 0,
      row: 0,
      col: 0,
      dir: 'across',
      word: 'C O D E S A',
      at: T0 + S,
      verdict: { unknown: ['CODESA'], accepted: [], proper: [] },
    });
    s = rotaryEngine.apply(s, { type: 'challenge', by: 1, at: T0 + 2 * S });
    expect(tufSeat(currentGame(s)!)).toBeNull();
    expect(currentGame(s)!.turn).toBeNull();
    const all = HAND.map(token).join(' ');
    s = rotaryEngine.apply(s, { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: all, at: T0 + 3 * S, verdict: OK });
    expect(rotaryOver(s, currentGame(s)!)).toBe('all-cubes');
    s = rotaryEngine.apply(s, { type: 'end', at: T0 + 4 * S });
    expect(currentGame(s)!.end).toMatchObject({ reason: 'all-cubes', finisher: 1 });
    expect(gamePoints(s, currentGame(s)!)).toEqual([0, 40 + 8 + 8]);
    expect(s.phase).toBe('finished');
    expect(rotaryTotals(s)).toEqual([0, 56]);
  });

  it('the opening race may be given up: a seat passes once; when every seat has, the game ends as a quiet one', () => {
    let s = started({ ...two, rounds: 1 });
    s = rotaryEngine.apply(s, { type: 'pass', seat: 0, at: T0 + S });
    expect(currentGame(s)!.openingPasses).toEqual([0]);
    expect(code(() => rotaryEngine.apply(s, { type: 'pass', seat: 0, at: T0 + 2 * S }))).toBe('passedOpening');
    expect(code(() => rotaryEngine.apply(s, { type: 'pass', seat: 5, at: T0 + 2 * S }))).toBe('noSeat');
    expect(rotaryOver(s, currentGame(s)!)).toBeNull();
    // a seat that gave up may still lay the opening word
    const laid = rotaryEngine.apply(s, { type: 'lay', seat: 0, row: 0, col: 0, dir: 'down', word: 'S E C O N D', at: T0 + 3 * S, verdict: OK });
    expect(tufSeat(currentGame(laid)!)).toBe(0);
    expect(sharedGridText(currentGame(laid)!)).toBe('S / E / C / O / N / D');
    // struck, the opening race starts again and the passes are forgotten
    const struck = rotaryEngine.apply(
      rotaryEngine.apply(s, {
        type: 'lay',
        seat: 1,
        row: 0,
        col: 0,
        dir: 'across',
        word: 'C O D E S A',
        at: T0 + 3 * S,
        verdict: { unknown: ['CODESA'], accepted: [], proper: [] },
      }),
      { type: 'challenge', by: 0, at: T0 + 4 * S },
    );
    expect(currentGame(struck)!.openingPasses).toBeUndefined();
    s = rotaryEngine.apply(s, { type: 'pass', seat: 1, at: T0 + 4 * S });
    expect(rotaryOver(s, currentGame(s)!)).toBe('quiet');
    s = rotaryEngine.apply(s, { type: 'end', at: T0 + 5 * S });
    expect(gamePoints(s, currentGame(s)!)).toEqual([0, 0]);
    expect(s.phase).toBe('finished');
  });

  it("which cubes of a hand stand on the grid: a plain letter first, an E also from an 'E cube, wild faces by kind", () => {
    let s = started();
    s = rotaryEngine.apply(s, { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'S E C O N D', at: T0 + S, verdict: OK });
    // HAND: A E I O U 'E A O T S N S C D H L M G @ *
    expect(handUse(currentGame(s)!, 1).used).toEqual([1, 3, 9, 10, 12, 13]);
    s = rotaryEngine.apply(s, { type: 'lay', seat: 0, row: 0, col: 1, dir: 'down', word: 'E *x E @M', at: T0 + 2 * S, verdict: OK });
    const use = handUse(currentGame(s)!, 0);
    expect(use.used).toEqual([1, 18, 19]);
    expect(use.left).toHaveLength(17);
    expect(cubesLeft(currentGame(s)!, 0)).toBe(17);
  });

  it('moves are plain data; random moves never throw anything but a refusal and replay the same', () => {
    expect(isRotaryMove({ type: 'lay', seat: 0, row: 0, col: 0, dir: 'across', word: 'C A T', at: 1, verdict: OK })).toBe(true);
    expect(isRotaryMove({ type: 'lay', seat: 0, row: 0, col: 0, dir: 'up', word: 'C A T', at: 1 })).toBe(false);
    expect(isRotaryMove({ type: 'lay', seat: 0, row: 99, col: 0, dir: 'down', word: 'C A T', at: 1 })).toBe(false);
    const rng = createRng('rotary-fuzz');
    const kinds = new Map<string, number>();
    for (let game = 0; game < 40; game++) {
      const p = { ...two, humans: 1 + rng.int(4), rounds: 1 + rng.int(2) };
      let s = rotaryEngine.init(p, `rz${game}`);
      const moves: RotaryMove[] = [];
      let at = T0;
      for (let i = 0; i < 120; i++) {
        at += rng.int(30 * S);
        const g = currentGame(s);
        const seat = g?.turn?.seat ?? rng.int(p.humans);
        const hand = g?.hands[seat] ?? HAND;
        const len = 2 + rng.int(7);
        const word = Array.from({ length: len }, () => token(rng.pick(hand))).join(' ');
        const choices: RotaryMove[] = [
          { type: 'roll', at },
          {
            type: 'lay',
            seat,
            row: rng.int(5) - 2,
            col: rng.int(5) - 2,
            dir: rng.int(2) ? 'across' : 'down',
            word,
            at,
            ...(rng.int(2) ? { verdict: OK } : {}),
          },
          {
            type: 'lay',
            seat,
            row: 0,
            col: 0,
            dir: 'across',
            word: hand
              .slice(0, 6 + rng.int(6))
              .map(token)
              .join(' '),
            at,
          },
          { type: 'pass', seat, at },
          { type: 'challenge', by: rng.int(p.humans), at },
          { type: 'end', at },
        ];
        const m = rng.pick(choices);
        try {
          s = rotaryEngine.apply(s, m);
          moves.push(m);
          kinds.set(m.type, (kinds.get(m.type) ?? 0) + 1);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
        }
        for (const t of rotaryTotals(s)) expect(Number.isInteger(t)).toBe(true);
      }
      const again = replayMoves(rotaryEngine, p, `rz${game}`, moves);
      expect(again.rejected).toBeNull();
      expect(again.state).toEqual(s);
    }
    for (const type of ['roll', 'lay', 'pass', 'challenge', 'end']) expect(kinds.get(type) ?? 0, type).toBeGreaterThan(0);
  });
});

describe('a saved Rotary game', () => {
  it('replays without the dictionary to what it showed (tests/fixtures/words/rotary, made by make-rotary.ts)', () => {
    const f = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/words/rotary/rotary-two-people-finished.json'), 'utf8'));
    // saved before saved games had versions: the store brings it up to date as it reads it (`src/storage/migrate.ts`)
    const id = parseGameId(migrateGame(f.session as { game: string; code: string }).code);
    const params = rotaryEngine.parseParams(id.params);
    const { state, rejected, applied } = replayMoves(rotaryEngine, params, id.seed, f.session.moves);
    expect(rejected).toBeNull();
    expect(applied).toHaveLength(f.session.moves.length);
    const g = currentGame(state)!;
    expect({
      phase: state.phase,
      hands: g.hands.map((h) => h.join(' ')),
      grid: sharedGridText(g),
      owners: sharedGrid(g).owner,
      lays: g.lays.map((l) => ({ seat: l.seat, word: l.word, removed: l.removed ?? false })),
      challenges: g.challenges,
      end: g.end,
      points: gamePoints(state, g),
      totals: rotaryTotals(state),
    }).toEqual(f.expected);
  });
});
