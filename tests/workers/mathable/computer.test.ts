import { describe, expect, it } from 'vitest';
import { apply, init, squaresFor, turnPoints, earnsBonus, type Level, type MathableState } from '../../../src/games/mathable/engine';
import { bestMove, generateMoves } from '../../../workers/mathable/generate';
import { chooseExchange, computerTurn, hint, playOut } from '../../../workers/mathable/computer';
import { position } from '../../games/mathable/helpers';

const game = (levels: Level[], seed: string): MathableState =>
  init({ seats: levels.map((level) => ({ kind: 'computer' as const, level })), hiddenRacks: false }, seed);

describe('computer players', () => {
  it('play whole games at every level with 2, 3 and 4 players, and the games end', () => {
    const combos: Level[][] = [
      ['easy', 'medium'],
      ['hard', 'easy', 'medium'],
      ['medium', 'medium', 'hard', 'easy'],
      ['hard', 'hard'],
    ];
    combos.forEach((levels, i) => {
      const s = playOut(game(levels, `whole-${i}`));
      expect(s.ended).not.toBeNull();
      expect(s.log.length).toBeGreaterThan(5);
    });
  });

  it('are deterministic from the seed', () => {
    const a = playOut(game(['hard', 'easy', 'medium'], 'same'), 24);
    const b = playOut(game(['hard', 'easy', 'medium'], 'same'), 24);
    expect(a.log.length).toBeGreaterThan(10);
    expect(a).toEqual(b);
  });

  it('medium plays the best-scoring move of the turn (no extra tile taken)', () => {
    for (let i = 0; i < 10; i++) {
      let s = game(['medium', 'medium'], `med-${i}`);
      for (let t = 0; t < 4; t++) for (const m of computerTurn(s)) s = apply(s, m);
      if (s.ended) continue;
      const best = bestMove(generateMoves(s.board, s.racks[s.current]!).moves);
      const moves = computerTurn(s);
      if (!best) {
        expect(['exchange', 'pass']).toContain(moves[0]!.type);
        continue;
      }
      let t = s;
      let drew = false;
      for (const m of moves) {
        if (m.type === 'confirm') break;
        if (m.type === 'draw') drew = true;
        t = apply(t, m);
      }
      if (!drew) expect(turnPoints(t.turn) + (earnsBonus(t) ? 50 : 0)).toBe(best.points);
    }
  });

  it('easy puts down one small tile a turn and never takes the extra tile', () => {
    let s = game(['easy', 'easy'], 'easy');
    for (let t = 0; t < 20 && !s.ended; t++) {
      const moves = computerTurn(s);
      const places = moves.filter((m) => m.type === 'place');
      expect(places.length).toBeLessThanOrEqual(1);
      expect(moves.some((m) => m.type === 'draw')).toBe(false);
      for (const m of moves) s = apply(s, m);
    }
  });

  it('hard scores less for the next player than medium on average (it looks ahead)', () => {
    let hardGiven = 0;
    let mediumGiven = 0;
    for (let i = 0; i < 8; i++) {
      let s = game(['medium', 'medium'], `look-${i}`);
      for (let t = 0; t < 6 && !s.ended; t++) for (const m of computerTurn(s)) s = apply(s, m);
      if (s.ended) continue;
      for (const level of ['hard', 'medium'] as Level[]) {
        let t = s;
        for (const m of computerTurn(t, level)) t = apply(t, m);
        if (t.ended) continue;
        const reply = bestMove(generateMoves(t.board, t.racks[t.current]!).moves)?.points ?? 0;
        if (level === 'hard') hardGiven += reply;
        else mediumGiven += reply;
      }
    }
    expect(hardGiven).toBeLessThanOrEqual(mediumGiven);
  });

  it('exchange or pass when nothing fits', () => {
    const stuck = position({ racks: [[90, 81, 80, 72, 70, 64, 63], [1]], seats: [{ kind: 'computer', level: 'medium' }, { kind: 'human' }] });
    expect(computerTurn(stuck)).toEqual([{ type: 'exchange', tiles: [90, 81, 80, 72, 70, 64, 63] }]);
    const empty = { ...stuck, bag: [] };
    expect(computerTurn(empty)).toEqual([{ type: 'pass' }]);
    const fewLeft = { ...stuck, bag: [1, 2, 3] };
    expect(chooseExchange(fewLeft, 'hard')).toEqual([90, 81, 80]);
  });

  it('every move it returns is legal', () => {
    for (const level of ['easy', 'medium', 'hard'] as Level[]) {
      let s = game([level, level, level], `legal-${level}`);
      for (let t = 0; t < 30 && !s.ended; t++) for (const m of computerTurn(s)) s = apply(s, m);
    }
  });
});

describe('hints', () => {
  it('names a rack tile that can be placed, and where', () => {
    for (let i = 0; i < 10; i++) {
      const s = game(['medium', 'medium'], `hint-${i}`);
      const h = hint(s);
      if (!h) continue;
      expect(s.racks[s.current]).toContain(h.tile);
      expect(squaresFor(s, h.tile).some((p) => p.row === h.row && p.col === h.col)).toBe(true);
    }
  });

  it('gives nothing when no tile fits', () => {
    expect(hint(position({ racks: [[90, 81], [1]] }))).toBeNull();
  });

  it('7 is the hint when the rack holds a 7 and tiles that fit nowhere ("3+4=7")', () => {
    expect(hint(position({ racks: [[7, 90, 81], [1]] }))).toMatchObject({ tile: 7, row: 7 });
  });
});

describe('levels', () => {
  it('are ordered: medium beats easy and hard beats medium over a few seeded games', () => {
    const total = (a: Level, b: Level, games: number): [number, number] => {
      let x = 0,
        y = 0;
      for (let i = 0; i < games; i++) {
        const flip = i % 2 === 1;
        const s = playOut(game(flip ? [b, a] : [a, b], `levels-${i}`));
        const f = s.ended!.finalScores;
        x += flip ? f[1]! : f[0]!;
        y += flip ? f[0]! : f[1]!;
      }
      return [x, y];
    };
    const [medium, easy] = total('medium', 'easy', 4);
    expect(medium).toBeGreaterThan(easy);
    const [hard, medium2] = total('hard', 'medium', 4);
    expect(hard).toBeGreaterThan(medium2);
  });
});
