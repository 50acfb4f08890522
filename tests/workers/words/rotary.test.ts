/**
 * Computers in Rotary: a game of computers only (easy, medium, hard) runs to
 * its end through the words service, every computer word is a legal `lay`
 * the engine takes and a correct word by the dictionary's verdict; the
 * choice is seeded; the opening word has six letters or more; a computer
 * with no word passes.
 */
import { describe, expect, it } from 'vitest';
import { graphData } from '../../../src/build/words';
import { makeVocabulary, parseGrid, WordGraph, type GraphName } from '../../../src/games/words';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import {
  currentGame,
  cubesLeft,
  layCorrect,
  rotaryEngine,
  rotaryOver,
  rotaryTotals,
  sharedGridText,
  tufSeat,
  type RotaryMove,
  type RotaryState,
} from '../../../src/games/words/rotary';
import { ROTARY_PACE, rotaryComputerTurn } from '../../../workers/words/rotary';
import type { DueAnswer } from '../../../src/core/runner';
import { rotaryComputer } from '../../../src/ui/words/rotaryRunner';
import { createWordsService } from '../../../workers/words/service';

const graphs = new Map<GraphName, WordGraph>();
const load = async (name: GraphName): Promise<WordGraph> => {
  let g = graphs.get(name);
  if (!g) graphs.set(name, (g = new WordGraph(graphData(name))));
  return g;
};
const service = createWordsService(load);
const T0 = 1_700_000_000_000;

const unused = async (): Promise<never> => {
  throw new Error('not used');
};
/** The screen's computer seat (the match runner's `rotaryComputer`), asking the words service here. */
const computer = rotaryComputer(() => ({ verdict: service.verdict, rotary: service.rotary, check: unused, best: unused, hint: unused, computer: unused }));

/** A computer seat's move as the screen makes it: its word laid with the verdict on the grid it makes (or a pass), due after its pause. */
async function computerMove(s: RotaryState, seat: number, at: number): Promise<{ move: RotaryMove; due: number }> {
  const answer = (await computer(s, seat, new AbortController().signal)) as DueAnswer<RotaryMove>;
  const due = Math.max(answer.at, at);
  return { move: answer.make(due) as RotaryMove, due };
}

describe('computers in Rotary', () => {
  it('a game of computers only runs to its end; every computer word is legal and correct', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 0, computers: ['easy', 'medium', 'hard'], rounds: 3 };
    let s = rotaryEngine.init(p, 'robots');
    let at = T0;
    const ends: string[] = [];
    let lays = 0;
    s = rotaryEngine.apply(s, { type: 'roll', at });
    for (let step = 0; step < 400 && s.phase !== 'finished'; step++) {
      const g = currentGame(s)!;
      if (s.phase === 'review') {
        s = rotaryEngine.apply(s, { type: 'roll', at: (at += 1000) });
        continue;
      }
      if (rotaryOver(s, g)) {
        s = rotaryEngine.apply(s, { type: 'end', at: (at += 1000) });
        ends.push(currentGame(s)!.end!.reason);
        continue;
      }
      let move: RotaryMove;
      if (tufSeat(g) === null) {
        // the opening race: the quickest computer with a word of six letters lays it; the others give up only if none has one
        const tries = await Promise.all(s.seats.map((_, seat) => computerMove(s, seat, at)));
        const layers = tries.filter((x) => x.move.type === 'lay').sort((a, b) => a.due - b.due);
        const first = layers[0] ?? tries.find((x) => !(g.openingPasses ?? []).includes((x.move as { seat: number }).seat))!;
        move = first.move;
        if (move.type === 'lay') expect(move.word.split(' ').length).toBeGreaterThanOrEqual(6);
      } else {
        move = (await computerMove(s, g.turn!.seat, at)).move;
      }
      at = move.at;
      s = rotaryEngine.apply(s, move);
      if (move.type === 'lay') {
        lays++;
        const after = currentGame(s)!;
        expect(move.verdict?.unknown).toEqual([]);
        expect(layCorrect(s, after, after.lays.length - 1)).toBe(true);
        expect(cubesLeft(after, move.seat)).toBeGreaterThanOrEqual(0);
      }
    }
    expect(s.phase).toBe('finished');
    expect(ends).toHaveLength(3);
    expect(lays).toBeGreaterThan(6);
    const totals = rotaryTotals(s);
    expect(totals.some((x) => x > 0)).toBe(true);
    // the final grids are correct crosswords by their words' verdicts
    for (const g of s.games) expect(parseGrid(sharedGridText(g)).ok).toBe(true);
  }, 120_000);

  it('seeded: the same grid, cubes, level and seed give the same word and pause; the pause is the level’s', async () => {
    const vocab = makeVocabulary(await load('school'), { names: await load('names') });
    const grid = parseGridOk('S E C O N D');
    const cubes = ['A', 'T', 'E', 'R', 'S', 'O', 'N', 'L'];
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const a = rotaryComputerTurn(grid, cubes, vocab, level, 'x1');
      expect(rotaryComputerTurn(grid, cubes, vocab, level, 'x1')).toEqual(a);
      expect(a.lay).not.toBeNull();
      const [lo, hi] = ROTARY_PACE[level].turn;
      expect(a.delayMs).toBeGreaterThanOrEqual(lo);
      expect(a.delayMs).toBeLessThanOrEqual(hi);
    }
    // easy keeps to words of five letters at most after the opening, and to plain cubes
    const easy = rotaryComputerTurn(grid, [...cubes, '*', '@'], vocab, 'easy', 'x2');
    expect(easy.lay!.word.split(' ').length).toBeLessThanOrEqual(5);
    expect(easy.lay!.word).not.toMatch(/[*@]/);
    // hard places the most cubes it can see
    const hard = rotaryComputerTurn(grid, cubes, vocab, 'hard', 'x3');
    const medium = rotaryComputerTurn(grid, cubes, vocab, 'medium', 'x3');
    expect(hard.lay!.placed).toBeGreaterThanOrEqual(medium.lay!.placed);
  });

  it('the opening needs six letters: cubes that make none pass; no cubes left pass', async () => {
    const vocab = makeVocabulary(await load('school'));
    const none = rotaryComputerTurn([], ['Q', 'X', 'Z', 'J', 'K', 'V'], vocab, 'hard', 'o1');
    expect(none.lay).toBeNull();
    const [lo, hi] = ROTARY_PACE.hard.opening;
    expect(none.delayMs).toBeGreaterThanOrEqual(lo);
    expect(none.delayMs).toBeLessThanOrEqual(hi);
    const some = rotaryComputerTurn([], ['S', 'E', 'C', 'O', 'N', 'D', 'A'], vocab, 'hard', 'o2');
    expect(some.lay).toMatchObject({ row: 0, col: 0 });
    expect(some.lay!.word.split(' ').length).toBeGreaterThanOrEqual(6);
    expect(rotaryComputerTurn(parseGridOk('C A T'), [], vocab, 'hard', 'o3').lay).toBeNull();
  });
});

function parseGridOk(text: string) {
  const p = parseGrid(text);
  if (!p.ok) throw new Error(text);
  return p.grid;
}
