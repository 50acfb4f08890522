/** Random play and random input never break the engine. */
import { hasMessage } from '../../../src/i18n';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/core/engine';
import { createRng, type Rng } from '../../../src/core/random';
import { apply, init, isMove, parseParams, type MathableMove, type MathableState } from '../../../src/games/mathable/engine';
import { CELLS, pos } from '../../../src/games/mathable/board';
import { valuesFitting } from '../../../src/games/mathable/equations';

function randomMove(s: MathableState, rng: Rng): MathableMove {
  const rack = s.racks[s.current]!;
  const roll = rng.int(100);
  if (roll < 55 && rack.length > 0) {
    // a tile from the rack on a square that fits some value, or anywhere
    const tile = rng.pick(rack);
    const fitting: number[] = [];
    for (let p = 0; p < CELLS; p++) if (s.board[p]! < 0 && valuesFitting(s.board, p).includes(tile)) fitting.push(p);
    const p = fitting.length > 0 && rng.int(4) > 0 ? rng.pick(fitting) : rng.int(CELLS);
    return { type: 'place', tile, row: Math.floor(p / 14), col: p % 14 };
  }
  if (roll < 60) return { type: 'place', tile: rng.int(100) - 5, row: rng.int(18) - 2, col: rng.int(18) - 2 };
  if (roll < 72) return { type: 'confirm' };
  if (roll < 78) return { type: 'undo' };
  if (roll < 83) return { type: 'draw' };
  if (roll < 90) return { type: 'exchange', tiles: rack.filter(() => rng.int(2) === 0) };
  if (roll < 97) return { type: 'pass' };
  if (roll < 99) return { type: 'hint' };
  return { type: 'end' };
}

/** Applies a move; when it is refused, checks the refusal has a readable reason and keeps the state. */
function applyOrRefuse(s: MathableState, m: MathableMove): MathableState {
  try {
    return apply(s, m);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    const r = (e as IllegalMoveError).refusal;
    expect(hasMessage(`mathable.refuse.${r.code}`) || hasMessage(`common.refuse.${r.code}`), r.code).toBe(true);
    return s;
  }
}

function checkInvariants(s: MathableState): void {
  const onBoard = s.board.filter((v) => v >= 0).length - 4;
  expect(onBoard + s.bag.length + s.racks.reduce((a, r) => a + r.length, 0)).toBe(106);
  const logged = s.log.reduce((a, t) => a + ('points' in t ? t.points : 0), 0);
  expect(s.scores.reduce((a, b) => a + b, 0)).toBe(logged);
  const placedLogged = s.log.reduce((a, t) => a + ('placed' in t ? t.placed.length : 0), 0);
  expect(placedLogged + s.turn.placed.length).toBe(onBoard);
  if (!s.ended) for (const r of s.racks) expect(r.length).toBeLessThanOrEqual(7 + s.turn.drew);
}

describe('engine fuzz', () => {
  it('random moves either apply or are refused with a reason, and tiles are never lost', () => {
    for (let g = 0; g < 120; g++) {
      const rng = createRng(`fuzz-${g}`);
      const n = 2 + rng.int(3);
      let s = init({ seats: Array.from({ length: n }, () => ({ kind: 'human' as const })), hiddenRacks: false }, `g${g}`);
      for (let step = 0; step < 250 && !s.ended; step++) {
        const m = randomMove(s, rng);
        s = applyOrRefuse(s, m);
        checkInvariants(s);
      }
      if (s.ended) {
        const penalties = s.racks.map((r) => r.reduce((a, b) => a + b, 0));
        expect(s.ended.finalScores).toEqual(s.scores.map((v, i) => v - penalties[i]!));
      }
    }
  });

  it('declining the extra tile and hint steps mixed into random play keep every invariant', () => {
    for (let g = 0; g < 50; g++) {
      const rng = createRng(`fuzz-decline-${g}`);
      let s = init({ seats: [{ kind: 'human' }, { kind: 'human' }], hiddenRacks: false }, `d${g}`);
      for (let step = 0; step < 200 && !s.ended; step++) {
        const roll = rng.int(10);
        const m: MathableMove = roll === 0 ? { type: 'decline' } : roll === 1 ? { type: 'hint', step: rng.int(2) === 0 ? 1 : 2 } : randomMove(s, rng);
        s = applyOrRefuse(s, m);
        checkInvariants(s);
        expect(s.turn.drawsOwed).toBeGreaterThanOrEqual(0);
        expect(s.turn.drawsOwed).toBeLessThanOrEqual(s.turn.placed.length);
        if (s.turn.hint > 0) expect(s.hintUsed).toBe(true);
      }
    }
  });

  it('parseParams and isMove never throw anything but a readable error on random input', () => {
    const rng = createRng('params');
    const alphabet = 'hcemd.01 x';
    for (let i = 0; i < 400; i++) {
      let text = '';
      const len = rng.int(12);
      for (let k = 0; k < len; k++) text += alphabet[rng.int(alphabet.length)];
      const params: Record<string, string> = rng.int(2) ? { s: text } : { s: 'h.h', hide: text };
      try {
        const p = parseParams(params);
        expect(p.seats.length).toBeGreaterThanOrEqual(2);
      } catch (e) {
        expect(e).toBeInstanceOf(Error);
        expect((e as Error).message.length).toBeGreaterThan(5);
      }
      const junk: unknown[] = [text, rng.int(9), null, { type: text }, { type: 'place', tile: text, row: 1, col: 1 }, { type: 'exchange', tiles: [text] }];
      for (const j of junk) expect(typeof isMove(j)).toBe('boolean');
    }
  });

  it('a placement at every square for every tile value is accepted or explained', () => {
    const s = init(parseParams({ s: 'h.h' }), 'all');
    const rack = s.racks[s.current]!;
    for (let r = 0; r < 14; r++)
      for (let c = 0; c < 14; c++)
        for (const t of rack) {
          try {
            const after = apply(s, { type: 'place', tile: t, row: r, col: c });
            expect(after.board[pos(r, c)]).toBe(t);
          } catch (e) {
            expect(e).toBeInstanceOf(IllegalMoveError);
          }
        }
  });
});
