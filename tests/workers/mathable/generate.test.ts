/** Move generation checked against a plain brute force over the engine itself. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { apply, init, turnPoints, earnsBonus, type MathableState } from '../../../src/games/mathable/engine';
import { FULL_RACK_BONUS } from '../../../src/games/mathable/board';
import { refusalAt } from '../../../src/games/mathable/equations';
import { bestMove, generateMoves, singlePlacements } from '../../../workers/mathable/generate';
import { computerTurn } from '../../../workers/mathable/computer';
import { position } from '../../games/mathable/helpers';

/** Every order of every placement sequence, through the engine: set of placements → best points. */
function bruteForce(start: MathableState): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (s: MathableState): void => {
    const rack = [...new Set(s.racks[s.current]!)];
    for (let r = 0; r < 14; r++) {
      for (let c = 0; c < 14; c++) {
        if (s.board[r * 14 + c]! >= 0) continue;
        for (const tile of rack) {
          // The engine's own check first (cheaper than a thrown refusal), then the engine's move.
          if (refusalAt(s.board, r * 14 + c, tile) !== null) continue;
          const next = apply(s, { type: 'place', tile, row: r, col: c });
          const key = next.turn.placed
            .map((p) => `${p.row},${p.col}=${p.tile}`)
            .sort()
            .join(';');
          const pts = turnPoints(next.turn) + (earnsBonus(next) ? FULL_RACK_BONUS : 0);
          out.set(key, Math.max(out.get(key) ?? Number.NEGATIVE_INFINITY, pts));
          walk(next);
        }
      }
    }
  };
  walk(start);
  return out;
}

function generated(s: MathableState): Map<string, number> {
  const r = generateMoves(s.board, s.racks[s.current]!, { bonusIfEmpty: s.turn.startRack >= 7 });
  expect(r.complete).toBe(true);
  const out = new Map<string, number>();
  for (const m of r.moves) {
    const key = m.placements
      .map((p) => `${p.row},${p.col}=${p.tile}`)
      .sort()
      .join(';');
    expect(out.has(key)).toBe(false);
    out.set(key, m.points);
  }
  return out;
}

/** Mid-game positions from a seeded computer game, with the rack cut down to a few tiles. */
function smallPositions(count: number): MathableState[] {
  const out: MathableState[] = [];
  const rng = createRng('brute');
  for (let g = 0; out.length < count; g++) {
    let s = init(
      {
        seats: [
          { kind: 'computer', level: 'medium' },
          { kind: 'computer', level: 'easy' },
        ],
        hiddenRacks: false,
      },
      `bf${g}`,
    );
    const stop = 2 + rng.int(10);
    for (let t = 0; t < stop && !s.ended; t++) for (const m of computerTurn(s)) s = apply(s, m);
    if (s.ended) continue;
    const rack = s.racks[s.current]!.slice(0, 2 + rng.int(3));
    const racks = s.racks.map((r, i) => (i === s.current ? rack : r));
    out.push({ ...s, racks, turn: { ...s.turn, startRack: rack.length } });
  }
  return out;
}

describe('move generation', () => {
  it('finds the same sets of placements and best scores as a brute force over every order', () => {
    for (const s of smallPositions(40)) {
      const brute = bruteForce(s);
      const gen = generated(s);
      expect([...gen.keys()].sort()).toEqual([...brute.keys()].sort());
      for (const [k, v] of brute) expect(gen.get(k)).toBe(v);
    }
  });

  it('orders placements so that the engine accepts them and scores what it says', () => {
    for (const s of smallPositions(10)) {
      for (const m of generateMoves(s.board, s.racks[s.current]!).moves) {
        let t = s;
        for (const p of m.placements) t = apply(t, { type: 'place', ...p });
        expect(turnPoints(t.turn)).toBe(m.points);
      }
    }
  });

  it('counts the 50 bonus only when a full rack is emptied', () => {
    const s = position({ racks: [[2, 2, 2, 2, 7, 7, 1], []] });
    const moves = generateMoves(s.board, s.racks[0]!).moves;
    const seven = moves.filter((m) => m.placements.length === 7);
    expect(seven.length).toBeGreaterThan(0);
    for (const m of seven) {
      let t = s;
      for (const p of m.placements) t = apply(t, { type: 'place', ...p });
      expect(m.points).toBe(turnPoints(t.turn) + 50);
    }
    const noBonus = generateMoves(s.board, s.racks[0]!, { bonusIfEmpty: false }).moves.filter((m) => m.placements.length === 7);
    expect(Math.max(...noBonus.map((m) => m.points))).toBe(Math.max(...seven.map((m) => m.points)) - 50);
  });

  it('single placements are the one-tile moves', () => {
    for (const s of smallPositions(5)) {
      const ones = generateMoves(s.board, s.racks[s.current]!, { maxTiles: 1 }).moves;
      const singles = singlePlacements(s.board, s.racks[s.current]!);
      const key = (m: { placements: { row: number; col: number; tile: number }[]; points: number }) =>
        `${m.placements[0]!.row},${m.placements[0]!.col}=${m.placements[0]!.tile}:${m.points}`;
      expect(singles.map(key).sort()).toEqual(ones.map(key).sort());
    }
  });

  it('scores an operation square with that operation only (rulebook 1.5: 3 on the × square is 3 points)', () => {
    // × square (9,7): 3 6 to its right (6 − 3 = 3, not counted), 3 1 below it (3 × 1 = 3, counted).
    const s = position({
      empty: true,
      tiles: [
        { row: 9, col: 8, tile: 3 },
        { row: 9, col: 9, tile: 6 },
        { row: 10, col: 7, tile: 3 },
        { row: 11, col: 7, tile: 1 },
      ],
      racks: [[3, 18], []],
    });
    const at = (tile: number) =>
      generateMoves(s.board, s.racks[0]!, { maxTiles: 1 }).moves.find(
        (m) => m.placements[0]!.row === 9 && m.placements[0]!.col === 7 && m.placements[0]!.tile === tile,
      );
    expect(at(3)?.points).toBe(3);
    expect(at(18)?.points).toBe(18);
    // On a plain square both directions count: 3 at (0,1) in the rulebook's 1.4 picture is 6 points.
    const plain = position({
      empty: true,
      tiles: [
        { row: 0, col: 2, tile: 3 },
        { row: 0, col: 3, tile: 6 },
        { row: 1, col: 1, tile: 3 },
        { row: 2, col: 1, tile: 1 },
      ],
      racks: [[3], []],
    });
    expect(generateMoves(plain.board, [3], { maxTiles: 1 }).moves.find((m) => m.placements[0]!.row === 0 && m.placements[0]!.col === 1)?.points).toBe(6);
  });

  it('agrees with the brute force on crowded random boards, operation squares included', () => {
    const rng = createRng('crowded');
    for (let i = 0; i < 120; i++) {
      const tiles = [];
      for (let k = 0; k < 60; k++) tiles.push({ row: rng.int(14), col: rng.int(14), tile: 1 + rng.int(12) });
      const rack = Array.from({ length: 2 + rng.int(3) }, () => 1 + rng.int(24));
      const s = position({ empty: true, tiles, racks: [rack, []] });
      const brute = bruteForce(s);
      const gen = generated(s);
      expect([...gen.entries()].sort()).toEqual([...brute.entries()].sort());
    }
  });

  it('a node limit stops the search and says so', () => {
    const s = position({ racks: [[2, 2, 2, 2, 7, 7, 1], []] });
    const r = generateMoves(s.board, s.racks[0]!, { maxNodes: 5 });
    expect(r.complete).toBe(false);
    expect(r.nodes).toBe(5);
  });

  it('bestMove prefers points, then fewer tiles', () => {
    const a = { placements: [{ row: 0, col: 0, tile: 1 }], points: 5 };
    const b = {
      placements: [
        { row: 0, col: 0, tile: 1 },
        { row: 0, col: 1, tile: 1 },
      ],
      points: 5,
    };
    const c = { placements: [{ row: 0, col: 0, tile: 1 }], points: 4 };
    expect(bestMove([b, c, a])).toBe(a);
    expect(bestMove([])).toBeNull();
  });
});
