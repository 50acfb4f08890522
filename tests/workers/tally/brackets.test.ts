import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { boardFromSeed, NEIGHBOURS, parseBoard, type Board } from '../../../src/games/tally/board';
import { checkEquation, keyOfText } from '../../../src/games/tally/equation';
import { bracketedCalcs, enumerateBracketed } from '../../../workers/tally/brackets';
import { enumerateEquations } from '../../../workers/tally/solver';

const strip = (text: string): string => text.replace(/[()]/g, '');

function randomPath(rng: ReturnType<typeof createRng>, n: number): number[] | null {
  const p = [rng.int(16)];
  while (p.length < n) {
    const options = (NEIGHBOURS[p[p.length - 1] as number] as number[]).filter((c) => !p.includes(c));
    if (options.length === 0) return null;
    p.push(rng.pick(options));
  }
  return p;
}

/** Plain brute force on one path: every sign in every gap, every one or two pairs of brackets around numbers. */
function bruteBracketed(board: Board, path: number[]): string[] {
  const out: string[] = [];
  const L = path.length;
  const gapsChoice = ['', '+', '-', '*', '/', '='];
  for (let code = 0; code < 6 ** (L - 1); code++) {
    let c = code;
    const gaps: string[] = [];
    for (let i = 0; i < L - 1; i++) {
      gaps.push(gapsChoice[c % 6] as string);
      c = Math.floor(c / 6);
    }
    if (gaps.filter((g) => g === '=').length !== 1) continue;
    // numbers as tokens
    const tokens: string[] = [];
    let cur = String(board[path[0] as number]);
    for (let i = 1; i < L; i++) {
      const g = gaps[i - 1] as string;
      if (g === '') cur += String(board[path[i] as number]);
      else {
        tokens.push(cur, g);
        cur = String(board[path[i] as number]);
      }
    }
    tokens.push(cur);
    const nums = tokens.filter((_, i) => i % 2 === 0).length;
    const spans: [number, number][] = [];
    for (let i = 0; i < nums; i++) for (let j = i + 1; j < nums; j++) spans.push([i, j]);
    const render = (pairs: [number, number][]): string =>
      tokens
        .map((t, i) => {
          if (i % 2 === 1) return t;
          const n = i / 2;
          return '('.repeat(pairs.filter((p) => p[0] === n).length) + t + ')'.repeat(pairs.filter((p) => p[1] === n).length);
        })
        .join('');
    const choices: [number, number][][] = spans.map((s) => [s]);
    for (let a = 0; a < spans.length; a++)
      for (let b = a + 1; b < spans.length; b++) {
        const [x, y] = [spans[a] as [number, number], spans[b] as [number, number]];
        const crossing = (x[0] < y[0] && y[0] <= x[1] && x[1] < y[1]) || (y[0] < x[0] && x[0] <= y[1] && y[1] < x[1]);
        if (!crossing) choices.push([x, y]);
      }
    for (const pairs of choices) {
      const text = render(pairs);
      if (!checkEquation(board, path, text, true).valid) continue;
      if (checkEquation(board, path, strip(text), true).valid) continue;
      out.push(text);
    }
  }
  return out;
}

describe('equations that need brackets', () => {
  it('finds the rulebook’s (2 + 3) × 4 = 20 and the other groupings of 2 3 4', () => {
    expect([...bracketedCalcs([2, 3, 4]).keys()].sort()).toEqual(['(2+3)*4', '2*(3+4)']);
    // 2 3 4 2 / 1 1 0 0 / …: the 0 under the second 2 completes (2 + 3) × 4 = 20
    const found = enumerateBracketed(parseBoard('2342110067895589'), 5);
    const cells = found.find((f) => f.text === '(2+3)*4=20')?.cells ?? [];
    expect(cells.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect([6, 7]).toContain(cells[4]);
  });

  it('lists only valid equations whose brackets matter, each on its own path', () => {
    for (const seed of ['br1', 'br2']) {
      const board = boardFromSeed(seed);
      const list = enumerateBracketed(board, 5);
      expect(new Set(list.map((f) => f.text)).size).toBe(list.length);
      for (const f of list) {
        expect(f.text).toContain('(');
        expect(checkEquation(board, f.cells, f.text, true).valid).toBe(true);
        expect(checkEquation(board, f.cells, strip(f.text), true).valid).toBe(false);
      }
    }
  });

  it('misses nothing a brute force finds on 120 random paths of 4 and 5 tiles (compared by equation family)', () => {
    const rng = createRng('brackets-brute');
    let checked = 0;
    for (const seed of ['br3', 'br4']) {
      const board = boardFromSeed(seed);
      const keys = new Set(
        [...enumerateBracketed(board, 5), ...enumerateEquations(board, { maxTiles: 5 }).equations].map((f) => `${f.tiles}:${keyOfText(f.text)}`),
      );
      for (let i = 0; i < 60; i++) {
        const path = randomPath(rng, 4 + rng.int(2));
        if (!path) continue;
        for (const text of bruteBracketed(board, path)) {
          expect(keys.has(`${path.length}:${keyOfText(text)}`), text).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
