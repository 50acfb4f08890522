/**
 * Mathable's engine: params, an immutable state, and moves as plain data.
 *
 * A turn is made of small moves so that every action is saved on its own:
 * `place` (one tile), `draw` (the extra tile an operation square allows),
 * `decline` (says no to the extra tiles owed so far), `undo` (takes back the
 * last tile placed this turn), then `confirm` ends the turn; or instead
 * `exchange` or `pass`. `hint` records that a hint was shown (step 1: which
 * tile; step 2: where), and `end` ends the game by agreement.
 *
 * Why ~550 lines: the move rules (`apply`) and the views the screens and the
 * computer ask for (`squaresFor`, `placeableTiles`, `standing`) share the same
 * placement checks; the board's geometry and the equations a square accepts
 * already live in board.ts and equations.ts.
 */
import { IllegalMoveError, type GameEngine, type Refusal as CoreRefusal } from '../../core/engine';
import type { Params } from '../../core/gameId';
import { createRng, subSeed } from '../../core/random';
import { CELLS, FULL_RACK_BONUS, RACK_SIZE, allTiles, colOf, onBoard, pos, rowOf, squareOp, startBoard, type Op } from './board';
import { equationCount, placementPoints, refusalAt, valuesFitting, type Refusal } from './equations';

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export type Seat = { kind: 'human' } | { kind: 'computer'; level: Level };

export interface MathableParams {
  /** 2–4 seats, in playing order from seat 0 (the first player is drawn from the seed). */
  seats: Seat[];
  /** Racks hidden from the other players (pass-and-play); visible by default, as in the PC version. */
  hiddenRacks: boolean;
  /** False: hints switched off for this game (code `hint=0`); absent or true: hints may be asked for (games saved before the setting). */
  hints?: boolean;
}

/** Whether hints may be asked for in a game. */
export const hintsAllowed = (p: Pick<MathableParams, 'hints'>): boolean => p.hints !== false;

export interface Placement {
  row: number;
  col: number;
  tile: number;
}

export interface PlacedThisTurn extends Placement {
  points: number;
  /** Equations the tile completed (1–4). */
  equations: number;
}

export type MathableMove =
  | { type: 'place'; tile: number; row: number; col: number }
  | { type: 'draw' }
  | { type: 'decline' }
  | { type: 'undo' }
  | { type: 'confirm' }
  | { type: 'exchange'; tiles: number[] }
  | { type: 'pass' }
  | { type: 'hint'; step?: HintStep }
  /** The players' names, part of the saved game (the first move of a game started by this build). */
  | { type: 'names'; names: string[] }
  | { type: 'end' };

/** A hint's steps: 1 names a tile, 2 also shows where it goes. */
export type HintStep = 1 | 2;

export type TurnRecord =
  | { player: number; placed: Placement[]; points: number; bonus: boolean; drew: number }
  | { player: number; exchanged: number[] }
  | { player: number; pass: true };

export interface TurnInProgress {
  placed: PlacedThisTurn[];
  /** Rack size when the turn began (the 50 bonus needs a full rack). */
  startRack: number;
  /** Placements that can no longer be undone (made before an extra tile was drawn). */
  locked: number;
  /** Operation-square placements still entitled to an extra tile. */
  drawsOwed: number;
  /** Extra tiles drawn this turn. */
  drew: number;
  /** The hint step shown for the position as it stands (0: none); a placement, take-back or draw clears it. */
  hint: 0 | HintStep;
}

export type EndReason = 'blocked' | 'agreed' | 'stalled';

export interface MathableState {
  readonly params: MathableParams;
  readonly seed: string;
  /** 196 squares, row * 14 + col; -1 = empty. */
  readonly board: readonly number[];
  /** Draw order: the next tile drawn is bag[0]. */
  readonly bag: readonly number[];
  readonly racks: readonly (readonly number[])[];
  /** Scores during play (rack values not yet subtracted). */
  readonly scores: readonly number[];
  readonly first: number;
  readonly current: number;
  readonly turn: TurnInProgress;
  /** Finished turns, in order. */
  readonly log: readonly TurnRecord[];
  /** Turns in a row in which nobody placed a tile. */
  readonly scoreless: number;
  readonly hintUsed: boolean;
  /** The players' names from a `names` move; null in games saved before names were moves (their screens kept them). */
  readonly names: readonly string[] | null;
  readonly ended: null | { reason: EndReason; finalScores: number[]; rackPenalties: number[] };
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
/** The game also ends after this many rounds in a row in which nobody placed a tile. */
export const STALL_ROUNDS = 3;

/** Why a move other than a placement is refused, as data (worded by the screens: `mathable.refuse.<code>`). */
export type TurnProblem =
  | { code: 'players' }
  | { code: 'gameOver' }
  | { code: 'drawNotOwed' }
  | { code: 'bagEmpty' }
  | { code: 'nothingToUndo' }
  | { code: 'undoLocked' }
  | { code: 'placeFirst' }
  | { code: 'exchangeAfterPlacing' }
  | { code: 'exchangeNone' }
  | { code: 'exchangeBagEmpty' }
  | { code: 'exchangeTooMany'; left: number }
  | { code: 'exchangeNotOnRack'; tile: number }
  | { code: 'passAfterPlacing' }
  | { code: 'endAfterPlacing' }
  | { code: 'namesCount' }
  | { code: 'nameMissing' }
  | { code: 'hintsOff' };

/** Every refusal the engine can give: a placement's, or a turn's. */
export type MathableProblem = Refusal | TurnProblem;

/**
 * A problem as a flat refusal (code and values) for `IllegalMoveError`, so
 * `dispatch` and replay pass it through like every game's. A wrong result's
 * checks travel as one value, `checks`: "a op b = result" items separated by
 * ";" (result empty when undefined); `problemOf` reads it back.
 */
export function refusalOf(p: MathableProblem): CoreRefusal {
  switch (p.code) {
    case 'occupied':
    case 'notOnRack':
    case 'exchangeNotOnRack':
      return { code: p.code, vars: { tile: p.tile } };
    case 'exchangeTooMany':
      return { code: p.code, vars: { left: p.left } };
    case 'wrongResult':
      return {
        code: p.code,
        vars: { tile: p.tile, op: p.op ?? '', checks: p.checks.map((c) => `${c.a} ${c.op} ${c.b} = ${c.result ?? ''}`).join(';') },
      };
    default:
      return { code: p.code, vars: {} };
  }
}

const PROBLEM_CODES = new Set<string>([
  'players',
  'gameOver',
  'drawNotOwed',
  'bagEmpty',
  'nothingToUndo',
  'undoLocked',
  'placeFirst',
  'exchangeAfterPlacing',
  'exchangeNone',
  'exchangeBagEmpty',
  'exchangeTooMany',
  'exchangeNotOnRack',
  'passAfterPlacing',
  'endAfterPlacing',
  'namesCount',
  'nameMissing',
  'offBoard',
  'occupied',
  'notOnRack',
  'noNeighbours',
  'diagonalOnly',
  'between',
  'onlyOne',
  'wrongResult',
]);

const isOp = (v: unknown): v is Op => v === '+' || v === '-' || v === 'x' || v === '/';

/** Reads a refusal made by `refusalOf` back into the engine's problem (null when it is not one). */
export function problemOf(r: CoreRefusal): MathableProblem | null {
  if (!PROBLEM_CODES.has(r.code)) return null;
  const num = (k: string): number => Number(r.vars[k]);
  switch (r.code) {
    case 'occupied':
    case 'notOnRack':
    case 'exchangeNotOnRack':
      return { code: r.code, tile: num('tile') };
    case 'exchangeTooMany':
      return { code: r.code, left: num('left') };
    case 'wrongResult': {
      const checks: { a: number; b: number; op: Op; result: number | null }[] = [];
      for (const item of String(r.vars.checks ?? '').split(';')) {
        const m = /^(\d+) (\S) (\d+) = (\d*)$/.exec(item);
        if (!m || !isOp(m[2])) continue;
        checks.push({ a: Number(m[1]), op: m[2], b: Number(m[3]), result: m[4] === '' ? null : Number(m[4]) });
      }
      const op: unknown = r.vars.op;
      return { code: 'wrongResult', tile: num('tile'), op: isOp(op) ? op : null, checks };
    }
    default:
      return { code: r.code } as MathableProblem;
  }
}

/** A move error: its refusal is the problem as a code with values (`refusalOf`); `problem` keeps the rich form. */
export class MathableMoveError extends IllegalMoveError {
  constructor(public readonly problem: MathableProblem) {
    const r = refusalOf(problem);
    super(r.code, r.vars);
  }
  /** The placement refusal, when the problem is one. */
  get placementRefusal(): Refusal | null {
    return isRefusal(this.problem) ? this.problem : null;
  }
}

const REFUSAL_CODES = new Set(['offBoard', 'occupied', 'notOnRack', 'noNeighbours', 'diagonalOnly', 'between', 'onlyOne', 'wrongResult']);
export const isRefusal = (p: MathableProblem): p is Refusal => REFUSAL_CODES.has(p.code);

const fail = (problem: MathableProblem): never => {
  throw new MathableMoveError(problem);
};

// ---------------------------------------------------------------- params

/** Seat codes, in a Map: a code read from a link is looked up as data, never as an object's inherited name (`constructor`). */
const SEAT_CODES = new Map<string, Seat>([
  ['h', { kind: 'human' }],
  ['ce', { kind: 'computer', level: 'easy' }],
  ['cm', { kind: 'computer', level: 'medium' }],
  ['ch', { kind: 'computer', level: 'hard' }],
]);

export function seatCode(s: Seat): string {
  return s.kind === 'human' ? 'h' : `c${s.level[0]}`;
}

/** Reads params from a game id: `s=h.cm` (seats), `hide=1` (hidden racks), `hint=0` (no hints). */
export function parseParams(params: Params): MathableParams {
  for (const k of Object.keys(params)) {
    if (k !== 's' && k !== 'hide' && k !== 'hint') throw new IllegalMoveError('params.unknown', { key: k });
  }
  const text = params.s ?? 'h.cm';
  const seats = text.split('.').map((code) => {
    const seat = SEAT_CODES.get(code);
    if (!seat) throw new IllegalMoveError('params.seat', { code });
    return seat;
  });
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS) throw new IllegalMoveError('players');
  const hide = params.hide ?? '0';
  if (hide !== '0' && hide !== '1') throw new IllegalMoveError('params.hide');
  const hint = params.hint ?? '1';
  if (hint !== '0' && hint !== '1') throw new IllegalMoveError('params.hint');
  return { seats, hiddenRacks: hide === '1', ...(hint === '0' ? { hints: false } : {}) };
}

export function formatParams(p: MathableParams): Params {
  const out: Params = { s: p.seats.map(seatCode).join('.') };
  if (p.hiddenRacks) out.hide = '1';
  if (!hintsAllowed(p)) out.hint = '0';
  return out;
}

/** A seat from a player's name and choice: a name starting with COMP makes a computer player, as in the rulebook. */
export function seatFor(name: string, choice: Seat): Seat {
  if (choice.kind === 'computer') return choice;
  return /^comp/i.test(name.trim()) ? { kind: 'computer', level: 'medium' } : choice;
}

// ---------------------------------------------------------------- state

const newTurn = (rackSize: number): TurnInProgress => ({ placed: [], startRack: rackSize, locked: 0, drawsOwed: 0, drew: 0, hint: 0 });

export function init(params: MathableParams, seed: string): MathableState {
  const n = params.seats.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) fail({ code: 'players' });
  const rng = createRng(subSeed(seed, 'mathable'));
  const bag = rng.shuffle(allTiles());
  const racks: number[][] = [];
  for (let i = 0; i < n; i++) racks.push(bag.splice(0, RACK_SIZE));
  const first = rng.int(n);
  return {
    params,
    seed,
    board: startBoard(),
    bag,
    racks,
    scores: new Array<number>(n).fill(0),
    first,
    current: first,
    turn: newTurn(RACK_SIZE),
    log: [],
    scoreless: 0,
    hintUsed: false,
    names: null,
    ended: null,
  };
}

/** Whether `rack` can put any tile anywhere on `board`. */
export function canPlaceAny(board: readonly number[], rack: readonly number[]): boolean {
  if (rack.length === 0) return false;
  const have = new Set(rack);
  for (let p = 0; p < CELLS; p++) {
    if ((board[p] as number) >= 0) continue;
    for (const v of valuesFitting(board, p)) if (have.has(v)) return true;
  }
  return false;
}

function removeOne(rack: readonly number[], tile: number): number[] | null {
  const i = rack.indexOf(tile);
  if (i < 0) return null;
  const out = rack.slice();
  out.splice(i, 1);
  return out;
}

function setRack(racks: readonly (readonly number[])[], i: number, rack: readonly number[]): number[][] {
  return racks.map((r, j) => (j === i ? rack.slice() : r.slice()));
}

/** Finishes the game: rack values are subtracted from the scores. */
function finish(s: MathableState, reason: EndReason): MathableState {
  const rackPenalties = s.racks.map((r) => r.reduce((a, b) => a + b, 0));
  const finalScores = s.scores.map((sc, i) => sc - (rackPenalties[i] ?? 0));
  return { ...s, ended: { reason, finalScores, rackPenalties } };
}

/** Refills the current rack, records the turn, moves to the next player and checks for the end. */
function endTurn(s: MathableState, record: TurnRecord, placedAny: boolean): MathableState {
  const bag = s.bag.slice();
  const rack = s.racks[s.current]!.slice();
  while (rack.length < RACK_SIZE && bag.length > 0) rack.push(bag.shift() as number);
  const racks = setRack(s.racks, s.current, rack);
  const n = s.params.seats.length;
  const next = (s.current + 1) % n;
  const scoreless = placedAny ? 0 : s.scoreless + 1;
  const after: MathableState = {
    ...s,
    bag,
    racks,
    current: next,
    turn: newTurn(racks[next]!.length),
    log: [...s.log, record],
    scoreless,
  };
  if (bag.length === 0 && !racks.some((r) => canPlaceAny(after.board, r))) return finish(after, 'blocked');
  if (scoreless >= STALL_ROUNDS * n) return finish(after, 'stalled');
  return after;
}

/** Points of the turn so far, bonus not included. */
export const turnPoints = (t: TurnInProgress): number => t.placed.reduce((a, p) => a + p.points, 0);

/** Whether confirming now would earn the 50-point bonus. */
export function earnsBonus(s: MathableState): boolean {
  return s.turn.startRack >= RACK_SIZE && s.turn.placed.length >= RACK_SIZE && s.racks[s.current]!.length === 0;
}

export function apply(s: MathableState, move: MathableMove): MathableState {
  if (s.ended && move.type !== 'hint') fail({ code: 'gameOver' });
  const me = s.current;
  const rack = s.racks[me]!;
  switch (move.type) {
    case 'place': {
      const { tile, row, col } = move;
      if (!onBoard(row, col)) fail({ code: 'offBoard' });
      const rest = removeOne(rack, tile);
      if (!rest) return fail({ code: 'notOnRack', tile });
      const p = pos(row, col);
      const refusal = refusalAt(s.board, p, tile);
      if (refusal) fail(refusal);
      const equations = equationCount(s.board, p, tile);
      const points = placementPoints(s.board, p, tile);
      const board = s.board.slice();
      board[p] = tile;
      const owed = squareOp(p) !== null && s.bag.length > 0 ? 1 : 0;
      return {
        ...s,
        board,
        racks: setRack(s.racks, me, rest),
        turn: {
          ...s.turn,
          placed: [...s.turn.placed, { row, col, tile, points, equations }],
          drawsOwed: s.turn.drawsOwed + owed,
          hint: 0,
        },
      };
    }
    case 'draw': {
      if (s.turn.drawsOwed <= 0) fail({ code: 'drawNotOwed' });
      if (s.bag.length === 0) fail({ code: 'bagEmpty' });
      const [tile, ...bag] = s.bag as number[];
      return {
        ...s,
        bag,
        racks: setRack(s.racks, me, [...rack, tile as number]),
        turn: { ...s.turn, drawsOwed: s.turn.drawsOwed - 1, drew: s.turn.drew + 1, locked: s.turn.placed.length, hint: 0 },
      };
    }
    case 'decline': {
      // "No, thanks" to the extra tile: saved like every other action, so the question is not asked again.
      if (s.turn.drawsOwed <= 0) fail({ code: 'drawNotOwed' });
      return { ...s, turn: { ...s.turn, drawsOwed: 0 } };
    }
    case 'undo': {
      const t = s.turn;
      if (t.placed.length === 0) fail({ code: 'nothingToUndo' });
      if (t.placed.length <= t.locked) fail({ code: 'undoLocked' });
      const last = t.placed[t.placed.length - 1]!;
      const p = pos(last.row, last.col);
      const board = s.board.slice();
      board[p] = -1;
      const owed = squareOp(p) !== null && t.drawsOwed > 0 ? 1 : 0;
      return {
        ...s,
        board,
        racks: setRack(s.racks, me, [...rack, last.tile]),
        turn: { ...t, placed: t.placed.slice(0, -1), drawsOwed: t.drawsOwed - owed, hint: 0 },
      };
    }
    case 'confirm': {
      const t = s.turn;
      if (t.placed.length === 0) fail({ code: 'placeFirst' });
      const bonus = earnsBonus(s);
      const points = turnPoints(t) + (bonus ? FULL_RACK_BONUS : 0);
      const scores = s.scores.map((v, i) => (i === me ? v + points : v));
      const record: TurnRecord = {
        player: me,
        placed: t.placed.map(({ row, col, tile }) => ({ row, col, tile })),
        points,
        bonus,
        drew: t.drew,
      };
      return endTurn({ ...s, scores }, record, true);
    }
    case 'exchange': {
      if (s.turn.placed.length > 0 || s.turn.drew > 0) fail({ code: 'exchangeAfterPlacing' });
      const tiles = move.tiles;
      if (tiles.length === 0) fail({ code: 'exchangeNone' });
      if (tiles.length > s.bag.length) {
        fail(s.bag.length === 0 ? { code: 'exchangeBagEmpty' } : { code: 'exchangeTooMany', left: s.bag.length });
      }
      let kept: number[] = rack.slice();
      for (const t of tiles) {
        const r = removeOne(kept, t);
        if (!r) fail({ code: 'exchangeNotOnRack', tile: t });
        kept = r as number[];
      }
      const drawn = s.bag.slice(0, tiles.length);
      const rng = createRng(subSeed(s.seed, 'exchange', s.log.length));
      const bag = rng.shuffle([...s.bag.slice(tiles.length), ...tiles]);
      const racks = setRack(s.racks, me, [...kept, ...drawn]);
      return endTurn({ ...s, bag, racks }, { player: me, exchanged: tiles.slice() }, false);
    }
    case 'pass': {
      if (s.turn.placed.length > 0) fail({ code: 'passAfterPlacing' });
      return endTurn(s, { player: me, pass: true }, false);
    }
    case 'names': {
      const names = move.names.map(cleanSeatName);
      if (names.length !== s.params.seats.length) fail({ code: 'namesCount' });
      if (names.some((n) => n === '')) fail({ code: 'nameMissing' });
      return { ...s, names };
    }
    case 'hint': {
      if (!hintsAllowed(s.params)) fail({ code: 'hintsOff' });
      if (s.ended) return s.hintUsed ? s : { ...s, hintUsed: true };
      const step = Math.max(s.turn.hint, move.step ?? 1) as HintStep;
      return s.hintUsed && s.turn.hint === step ? s : { ...s, hintUsed: true, turn: { ...s.turn, hint: step } };
    }
    case 'end': {
      if (s.turn.placed.length > 0) fail({ code: 'endAfterPlacing' });
      return finish(s, 'agreed');
    }
  }
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export const MAX_NAME = 24;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a name loses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/** A player's name as kept: single spaces, no control characters, at most MAX_NAME characters. */
export const cleanSeatName = (name: string): string => name.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);

export function isMove(v: unknown): v is MathableMove {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  switch (m.type) {
    case 'place':
      return isInt(m.tile) && isInt(m.row) && isInt(m.col);
    case 'exchange':
      return Array.isArray(m.tiles) && m.tiles.every(isInt);
    case 'hint':
      return m.step === undefined || m.step === 1 || m.step === 2;
    case 'names':
      return Array.isArray(m.names) && m.names.length <= MAX_PLAYERS && m.names.every((n) => typeof n === 'string');
    case 'draw':
    case 'decline':
    case 'undo':
    case 'confirm':
    case 'pass':
    case 'end':
      return true;
    default:
      return false;
  }
}

export const mathable: GameEngine<MathableParams, MathableState, MathableMove> = {
  id: 'mathable',
  parseParams,
  formatParams,
  init,
  apply,
  isMove,
};

// ---------------------------------------------------------------- views

/** Every square where `tile` could go now (for highlighting and hints). */
export function squaresFor(s: MathableState, tile: number): Placement[] {
  const out: Placement[] = [];
  for (let p = 0; p < CELLS; p++) {
    if ((s.board[p] as number) >= 0) continue;
    if (refusalAt(s.board, p, tile) === null) out.push({ row: rowOf(p), col: colOf(p), tile });
  }
  return out;
}

/** Tiles on the rack that fit somewhere now (distinct values). */
export function placeableTiles(s: MathableState, player = s.current): number[] {
  const rack = s.racks[player] ?? [];
  return [...new Set(rack)].filter((t) => squaresFor(s, t).length > 0).sort((a, b) => a - b);
}

/** A player's rack total (what the end of the game would subtract). */
export const rackTotal = (rack: readonly number[]): number => rack.reduce((a, b) => a + b, 0);

/** Scores as they would stand if the game ended now. */
export function standing(s: MathableState): number[] {
  return s.ended ? s.ended.finalScores : s.scores.slice();
}

/** Whether the player to move is a computer. */
export function isComputerTurn(s: MathableState): boolean {
  return !s.ended && s.params.seats[s.current]?.kind === 'computer';
}
