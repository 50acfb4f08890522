/**
 * Rotary's board helpers: where the shared crossword sits on a seat's board
 * and the `lay` a player's cubes make with it (one row or column, no gaps,
 * extended over the standing cubes); starting a Rotary game from the setup's
 * params; lesson and roll codes keep the variation.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { rotaryEngine, type RotaryGame, type Placed } from '../../../src/games/words/rotary';
import { parseCell } from '../../../src/games/words';
import { BOARD_MIDDLE as M, type Board } from '../../../src/ui/words/board';
import { originOf, pendingLay, standingOnBoard } from '../../../src/ui/words/rotaryBoard';
import { startWords } from '../../../src/ui/words/start';
import { wordsCodes } from '../../../src/ui/words/codes';
import { findGame } from '../../../src/ui/games';

const HAND = ['A', 'E', 'I', 'O', 'U', "'E", 'A', 'O', 'T', 'S', 'N', 'S', 'C', 'D', 'H', 'L', 'M', 'G', '@', '*'];

/** A game whose standing cubes spell the given words (absolute coordinates, one owner). */
function standing(cells: [number, number, string][]): Pick<RotaryGame, 'cubes'> {
  return { cubes: cells.map(([row, col, t]): Placed => ({ row, col, cell: parseCell(t)!, seat: 0, lay: 0 })) };
}
const board = (placed: [number, number, number, string?][]): Board => ({
  placed: placed.map(([cube, row, col, letter]) => (letter ? { cube, row, col, letter } : { cube, row, col })),
});

describe('Rotary on a seat’s board', () => {
  it('the opening word starts at the shared grid’s 0, 0 wherever it is built, across or down', () => {
    const empty = standing([]);
    expect(originOf(empty)).toEqual({ row: M, col: M });
    // S E C O N D from HAND: S 9, E 1, C 12, O 3, N 10, D 13
    const across = pendingLay(
      empty,
      board([
        [9, 5, 7],
        [1, 5, 8],
        [12, 5, 9],
        [3, 5, 10],
        [10, 5, 11],
        [13, 5, 12],
      ]),
      HAND,
    );
    expect(across).toEqual({ ok: true, row: 0, col: 0, dir: 'across', word: 'S E C O N D', letters: 'SECOND' });
    const down = pendingLay(
      empty,
      board([
        [9, 3, 2],
        [1, 4, 2],
        [12, 5, 2],
      ]),
      HAND,
    );
    expect(down).toMatchObject({ ok: true, row: 0, col: 0, dir: 'down', word: 'S E C' });
    expect(pendingLay(empty, board([]), HAND)).toEqual({ ok: false, why: 'none' });
    expect(
      pendingLay(
        empty,
        board([
          [9, 3, 2],
          [1, 4, 3],
        ]),
        HAND,
      ),
    ).toEqual({ ok: false, why: 'line' });
    expect(
      pendingLay(
        empty,
        board([
          [9, 3, 2],
          [1, 3, 4],
        ]),
        HAND,
      ),
    ).toEqual({ ok: false, why: 'gap' });
    expect(pendingLay(empty, board([[9, 3, 2]]), HAND)).toEqual({ ok: false, why: 'short' });
  });

  it('a word through the standing cubes: extended over them, in shared-grid coordinates; one cube takes the direction it makes a word in', () => {
    // CAT across at (0, 0)…(0, 2): centred on the board
    const g = standing([
      [0, 0, 'C'],
      [0, 1, 'A'],
      [0, 2, 'T'],
    ]);
    const o = originOf(g);
    expect(o).toEqual({ row: M, col: M - 1 });
    expect(standingOnBoard(g, o).map((c) => [c.row, c.col])).toEqual([
      [M, M - 1],
      [M, M],
      [M, M + 1],
    ]);
    // S after CAT: CATS across (one cube: across, where it makes a word)
    expect(pendingLay(g, board([[9, M, M + 2]]), HAND)).toEqual({ ok: true, row: 0, col: 0, dir: 'across', word: 'C A T S', letters: 'CATS' });
    // O and N under the A: A O N down from (0, 1)
    expect(
      pendingLay(
        g,
        board([
          [3, M + 1, M],
          [10, M + 2, M],
        ]),
        HAND,
      ),
    ).toEqual({ ok: true, row: 0, col: 1, dir: 'down', word: 'A O N', letters: 'AON' });
    // one cube above the T: down (it makes no word across)
    expect(pendingLay(g, board([[0, M - 1, M + 1]]), HAND)).toMatchObject({ ok: true, row: -1, col: 2, dir: 'down', word: 'A T' });
    // a wild face keeps its notation; a gap that is not a standing cube is refused
    expect(
      pendingLay(
        g,
        board([
          [19, M + 1, M - 1, 'O'],
          [11, M + 2, M - 1],
        ]),
        HAND,
      ),
    ).toMatchObject({ ok: true, dir: 'down', word: 'C *o S' });
    expect(
      pendingLay(
        g,
        board([
          [19, M + 1, M - 1, 'O'],
          [11, M + 3, M - 1],
        ]),
        HAND,
      ),
    ).toEqual({ ok: false, why: 'gap' });
    // the lay the screen makes is one the engine takes
    let s = rotaryEngine.apply(rotaryEngine.init({ ...defaultParams(), humans: 2, computers: [] }, 'rb'), { type: 'roll', at: 1 });
    s = { ...s, games: [{ ...s.games[0]!, hands: [HAND, HAND] }] };
    const open = pendingLay(
      s.games[0]!,
      board([
        [12, 5, 5],
        [0, 5, 6],
        [8, 5, 7],
        [9, 5, 8],
        [11, 5, 9],
        [2, 5, 10],
      ]),
      HAND,
    );
    expect(open).toMatchObject({ ok: true, word: 'C A T S S I' });
    if (!open.ok) throw new Error('no lay');
    s = rotaryEngine.apply(s, { type: 'lay', seat: 0, row: open.row, col: open.col, dir: open.dir, word: open.word, at: 2 });
    const next = pendingLay(
      s.games[0]!,
      board([
        [3, M + 1, M - 2],
        [10, M + 2, M - 2],
      ]),
      HAND,
    );
    expect(next).toMatchObject({ ok: true, row: 0, col: 0, dir: 'down', word: 'C O N' });
    if (!next.ok) throw new Error('no lay');
    expect(() => rotaryEngine.apply(s, { type: 'lay', seat: 1, row: next.row, col: next.col, dir: next.dir, word: next.word, at: 3 })).not.toThrow();
  });
});

describe('starting Rotary from the setup', () => {
  it('ro=1 starts a wordsrotary game; lesson and roll codes keep it', async () => {
    const store = createStore(createMemoryBackend());
    const p: WordsParams = { ...defaultParams(), humans: 2, computers: ['hard'], rotary: true };
    const id = await startWords(store, p, 'seed1', ['Ana', 'Ben', null]);
    const rec = await store.sessions.get(id);
    expect(rec?.game).toBe('wordsrotary');
    expect(rec?.code).toMatch(/^wordsrotary:.*ro=1/);
    expect(rec?.moves).toEqual([{ type: 'names', names: ['Ana', 'Ben', null], at: expect.any(Number) }]);
    const plain = await startWords(store, { ...p, rotary: undefined }, 'seed2', null);
    expect((await store.sessions.get(plain))?.game).toBe('words');
    const lesson = wordsCodes.readCode(wordsCodes.lessonCode('Class 4', p));
    expect(lesson).toMatchObject({ kind: 'lesson', params: { rotary: true } });
    const roll = wordsCodes.readCode(`words:h=2,c=h,ro=1#abc`);
    expect(roll).toMatchObject({ kind: 'roll', params: { rotary: true, humans: 2 } });
    // a saved Rotary game resumes from the home screen in the TUF words screens (#/wordsrotary/play/<id>)
    expect(findGame('wordsrotary')?.id).toBe('words');
    expect(findGame('nosuchgame')).toBeUndefined();
    expect(id.startsWith('wordsrotary-')).toBe(true);
  });
});
