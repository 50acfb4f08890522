import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { boardFromSeed, NEIGHBOURS, parseBoard, type Board } from '../../../src/games/tally/board';
import { checkEquation, keyOfText } from '../../../src/games/tally/equation';
import {
  bestEquations,
  enumerateEquations,
  equationOnDigits,
  equationThrough,
  existsAtLeast,
  findOfLength,
  isDull,
  isPadded,
  longestEquation,
  signsFor,
  usableWithout,
} from '../../../workers/tally/solver';

const GAPS = ['', '+', '-', '*', '/', '='];

/** Every path of exactly n cells (plain recursion). */
function paths(n: number): number[][] {
  const out: number[][] = [];
  const walk = (p: number[]): void => {
    if (p.length === n) {
      out.push(p.slice());
      return;
    }
    for (const c of NEIGHBOURS[p[p.length - 1] as number] as number[]) if (!p.includes(c)) walk([...p, c]);
  };
  for (let s = 0; s < 16; s++) walk([s]);
  return out;
}

/** Plain brute force: every path, every choice of sign in every gap, checked by the engine. */
function bruteForce(board: Board, path: number[]): Set<string> {
  const out = new Set<string>();
  const n = path.length - 1;
  const total = GAPS.length ** n;
  for (let code = 0; code < total; code++) {
    let c = code;
    let text = String(board[path[0] as number]);
    for (let i = 1; i <= n; i++) {
      text += GAPS[c % GAPS.length] + String(board[path[i] as number]);
      c = Math.floor(c / GAPS.length);
    }
    if (checkEquation(board, path, text).valid) out.add(text);
  }
  return out;
}

describe('enumerator against a brute force', () => {
  it('finds exactly the brute-force equations of 3 and 4 tiles on three boards', () => {
    for (const seed of ['bf1', 'bf2', 'bf3']) {
      const board = boardFromSeed(seed);
      const expected = new Set<string>();
      for (const n of [3, 4]) for (const p of paths(n)) for (const t of bruteForce(board, p)) expected.add(t);
      const got = enumerateEquations(board, { maxTiles: 4 });
      expect(got.complete).toBe(true);
      expect(new Set(got.equations.map((e) => e.text))).toEqual(expected);
      // every listed path really carries its equation
      for (const e of got.equations) expect(checkEquation(board, e.cells, e.text).valid).toBe(true);
    }
  });

  it('on 5 tiles: every listed equation is valid on its path, and a brute force of 300 random paths finds nothing more', () => {
    const board = parseBoard('4481917632905758');
    const got = enumerateEquations(board, { maxTiles: 5 });
    const texts = new Set(got.equations.map((e) => e.text));
    expect(texts.size).toBe(got.equations.length);
    for (const e of got.equations) expect(checkEquation(board, e.cells, e.text).valid).toBe(true);
    const rng = createRng('bf5');
    const all5 = paths(5);
    for (let i = 0; i < 300; i++) for (const t of bruteForce(board, rng.pick(all5))) expect(texts.has(t)).toBe(true);
  });

  it('lists 4 + 4 = 8 on the issue board, longest first', () => {
    const got = enumerateEquations(parseBoard('4481917632905758'), { maxTiles: 5 }).equations;
    expect(got.find((e) => e.text === '4+4=8')?.cells).toEqual([0, 1, 2]);
    for (let i = 1; i < got.length; i++) expect((got[i - 1] as { tiles: number }).tiles).toBeGreaterThanOrEqual((got[i] as { tiles: number }).tiles);
  });

  it('stops when asked and respects a deadline', () => {
    let n = 0;
    const r = enumerateEquations(boardFromSeed('x'), { maxTiles: 5, onFound: () => ++n >= 3 });
    expect(r.complete).toBe(false);
    expect(r.equations).toHaveLength(3);
    expect(enumerateEquations(boardFromSeed('x'), { maxTiles: 7, deadline: Date.now() - 1 }).complete).toBe(false);
  });
});

describe('exact-length and targeted searches', () => {
  it('equationOnDigits agrees with the brute force on random digit strings of 3–6 digits', () => {
    const rng = createRng('digits');
    for (let n = 0; n < 250; n++) {
      const len = 3 + rng.int(3);
      const ds = Array.from({ length: len }, () => rng.int(10));
      // brute force on a straight path: lay the digits along row 1 then row 2
      const cells = [0, 1, 2, 3, 7, 6].slice(0, len);
      const boardDigits = [...ds];
      const pool = [...'0001112223334445556667778889999'].map(Number);
      for (const d of ds) pool.splice(pool.indexOf(d), 1);
      while (boardDigits.length < 16) boardDigits.push(pool.shift() as number);
      const order = [0, 1, 2, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];
      const board: number[] = new Array(16).fill(0);
      order.forEach((cell, i) => (board[cell] = boardDigits[i] as number));
      const brute = bruteForce(board, cells);
      const text = equationOnDigits(ds, { deadline: Infinity, out: false });
      if (brute.size === 0) expect(text).toBeNull();
      else {
        expect(text).not.toBeNull();
        expect(checkEquation(board, cells, text as string).valid).toBe(true);
      }
    }
  });

  it('findOfLength agrees with the enumerator for lengths 3–5', () => {
    for (const seed of ['fl1', 'fl2', 'fl3', 'fl4']) {
      const board = boardFromSeed(seed);
      const all = enumerateEquations(board, { maxTiles: 5 }).equations;
      for (const L of [3, 4, 5]) {
        const r = findOfLength(board, L, Infinity);
        expect(r.complete).toBe(true);
        expect(r.found !== null).toBe(all.some((e) => e.tiles === L));
        if (r.found) expect(checkEquation(board, r.found.cells, r.found.text).valid).toBe(true);
      }
    }
  });

  it('treats lengths outside 3–16 as searched and empty', () => {
    expect(findOfLength(boardFromSeed('z'), 17, Infinity)).toEqual({ found: null, complete: true });
    expect(findOfLength(boardFromSeed('z'), 2, Infinity)).toEqual({ found: null, complete: true });
  });

  it('finds the longest equation with a proof on seeded boards, and it is valid', () => {
    for (let i = 0; i < 5; i++) {
      const board = boardFromSeed(`long${i}`);
      const r = longestEquation(board, 5000);
      expect(r.equation).not.toBeNull();
      expect(checkEquation(board, r.equation!.cells, r.equation!.text).valid).toBe(true);
      expect(r.tiles).toBe(r.equation!.cells.length);
      if (r.proven && r.tiles < 16) expect(findOfLength(board, r.tiles + 1, Infinity).found).toBeNull();
    }
  });

  it('proves the longest equation where a longer one does not exist: a few usable tiles, checked against a brute force', () => {
    // On whole boards a 16-tile equation exists (the first length tried answers), so the proof
    // that no longer equation exists is exercised here: on a small region of usable tiles.
    const rng = createRng('proof');
    let shorter = 0;
    for (let i = 0; i < 30; i++) {
      const board = boardFromSeed(`proof${i}`);
      const size = 4 + rng.int(3);
      const region = new Set<number>([rng.int(16)]);
      while (region.size < size) {
        const from = rng.pick([...region]);
        region.add(rng.pick(NEIGHBOURS[from] as number[]));
      }
      const usable = board.map((_, c) => region.has(c));
      // brute force: the longest path inside the region that carries an equation
      let expected = 0;
      for (let L = size; L >= 3 && expected === 0; L--) {
        for (const p of paths(L)) {
          if (p.every((c) => region.has(c)) && bruteForce(board, p).size > 0) {
            expected = L;
            break;
          }
        }
      }
      const r = longestEquation(board, 60_000, usable);
      expect(r.proven).toBe(true);
      expect(r.tiles, `board ${i}, region ${[...region].join(',')}`).toBe(expected);
      if (r.equation) {
        expect(r.equation.cells.every((c) => region.has(c))).toBe(true);
        expect(checkEquation(board, r.equation.cells, r.equation.text).valid).toBe(true);
      }
      if (expected < size) shorter++;
    }
    // the proof path really ran: on several regions no equation uses every usable tile
    expect(shorter).toBeGreaterThanOrEqual(4);
  });

  it('the longest shown on a small region has no trick whenever the brute force finds an equation of that length without one', () => {
    // A trick: a 0 multiplied or divided (isDull), padding — + 0, − 0, × 1, ÷ 1 — or a side that is 0 (isPadded).
    const rng = createRng('natural-regions');
    let choices = 0;
    for (let i = 0; i < 30; i++) {
      const board = boardFromSeed(`natreg${i}`);
      const size = 4 + rng.int(2);
      const region = new Set<number>([rng.int(16)]);
      while (region.size < size) region.add(rng.pick(NEIGHBOURS[rng.pick([...region])] as number[]));
      const usable = board.map((_, c) => region.has(c));
      // brute force: every equation on every path inside the region, longest length first
      const inRegion = (n: number): number[][] => {
        const out: number[][] = [];
        const walk = (p: number[]): void => {
          if (p.length === n) return void out.push(p.slice());
          for (const c of NEIGHBOURS[p[p.length - 1] as number] as number[]) if (region.has(c) && !p.includes(c)) walk([...p, c]);
        };
        for (const c of region) walk([c]);
        return out;
      };
      let longest = 0;
      let all: string[] = [];
      for (let L = size; L >= 3 && longest === 0; L--) {
        all = inRegion(L).flatMap((p) => [...bruteForce(board, p)]);
        if (all.length > 0) longest = L;
      }
      const r = longestEquation(board, 60_000, usable);
      expect(r.tiles).toBe(longest);
      if (longest === 0) continue;
      const clean = all.filter((t) => !isDull(t) && !isPadded(t));
      const shown = r.equation!.text;
      if (clean.length > 0) expect(isDull(shown) || isPadded(shown), `board ${i}: ${shown} while ${clean[0]} exists`).toBe(false);
      if (clean.length > 0 && clean.length < all.length) choices++;
    }
    // the tie-break really chose: on several regions both kinds existed at the longest length
    expect(choices).toBeGreaterThanOrEqual(3);
  });

  it('"longest with no 0 or 1": equations avoid those tiles, and a proven answer has no longer one', () => {
    for (let i = 0; i < 6; i++) {
      const board = boardFromSeed(`bench-${i + 10}`);
      const usable = usableWithout(board, [0, 1]);
      const r = longestEquation(board, 60_000, usable);
      expect(r.proven).toBe(true);
      if (r.equation) {
        expect(r.equation.cells.every((c) => board[c] !== 0 && board[c] !== 1)).toBe(true);
        expect(checkEquation(board, r.equation.cells, r.equation.text).valid).toBe(true);
      }
      expect(findOfLength(board, r.tiles + 1, Infinity, false, usable)).toEqual({ found: null, complete: true });
    }
  });

  it('shows a natural longest equation: no 0 multiplied or divided, no padding, no 0 = …, when one of the same length exists', () => {
    // On the issue board the first 16-tile equation found was 4=4+8+1+7+1+9+3+2+9+6*0*8-5-7*5.
    const boards = [parseBoard('4481917632905758'), ...Array.from({ length: 12 }, (_, i) => boardFromSeed(`natural${i}`))];
    let padded = 0;
    for (const board of boards) {
      const r = longestEquation(board, 5000);
      const e = r.equation!;
      expect(checkEquation(board, e.cells, e.text).valid).toBe(true);
      expect(r.tiles).toBe(16);
      expect(r.proven).toBe(true);
      expect(isDull(e.text), e.text).toBe(false);
      expect(/^0=|=0$/.test(e.text), e.text).toBe(false);
      padded += isPadded(e.text) ? 1 : 0;
    }
    // no padding (+ 0, − 0, × 1) either, when the board allows an equation of that length without
    expect(padded).toBe(0);
  });

  it('in natural mode, signsFor skips a 0 beside × or ÷ and equationOnDigits skips a 0 number side', () => {
    const open = () => ({ deadline: Infinity, out: false });
    // 3 0 4 → 4 only as 3 × 0 + 4
    expect(signsFor([3, 0, 4], 4, open())).not.toBeNull();
    expect(signsFor([3, 0, 4], 4, open(), true)).toBeNull();
    // 2 0 5 → 7 only as 2 + 0 + 5 or 2 − 0 + 5 (padding); 2 0 5 → 25 as 20 + 5 (a 0 inside a number is fine)
    expect(signsFor([2, 0, 5], 7, open())).not.toBeNull();
    expect(signsFor([2, 0, 5], 7, open(), true)).toBeNull();
    expect(signsFor([2, 0, 5], 25, open(), true)).toEqual([0, 1]);
    // × 1 and ÷ 1 are padding, × 12 is not
    expect(signsFor([4, 1], 4, open())).not.toBeNull();
    expect(signsFor([4, 1], 4, open(), true)).toBeNull();
    expect(signsFor([1, 4], 4, open(), true)).toBeNull();
    expect(signsFor([2, 1, 2], 24, open(), true)).toEqual([3, 0]);
    // 0 = 5 − 5 and 0 + 5 = 5 are both a trick or padding
    expect(equationOnDigits([0, 5, 5], open())).toBe('0=5-5');
    expect(equationOnDigits([0, 5, 5], open(), true)).toBeNull();
    // 3 0 4 4: only 3 × 0 + 4 = 4 (and no natural equation)
    expect(equationOnDigits([3, 0, 4, 4], open())).toBe('3*0+4=4');
    expect(equationOnDigits([3, 0, 4, 4], open(), true)).toBeNull();
    expect(findOfLength(parseBoard('4481917632905758'), 3, Infinity, true).found?.text).not.toMatch(/^0=|=0$|0[*/]|[*/]0/);
  });

  it('natural mode: never a trick or padding, and only missing where every equation on the digits is one', () => {
    const rng = createRng('natural-digits');
    const open = () => ({ deadline: Infinity, out: false });
    for (let n = 0; n < 300; n++) {
      const ds = Array.from({ length: 3 + rng.int(4) }, () => rng.int(10));
      const any = equationOnDigits(ds, open());
      const nat = equationOnDigits(ds, open(), true);
      if (nat !== null) {
        expect(isDull(nat) || isPadded(nat), nat).toBe(false);
        expect(any).not.toBeNull();
      }
      if (any !== null && !isDull(any) && !isPadded(any)) expect(nat, ds.join('')).not.toBeNull();
    }
  });

  it('stops a search that runs out of time and says it did not finish', () => {
    const budget = { deadline: Date.now() - 1, out: false };
    const ds = [9, 8, 7, 6, 5, 4, 3, 2, 1, 9, 8, 7, 6, 5];
    expect(signsFor(ds, 999_983, budget)).toBeNull();
    expect(budget.out).toBe(true);
  });

  it('answers whether an equation of at least k tiles exists', () => {
    const board = parseBoard('4481917632905758');
    const r = existsAtLeast(board, 7);
    expect(r.exists).toBe(true);
    expect(r.equation!.tiles).toBeGreaterThanOrEqual(7);
    expect(checkEquation(board, r.equation!.cells, r.equation!.text).valid).toBe(true);
  });

  it('gives the best equations by points, skipping excluded ones', () => {
    const board = parseBoard('4481917632905758');
    const best = bestEquations(board, { count: 5, maxTiles: 5 });
    expect(best).toHaveLength(5);
    expect(best.every((b) => b.tiles === 5)).toBe(true);
    const skip = bestEquations(board, { count: 5, maxTiles: 5, exclude: (f) => f.text === best[0]!.text });
    expect(skip.map((s) => s.text)).not.toContain(best[0]!.text);
    // one per family (an equation and its inverse are one), and no dull multiplying by 0 first
    const many = bestEquations(board, { count: 30, maxTiles: 5 });
    expect(new Set(many.map((f) => keyOfText(f.text))).size).toBe(many.length);
    expect(many.some((f) => /(^|[+\-*/=])0[*/]|[*/]0($|[+\-*/=])/.test(f.text))).toBe(false);
  });

  it('varies the best equations: different kinds of calculation and numbers, no padding, before five sums starting with 12', () => {
    // before: 12+59=71  12+74=86  12=70-58  12=79-67  12=90-78 on the issue board
    const board = parseBoard('4481917632905758');
    const best = bestEquations(board, { count: 5, maxTiles: 6 });
    expect(best).toHaveLength(5);
    expect(best.every((f) => f.tiles === 6)).toBe(true);
    for (const f of best) expect(checkEquation(board, f.cells, f.text).valid).toBe(true);
    const numbers = best.flatMap((f) => f.text.split(/[^0-9]+/).filter((n) => n !== ''));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const seed of ['bench-1', 'bench-2', 'variety']) {
      const list = bestEquations(boardFromSeed(seed), { count: 5, maxTiles: 6 });
      const shapes = new Set(list.map((f) => (f.text.match(/[+\-*/]/g) ?? []).sort().join('')));
      expect(shapes.size, list.map((f) => f.text).join(' ')).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map((f) => keyOfText(f.text))).size).toBe(list.length);
      expect(
        list.some((f) => isPadded(f.text) || isDull(f.text)),
        list.map((f) => f.text).join(' '),
      ).toBe(false);
      expect(list.every((f) => f.tiles === list[0]!.tiles)).toBe(true);
    }
    expect(isPadded('0+57/3=19')).toBe(true);
    expect(isPadded('1*2*34=68')).toBe(true);
    expect(isPadded('0=6+17-23')).toBe(true);
    expect(isPadded('10+13=23')).toBe(false);
    expect(isPadded('101-2=99')).toBe(false);
  });

  it('gives a hint through a tile without a × 0 trick when one of the same length exists, and a natural long equation for "at least k"', () => {
    // before: 4=4+7*0 through the 0 (cell 11) and 4=4+8+1+7+1+9+3-29+6*0 for 12 tiles
    const board = parseBoard('4481917632905758');
    const all = enumerateEquations(board, { maxTiles: 5 }).equations;
    for (let cell = 0; cell < 16; cell++) {
      const f = equationThrough(board, cell, 5)!;
      expect(f.cells).toContain(cell);
      const same = all.filter((e) => e.tiles === f.tiles && e.cells.includes(cell));
      if (same.some((e) => !isDull(e.text))) expect(isDull(f.text), f.text).toBe(false);
      if (same.some((e) => !isDull(e.text) && !isPadded(e.text))) expect(isPadded(f.text), f.text).toBe(false);
    }
    const r = existsAtLeast(board, 12);
    expect(r.equation!.tiles).toBe(12);
    expect(isDull(r.equation!.text), r.equation!.text).toBe(false);
    expect(checkEquation(board, r.equation!.cells, r.equation!.text).valid).toBe(true);
  });

  it('finds a short equation through any tile that has one', () => {
    const board = parseBoard('4481917632905758');
    const all = enumerateEquations(board, { maxTiles: 4 }).equations;
    for (let cell = 0; cell < 16; cell++) {
      const f = equationThrough(board, cell, 4);
      const exists = all.some((e) => e.cells.includes(cell));
      expect(f !== null || !exists).toBe(true);
      if (f) {
        expect(f.cells).toContain(cell);
        expect(checkEquation(board, f.cells, f.text).valid).toBe(true);
      }
    }
  });
});
