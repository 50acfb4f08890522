// @vitest-environment happy-dom
/**
 * `gridPlace`: where the words grid (laid out once, scaled to its window) sits in its area — as the grid of old did
 * with its squares sized by the area: as many as fit each way, 30 to 56 px, centred, at the edge once it pans.
 */
import { describe, expect, it } from 'vitest';
import { gridPlace } from '../../../src/ui/words/Board';

describe('gridPlace', () => {
  it('a 7 × 7 window on a phone: squares as wide as the width allows, centred both ways', () => {
    const p = gridPlace({ w: 372, h: 420 }, 7, 7);
    expect(p.cell).toBeCloseTo(364 / 7);
    expect(p.x).toBe(4);
    expect(p.y).toBeCloseTo((420 - 7 * p.cell) / 2);
    expect(p.w).toBeCloseTo(372);
  });

  it('never larger than 56 px a square (a tablet), centred', () => {
    const p = gridPlace({ w: 800, h: 400 }, 7, 9);
    expect(p.cell).toBe(56);
    expect(p.x).toBe((800 - 9 * 56) / 2);
    expect(p.y).toBe((400 - 7 * 56) / 2);
  });

  it('never smaller than 30 px: past that the grid starts at the edge and the area pans over all of it', () => {
    const p = gridPlace({ w: 300, h: 200 }, 12, 15);
    expect(p.cell).toBe(30);
    expect([p.x, p.y]).toEqual([4, 4]);
    expect([p.w, p.h]).toEqual([15 * 30 + 8, 12 * 30 + 8]);
  });

  it('the tighter of the two ways decides', () => {
    expect(gridPlace({ w: 600, h: 208 }, 5, 5).cell).toBe(40);
    expect(gridPlace({ w: 208, h: 600 }, 5, 5).cell).toBe(40);
  });
});
