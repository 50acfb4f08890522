/**
 * Mathable's computer players and hints, deterministic from the game's seed.
 *
 * - easy: one small, safe tile a turn (a low-scoring placement picked by the
 *   seeded generator), never takes the extra tile;
 * - medium: the best score this turn;
 * - hard: the best of (score this turn − the best the next player could then
 *   score), and near the end of the bag it values getting rid of big tiles
 *   (they are subtracted at the end) and exchanges big tiles it cannot place.
 *
 * `computerTurn` returns the whole turn as engine moves (place…, draw, confirm;
 * or exchange; or pass), so a screen can show them one at a time.
 */
import { createRng, subSeed } from '../../src/core/random';
import { RACK_SIZE, pos } from '../../src/games/mathable/board';
import { apply, type Level, type MathableMove, type MathableState, type Placement } from '../../src/games/mathable/engine';
import { bestMove, compareMoves, generateMoves, singlePlacements, type GenMove } from './generate';

/** Bag size at or below which the end-game care starts. */
export const ENDGAME_BAG = 14;
/** Tiles at least this big are the "curse" tiles of the end game. */
export const BIG_TILE = 40;
const HARD_CANDIDATES = 10;
const THREAT_NODES = 4000;
const SEARCH_NODES = 200_000;

export function levelOf(s: MathableState, player = s.current): Level {
  const seat = s.params.seats[player];
  return seat && seat.kind === 'computer' ? seat.level : 'medium';
}

function bonusPossible(s: MathableState): boolean {
  return s.turn.startRack >= RACK_SIZE && s.turn.placed.length + (s.racks[s.current]?.length ?? 0) >= RACK_SIZE;
}

function movesNow(s: MathableState): GenMove[] {
  return generateMoves(s.board, s.racks[s.current] ?? [], { bonusIfEmpty: bonusPossible(s), maxNodes: SEARCH_NODES }).moves;
}

function boardAfter(board: readonly number[], placements: readonly Placement[]): number[] {
  const b = board.slice();
  for (const p of placements) b[pos(p.row, p.col)] = p.tile;
  return b;
}

/** The best the next player could score on a board: with their rack when racks are visible, else with any unseen tile, one at a time. */
function threat(s: MathableState, board: readonly number[]): number {
  const next = (s.current + 1) % s.params.seats.length;
  if (!s.params.hiddenRacks) {
    const r = generateMoves(board, s.racks[next] ?? [], { maxNodes: THREAT_NODES, bonusIfEmpty: false });
    return bestMove(r.moves)?.points ?? 0;
  }
  const unseen = [...s.bag];
  s.racks.forEach((r, i) => {
    if (i !== s.current) unseen.push(...r);
  });
  return bestMove(singlePlacements(board, unseen))?.points ?? 0;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function hardValue(s: MathableState, m: GenMove): number {
  const endgame = s.bag.length <= ENDGAME_BAG;
  const placedValue = sum(m.placements.map((p) => p.tile));
  return m.points - threat(s, boardAfter(s.board, m.placements)) + (endgame ? placedValue : 0);
}

/** The placements the level would make from this state (empty: none). */
export function choosePlacements(s: MathableState, level: Level): Placement[] {
  if (level === 'easy') {
    const singles = singlePlacements(s.board, s.racks[s.current] ?? []);
    if (singles.length === 0) return [];
    const sorted = singles.slice().sort((x, y) => -compareMoves(x, y));
    const pool = sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 3)));
    const rng = createRng(subSeed(s.seed, 'easy', s.log.length, s.turn.placed.length));
    return rng.pick(pool).placements;
  }
  const moves = movesNow(s);
  if (moves.length === 0) return [];
  if (level === 'medium') return bestMove(moves)?.placements ?? [];
  const top = moves.slice().sort(compareMoves).slice(0, HARD_CANDIDATES);
  // End-game care: also weigh the moves that put down the biggest tiles.
  if (s.bag.length <= ENDGAME_BAG) {
    const byValue = moves
      .slice()
      .sort((x, y) => sum(y.placements.map((p) => p.tile)) - sum(x.placements.map((p) => p.tile)) || compareMoves(x, y))
      .slice(0, HARD_CANDIDATES);
    for (const m of byValue) if (!top.includes(m)) top.push(m);
  }
  let best: GenMove | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const m of top) {
    const v = hardValue(s, m);
    if (v > bestValue || (v === bestValue && best !== null && compareMoves(m, best) < 0)) {
      best = m;
      bestValue = v;
    }
  }
  // Mid-turn, stopping is also a choice: a continuation must be worth it.
  if (s.turn.placed.length > 0 && best && bestValue < -threat(s, s.board)) return [];
  return best?.placements ?? [];
}

/** Whether the level takes the extra tile an operation square offers. */
function wantsExtraTile(s: MathableState, level: Level, planLeft: readonly Placement[]): boolean {
  if (level === 'easy') return false;
  if (s.bag.length <= ENDGAME_BAG) return false;
  // Chasing the 50 bonus: the plan already empties a full rack.
  const rack = s.racks[s.current] ?? [];
  if (bonusPossible(s) && planLeft.length === rack.length) return false;
  return true;
}

/** What to send back to the bag when no tile can be placed (empty: pass). */
export function chooseExchange(s: MathableState, level: Level): number[] {
  const rack = (s.racks[s.current] ?? []).slice().sort((a, b) => b - a);
  const room = Math.min(rack.length, s.bag.length);
  if (room === 0) return [];
  if (level === 'easy') return rack.slice(0, room);
  if (level === 'hard' && s.bag.length <= ENDGAME_BAG) {
    // Keep small tiles (a blessing at the end); send back the big ones.
    const big = rack.filter((t) => t > 10).slice(0, room);
    return big.length > 0 ? big : rack.slice(0, room);
  }
  return rack.slice(0, room);
}

/** Big tiles the hard player cannot place and would rather exchange near the end. */
function stuckBigTiles(s: MathableState, plan: readonly Placement[]): number[] {
  const rack = (s.racks[s.current] ?? []).slice();
  for (const p of plan) rack.splice(rack.indexOf(p.tile), 1);
  return rack.filter((t) => t >= BIG_TILE).sort((a, b) => b - a);
}

/** The whole turn of the computer player to move, as engine moves. */
export function computerTurn(start: MathableState, level: Level = levelOf(start)): MathableMove[] {
  if (start.ended) return [];
  const moves: MathableMove[] = [];
  let s = start;
  const step = (m: MathableMove): void => {
    s = apply(s, m);
    moves.push(m);
  };
  let plan = choosePlacements(s, level);
  if (plan.length === 0 && s.turn.placed.length === 0) {
    const tiles = chooseExchange(s, level);
    return [tiles.length > 0 ? { type: 'exchange', tiles } : { type: 'pass' }];
  }
  if (level === 'hard' && s.turn.placed.length === 0 && s.bag.length > 0 && s.bag.length <= ENDGAME_BAG) {
    const stuck = stuckBigTiles(s, plan);
    const planPoints = plan.length > 0 ? sum(plan.map((p) => p.tile)) : 0;
    if (stuck.length > 0 && sum(stuck) > 2 * planPoints) {
      return [{ type: 'exchange', tiles: stuck.slice(0, s.bag.length) }];
    }
  }
  while (plan.length > 0) {
    const [next, ...rest] = plan as [Placement, ...Placement[]];
    step({ type: 'place', ...next });
    plan = rest;
    if (s.turn.drawsOwed > 0 && s.bag.length > 0 && wantsExtraTile(s, level, plan)) {
      step({ type: 'draw' });
      if (level !== 'easy') plan = choosePlacements(s, level);
    }
  }
  if (s.turn.placed.length > 0) step({ type: 'confirm' });
  else step({ type: 'pass' });
  return moves;
}

export interface Hint {
  /** A tile from the rack that can be placed now. */
  tile: number;
  /** Where it can go (shown only at the hint's second step). */
  row: number;
  col: number;
}

/** A hint: the first tile of the best move now, and where it goes; null when nothing fits. */
export function hint(s: MathableState): Hint | null {
  if (s.ended) return null;
  const best = bestMove(movesNow(s));
  const first = best?.placements[0];
  return first ? { tile: first.tile, row: first.row, col: first.col } : null;
}

/** Plays a whole game from a state with computer players in every seat. */
export function playOut(start: MathableState, maxTurns = 1000): MathableState {
  let s = start;
  for (let i = 0; i < maxTurns && !s.ended; i++) {
    for (const m of computerTurn(s, levelOf(s))) s = apply(s, m);
  }
  return s;
}
