import { describe, expect, it } from 'vitest';
import { adjacent, boardFromSeed, boardIssue, BoardError, cellName, formatBoard, NEIGHBOURS, parseBoard, TILE_BAG } from '../../../src/games/tally/board';

describe('tally board', () => {
  it('has a pouch of 30 tiles, three of each digit', () => {
    expect(TILE_BAG).toHaveLength(30);
    for (let d = 0; d <= 9; d++) expect(TILE_BAG.filter((t) => t === d)).toHaveLength(3);
  });

  it('draws 16 tiles from the pouch, the same for the same seed', () => {
    const a = boardFromSeed('k3x9ab');
    expect(a).toHaveLength(16);
    expect(boardFromSeed('k3x9ab')).toEqual(a);
    expect(boardIssue(formatBoard(a))).toBeNull();
  });

  it('gives different boards for different seeds, never more than three of a digit', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const b = formatBoard(boardFromSeed(`s${i}`));
      expect(boardIssue(b)).toBeNull();
      seen.add(b);
    }
    expect(seen.size).toBe(300);
  });

  it('reads typed boards and explains bad ones', () => {
    expect(parseBoard('4481917632905758')).toEqual([4, 4, 8, 1, 9, 1, 7, 6, 3, 2, 9, 0, 5, 7, 5, 8]);
    expect(boardIssue('448191763290575')).toEqual({ code: 'length', vars: { n: 15 } });
    expect(boardIssue('44819176329057a8')).toEqual({ code: 'notDigits', vars: {} });
    expect(boardIssue('4444917632905758')).toEqual({ code: 'tooMany', vars: { d: 4, n: 4 } });
    expect(() => parseBoard('12')).toThrow(BoardError);
    try {
      parseBoard('12');
    } catch (e) {
      expect((e as BoardError).refusal).toEqual({ code: 'length', vars: { n: 2 } });
    }
  });

  it('joins cells that touch by a side or a corner (king moves)', () => {
    expect(adjacent(0, 1)).toBe(true);
    expect(adjacent(0, 5)).toBe(true);
    expect(adjacent(0, 4)).toBe(true);
    expect(adjacent(0, 2)).toBe(false);
    expect(adjacent(3, 4)).toBe(false); // end of row 1 and start of row 2 do not touch
    expect(adjacent(5, 5)).toBe(false);
    expect(NEIGHBOURS[0]).toEqual([1, 4, 5]);
    expect(NEIGHBOURS[5]).toHaveLength(8);
    expect(NEIGHBOURS.flat()).toHaveLength(84);
    expect(cellName(6)).toBe('row 2, column 3');
  });
});
