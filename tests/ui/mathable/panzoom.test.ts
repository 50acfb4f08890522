import { describe, expect, it } from 'vitest';
import { centreOn, clampZoom, keepFocus, MAX_ZOOM, MIN_ZOOM } from '../../../src/ui/mathable/PanZoom';
import { createRng } from '../../../src/core/random';

describe('the phone board window: pan and pinch arithmetic', () => {
  it('zooming keeps the board point under the fingers where it was', () => {
    const rng = createRng('panzoom');
    for (let i = 0; i < 200; i++) {
      const from = 1 + rng.int(250) / 100;
      const to = 1 + rng.int(250) / 100;
      const width = 300;
      const scroll = rng.int(Math.round(width * from - width) + 1);
      const focus = rng.int(width);
      const next = keepFocus(scroll, focus, from, to);
      // the board fraction under the focus is the same before and after
      const before = (scroll + focus) / (width * from);
      const after = (next + focus) / (width * to);
      if (next > 0) expect(after).toBeCloseTo(before, 9);
      expect(next).toBeGreaterThanOrEqual(0);
    }
  });

  it('centres the tiles in play in the window, never scrolling before the board starts', () => {
    // the 8-square middle of a 14-square board 700 px wide, seen through a 300×200 window
    expect(centreOn({ top: 3, left: 3, size: 8 }, 700, { width: 300, height: 200 })).toEqual({ left: 200, top: 250 });
    expect(centreOn({ top: 0, left: 0, size: 2 }, 700, { width: 300, height: 200 })).toEqual({ left: 0, top: 0 });
  });

  it('keeps the zoom between the whole board and a few squares', () => {
    expect(clampZoom(0.2)).toBe(MIN_ZOOM);
    expect(clampZoom(99)).toBe(MAX_ZOOM);
    expect(clampZoom(1.7512)).toBe(1.75);
  });
});
