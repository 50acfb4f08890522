/**
 * Fuzzing the words match: random params codes, random move sequences with
 * random grids and verdicts never throw anything but a refusal, never hang,
 * and keep the table's invariants (scores are numbers, a replay of the
 * accepted moves gives the same state).
 */
import { RaceParamsError } from '../../../src/games/race/params';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, replayMoves } from '../../../src/core/engine';
import { createRng, type Rng } from '../../../src/core/random';
import { formatGrid, parseGrid } from '../../../src/games/words';
import { currentRound, roundEndsAt } from '../../../src/games/race/engine';
import { defaultParams, formatParams, parseParams, readTeacherList, type WordsParams } from '../../../src/games/words/params';
import { dueComputerCalls, dueComputerChallenges, roundOver, totals, wordsEngine, type WordsMove, type WordsState } from '../../../src/games/words/plugin';

const KEYS = ['h', 'c', 't', 'm', 'r', 'so', 'same', 'lw', 'ns', 'd', 'en', 'v', 'wo', 'w0', 'w1', 'w6', 'x'];
const VALUES = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '99',
  '',
  'e',
  'emh',
  'eeee',
  'fast',
  'blue',
  'std',
  'school',
  'fr',
  'es',
  'de',
  'cat.dog',
  'a',
  'espa~a',
  'x.y',
  '1a',
];

function randomParams(rng: Rng): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = rng.int(5); i > 0; i--) out[rng.pick(KEYS)] = rng.pick(VALUES);
  return out;
}

const CELLS = ['.', '.', 'A', 'E', 'T', 'S', 'C', 'O', 'N', '*e', '@R', 'Q', 'x', '7', '*', '@@', 'Ñ', '*ñ'];
function randomGrid(rng: Rng, hand: readonly string[]): string {
  const rows = 1 + rng.int(5);
  const cols = 1 + rng.int(8);
  const fromHand = (): string => {
    const f = rng.pick(hand.length ? hand : ['A']);
    return f === '@' ? `@${rng.pick(['A', 'Z', 'Ñ'])}` : f === '*' ? `*${rng.pick(['a', 'q'])}` : f === "'E" ? 'E' : f;
  };
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) lines.push(Array.from({ length: cols }, () => (rng.int(3) === 0 ? rng.pick(CELLS) : rng.int(2) ? fromHand() : '.')).join(' '));
  return lines.join(' / ');
}

function randomVerdict(rng: Rng, grid: string): { unknown: string[]; accepted: string[]; proper: string[] } | undefined {
  if (rng.int(3) === 0) return undefined;
  const p = parseGrid(grid);
  const words = p.ok
    ? formatGrid(p.grid)
        .replace(/[.*@/]/g, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 1)
    : [];
  const some = (): string[] => words.filter(() => rng.int(2) === 0);
  return { unknown: some(), accepted: some(), proper: some() };
}

function randomMove(rng: Rng, s: WordsState, at: number): WordsMove {
  const n = s.seats.length;
  const round = currentRound(s);
  const seat = rng.int(n + 1);
  const hand = round?.rolls[Math.min(seat, n - 1)] ?? [];
  switch (rng.int(10)) {
    case 0:
      return { type: 'roll', at };
    case 1:
    case 2:
    case 3: {
      // half of them a row of the seat's own cubes (a callable shape), else anything
      const equation = rng.int(2)
        ? hand
            .slice(0, 9 + rng.int(12))
            .map((f) => (f === '@' ? '@K' : f === '*' ? '*k' : f === "'E" ? 'E' : f))
            .join(' ')
        : randomGrid(rng, hand);
      const verdict = randomVerdict(rng, equation);
      return { type: 'declare', seat, submission: equation, at, ...(verdict ? { verdict } : {}) };
    }
    case 4: {
      const equation = rng.int(3) === 0 ? null : randomGrid(rng, hand);
      // sometimes with later stages (TUFFER!/TUFFEST! as the computer's crossword grows)
      const later = equation !== null && rng.int(2) ? [{ submission: randomGrid(rng, hand), delayMs: rng.int(300_000) }] : [];
      return { type: 'plan', seat, submission: equation, delayMs: rng.int(200_000), at, ...(later.length ? { later } : {}) };
    }
    case 5: {
      const reason = (round && roundOver(s, at)) || rng.pick(['time', 'all-cubes', 'all-done', 'no-call', 'finish'] as const);
      const finals = s.seats.map(() => (rng.int(2) ? randomGrid(rng, hand) : null));
      return { type: 'end', reason, finals, verdicts: finals.map((f) => (f ? (randomVerdict(rng, f) ?? null) : null)), at };
    }
    case 6:
      return { type: 'challenge', by: seat, call: rng.int(4), at };
    case 7:
      return { type: 'hint', seat, step: 1 + rng.int(4), at };
    case 8:
      return { type: 'finish', seat, at };
    default:
      return { type: 'names', names: s.seats.map(() => rng.pick([null, 'Ana', ''])), at };
  }
}

describe('words match fuzz', () => {
  it('random params codes either read within bounds or are refused with a code', () => {
    const rng = createRng('words-params-fuzz');
    for (let i = 0; i < 3000; i++) {
      const code = randomParams(rng);
      try {
        const p = parseParams(code);
        expect(p.humans + p.computers.length).toBeLessThanOrEqual(4);
        expect(p.rounds).toBeGreaterThanOrEqual(1);
        expect(p.rounds).toBeLessThanOrEqual(10);
        expect(p.teacherWords.length).toBeLessThanOrEqual(60);
      } catch (e) {
        expect(e).toBeInstanceOf(RaceParamsError);
      }
    }
    const rng2 = createRng('words-list-fuzz');
    for (let i = 0; i < 300; i++) {
      const text = Array.from({ length: rng2.int(120) }, () => Array.from({ length: rng2.int(12) }, () => rng2.pick([...'abcñéœ1- ,'])).join('')).join(
        rng2.pick([' ', ',', '\n']),
      );
      const list = readTeacherList(text);
      const back = parseParams(formatParams({ ...defaultParams(), teacherWords: list.words, teacherOnly: list.words.length > 0 }));
      expect(back.teacherWords).toEqual(list.words);
    }
  });

  it('random moves never throw anything but a refusal, and replay to the same state', () => {
    const rng = createRng('words-moves-fuzz');
    const applied = new Map<string, number>();
    for (let game = 0; game < 60; game++) {
      const p: WordsParams = {
        ...defaultParams(),
        humans: 1 + rng.int(3),
        computers: rng.int(2) ? ['easy'] : [],
        solitaire: rng.int(4) === 0,
        largeWords: rng.int(2) === 0,
        noSpecials: rng.int(3) === 0,
        rounds: 1 + rng.int(3),
        teacherWords: rng.int(3) === 0 ? ['CAT', 'TEA'] : [],
      };
      p.teacherOnly = p.teacherWords.length > 0 && rng.int(2) === 0;
      let s = wordsEngine.init(p, `fz${game}`);
      const moves: WordsMove[] = [];
      let at = 1_700_000_000_000;
      for (let i = 0; i < 80; i++) {
        at += rng.int(40_000);
        const due = dueComputerCalls(s, at);
        const errors = dueComputerChallenges(s, at);
        const m: WordsMove =
          due.length && rng.int(2)
            ? { type: 'declare', ...due[0]! }
            : errors.length && rng.int(2)
              ? { type: 'challenge', ...errors[0]! }
              : randomMove(rng, s, at);
        try {
          s = wordsEngine.apply(s, m);
          moves.push(m);
          applied.set(m.type, (applied.get(m.type) ?? 0) + 1);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
        }
        const r = currentRound(s);
        if (r && s.phase === 'playing') {
          const end = roundEndsAt(r);
          expect(end === null || Number.isFinite(end)).toBe(true);
        }
        for (const t of totals(s)) expect(Number.isInteger(t)).toBe(true);
      }
      const again = replayMoves(wordsEngine, p, `fz${game}`, moves);
      expect(again.rejected).toBeNull();
      expect(again.state).toEqual(s);
    }
    // the fuzz reaches every kind of move
    for (const type of ['roll', 'declare', 'plan', 'end', 'challenge', 'hint', 'names', 'finish']) expect(applied.get(type) ?? 0, type).toBeGreaterThan(0);
  }, 120_000);
});
