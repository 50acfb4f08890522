import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { parseBoard } from '../../../src/games/tally/board';
import { dragTo, draftText, emptyDraft, gapsOfText, hintDraft, selectGap, setGap, tapCell, type Draft } from '../../../src/ui/tally/draft';

const board = parseBoard('4481917632905758');
const taps = (cells: number[], d: Draft = emptyDraft): Draft => cells.reduce((acc, c) => tapCell(acc, c).draft, d);

describe('tracing a path', () => {
  it('starts, extends with neighbours, taps off the end and cuts back to a tile', () => {
    let d = taps([0, 1, 2]);
    expect(d.path).toEqual([0, 1, 2]);
    expect(d.gaps).toEqual(['', '']);
    expect(d.selected).toBe(0);
    const off = tapCell(d, 2);
    expect(off.note).toBe('removed');
    expect(off.draft.path).toEqual([0, 1]);
    const cut = tapCell(d, 0);
    expect(cut.note).toBe('cut');
    expect(cut.draft.path).toEqual([0]);
    d = taps([0, 1, 2]);
    const restart = tapCell(d, 15);
    expect(restart.note).toBe('restarted');
    expect(restart.draft.path).toEqual([15]);
  });

  it('chooses signs gap by gap and writes the equation text', () => {
    let d = taps([0, 1, 2]);
    d = setGap(d, 0, '+');
    expect(d.selected).toBe(1);
    d = setGap(d, 1, '=');
    expect(draftText(board, d)).toBe('4+4=8');
    d = selectGap(d, 0);
    d = setGap(d, 0, '');
    expect(draftText(board, d)).toBe('44=8');
    expect(selectGap(d, 7)).toBe(d);
    expect(setGap(d, -1, '+')).toBe(d);
  });

  it('drags forward and steps back onto the previous tile', () => {
    let d: Draft = { path: [0], gaps: [], selected: null };
    d = dragTo(d, 1);
    d = dragTo(d, 2);
    expect(d.path).toEqual([0, 1, 2]);
    d = dragTo(d, 1);
    expect(d.path).toEqual([0, 1]);
    expect(dragTo(d, 3)).toBe(d); // not next to the end
    expect(dragTo(d, 1)).toBe(d); // already the end
  });

  it('fuzz: random taps and drags always leave a valid path with one gap per join', () => {
    const rng = createRng('draft-fuzz');
    let d: Draft = emptyDraft;
    for (let i = 0; i < 2000; i++) {
      const c = rng.int(16);
      d = rng.int(2) === 0 ? tapCell(d, c).draft : dragTo(d, c);
      if (rng.int(4) === 0 && d.gaps.length > 0) d = setGap(d, rng.int(d.gaps.length), rng.pick(['', '+', '-', '*', '/', '=']));
      expect(d.gaps.length).toBe(Math.max(0, d.path.length - 1));
      expect(new Set(d.path).size).toBe(d.path.length);
      for (let k = 1; k < d.path.length; k++) {
        const a = d.path[k - 1] as number;
        const b = d.path[k] as number;
        expect(Math.abs((a >> 2) - (b >> 2)) <= 1 && Math.abs((a & 3) - (b & 3)) <= 1).toBe(true);
      }
      expect(draftText(board, d).replace(/\D/g, '').length).toBe(d.path.length);
    }
  });
});

describe('hint drafts', () => {
  it('reads the signs of an equation along its path', () => {
    expect(gapsOfText('4+4=8', 3)).toEqual(['+', '=']);
    expect(gapsOfText('12=3*4', 4)).toEqual(['', '=', '*']);
    expect(gapsOfText('12=3*4', 3)).toBeNull();
    expect(gapsOfText('(4+4)/8=1', 4)).toBeNull();
    expect(gapsOfText('4++4=8', 3)).toBeNull();
  });

  it('step 1 keeps only "=", with the first gap to fill selected; step 2 every sign', () => {
    expect(hintDraft([0, 1, 2, 3], ['', '=', '*'], 1)).toEqual({ path: [0, 1, 2, 3], gaps: ['', '=', ''], selected: 2 });
    expect(hintDraft([0, 1, 2], ['+', '='], 1)).toEqual({ path: [0, 1, 2], gaps: ['', '='], selected: 0 });
    expect(hintDraft([0, 1, 2, 3], ['', '=', '*'], 2)).toEqual({ path: [0, 1, 2, 3], gaps: ['', '=', '*'], selected: null });
  });
});
