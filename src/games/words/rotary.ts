/**
 * TUF words, the Rotary variation: one shared crossword. DOM-free, seeded.
 *
 * Each player rolls their own 20 cubes. The opening is a race: the first
 * player to lay a word of six or more letters starts the grid and is the TUF
 * player; then players take turns, from the seat after the TUF player, each
 * adding one word from their own cubes within the blue glass (or passing).
 * The game ends when a player has used all their cubes (they call TUFFEST!)
 * or when a whole round of turns has gone by with nothing placed. Errors are
 * pointed out only once a turn is over: TUF ERROR against the last word laid
 * removes it (its cubes go back to their owner, the turn is lost) and pays
 * the finder 5; a wrong TUF ERROR costs 5. As many games as players.
 *
 * Scoring (`rotaryScores`, RULES.md): each player scores their own cubes in
 * every correct word of the final grid; the TUF player + 8; the player who
 * used all their cubes + 8 (nobody when the game ended by a quiet round).
 *
 * The dictionary's verdict on the runs a word makes is recorded in its `lay`
 * move (as in the race game), so a game replays without the dictionary.
 *
 * Game id: `wordsrotary:<params>#<seed>` with the words params (`params.ts`;
 * a setup's `ro=1` is kept in it); computer seats play through the words
 * worker (`workers/words/rotary.ts`), a turn has the blue glass, and the
 * rounds default to the number of players (alone, 3). During the opening a
 * seat may pass (it gives up the race); when every seat has, nobody can lay
 * a six-letter word and the game ends as a quiet one.
 */
import { IllegalMoveError, type GameEngine, type RefusalVars } from '../../core/engine';
import type { Params } from '../../core/gameId';
import { subSeed } from '../../core/random';
import { segment, startTimer, timerView, type TimerRun } from '../../core/timer';
import { isVerdict } from '../race/engine';
import { MAX_NAME, type SeatInfo, type Verdict } from '../race/types';
import { checkGrid, handRefusal, rotaryScores, rotaryWordShares, TUF_CALLER_BONUS, FINAL_DECLARER_BONUS, TUF_ERROR_FOUND, TUF_ERROR_WRONG } from './check';
import { E_APOS, OMEGA, rollHand, SUN, type Face } from './cubes';
import { formatGrid, parseCell, runsOf, type Cell, type Dir, type Grid } from './grid';
import { formatParams, parseParams, seatsOf, type WordsParams } from './params';
import { asWordsVerdict, verdictVocabulary, type WordsVerdict } from './verdict';

/** The rotary refusal codes (worded under `wordsrotary.refuse.<code>`). */
export const ROTARY_REFUSALS = [
  'outOfOrder',
  'matchOver',
  'roundInPlay',
  'noRound',
  'noSeat',
  'roundOver',
  'notYourTurn',
  'timeUp',
  'badWord',
  'shortWord',
  'openingShort',
  'clash',
  'noNewCube',
  'offGrid',
  'notTouching',
  'notInHand',
  'nothingToChallenge',
  'ownWord',
  'challengedTwice',
  'alreadyFound',
  'notOver',
  'namesLocked',
  'badNames',
  'passedOpening',
] as const;
export type RotaryRefusalCode = (typeof ROTARY_REFUSALS)[number];

const fail = (code: RotaryRefusalCode, vars: RefusalVars = {}): never => {
  throw new IllegalMoveError(code, vars);
};

/** A cube on the shared grid (absolute coordinates; the first word starts at 0, 0). */
export interface Placed {
  row: number;
  col: number;
  cell: Cell;
  seat: number;
  /** Index of the lay that placed it. */
  lay: number;
}

export interface Lay {
  seat: number;
  row: number;
  col: number;
  dir: Dir;
  /** The word's cells in grid notation, existing cubes included (`C A *t`). */
  word: string;
  /** How many new cubes it placed. */
  placed: number;
  at: number;
  verdict?: Verdict;
  /** A TUF ERROR found it incorrect: its cubes went back to their owner. */
  removed?: boolean;
}

export interface Turn {
  seat: number;
  startedAt: number;
  /** The lay made in the turn (index), or null for a pass. */
  lay: number | null;
}

export interface RotaryChallenge {
  by: number;
  lay: number;
  upheld: boolean;
  points: number;
  at: number;
}

export type RotaryEndReason = 'all-cubes' | 'quiet';

export interface RotaryGame {
  index: number;
  hands: Face[][];
  startedAt: number;
  lays: Lay[];
  cubes: Placed[];
  /** Turns after the opening (the seat to play is the last turn's while it has no lay). */
  turns: Turn[];
  /** The turn in play: its seat and glass (null during the opening race and once over). */
  turn: { seat: number; timer: TimerRun } | null;
  challenges: RotaryChallenge[];
  end: { at: number; reason: RotaryEndReason; finisher: number | null } | null;
  /** Seats that gave up the opening race (a pass before the first word); absent until one does. */
  openingPasses?: number[];
}

export interface RotaryState {
  params: WordsParams;
  seed: string;
  seats: SeatInfo[];
  names: (string | null)[];
  games: RotaryGame[];
  phase: 'ready' | 'playing' | 'review' | 'finished';
  lastAt: number;
}

/**
 * Moves: roll (the next game), lay (a word: start cell, direction, its cells
 * in grid notation; the dictionary's verdict on the runs it makes), pass,
 * challenge (TUF ERROR against the last word laid), end (the game is over),
 * names (before the first roll).
 */
export type RotaryMove =
  | { type: 'roll'; at: number }
  | { type: 'lay'; seat: number; row: number; col: number; dir: Dir; word: string; at: number; verdict?: Verdict }
  | { type: 'pass'; seat: number; at: number }
  | { type: 'challenge'; by: number; at: number }
  | { type: 'end'; at: number }
  | { type: 'names'; names: (string | null)[]; at: number };

/** The opening word's least length. */
export const OPENING_LETTERS = 6;
/** A turn's glass: the blue one. */
export const TURN_GLASS = segment('blue');

export function rotaryParams(params: Params): WordsParams {
  return parseParams(params);
}

export function rotaryHand(p: WordsParams, seed: string, game: number, seat: number): Face[] {
  return rollHand(subSeed(seed, 'rotary', game, 'seat', seat), { noSpecials: p.noSpecials });
}

const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function isRotaryMove(value: unknown): value is RotaryMove {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  if (!isNum(m.at)) return false;
  switch (m.type) {
    case 'roll':
    case 'end':
      return true;
    case 'lay':
      return (
        isInt(m.seat, 0, 7) &&
        isInt(m.row, -64, 64) &&
        isInt(m.col, -64, 64) &&
        (m.dir === 'across' || m.dir === 'down') &&
        typeof m.word === 'string' &&
        m.word.length <= 120 &&
        (m.verdict === undefined || isVerdict(m.verdict))
      );
    case 'pass':
      return isInt(m.seat, 0, 7);
    case 'challenge':
      return isInt(m.by, 0, 7);
    case 'names':
      return Array.isArray(m.names) && m.names.length <= 8 && m.names.every((n) => n === null || (typeof n === 'string' && n.length <= 400));
    default:
      return false;
  }
}

/** The standing cubes as a grid (top-left at the smallest row and column) with each cube's owner, and where (0, 0) of the grid is. */
export function sharedGrid(game: Pick<RotaryGame, 'cubes'>): { grid: Grid; owner: (number | null)[][]; top: number; left: number } {
  if (game.cubes.length === 0) return { grid: [], owner: [], top: 0, left: 0 };
  const top = Math.min(...game.cubes.map((c) => c.row));
  const left = Math.min(...game.cubes.map((c) => c.col));
  const h = Math.max(...game.cubes.map((c) => c.row)) - top + 1;
  const w = Math.max(...game.cubes.map((c) => c.col)) - left + 1;
  const grid: Grid = Array.from({ length: h }, () => Array<Cell | null>(w).fill(null));
  const owner: (number | null)[][] = Array.from({ length: h }, () => Array<number | null>(w).fill(null));
  for (const c of game.cubes) {
    (grid[c.row - top] as (Cell | null)[])[c.col - left] = c.cell;
    (owner[c.row - top] as (number | null)[])[c.col - left] = c.seat;
  }
  return { grid, owner, top, left };
}

/** The shared grid in the text notation (for the worker's verdict and for screens). */
export const sharedGridText = (game: Pick<RotaryGame, 'cubes'>): string => formatGrid(sharedGrid(game).grid);

/**
 * Which cubes of a seat's hand stand on the grid (indices into its hand) and
 * which it still holds: each standing cube takes a face of its kind, a
 * plain letter cube first from that letter, an E also from an 'E cube.
 */
export function handUse(game: RotaryGame, seat: number): { used: number[]; left: number[] } {
  const hand = game.hands[seat] ?? [];
  const free = hand.map(() => true);
  const take = (ok: (f: Face) => boolean): boolean => {
    const i = hand.findIndex((f, k) => free[k] && ok(f));
    if (i >= 0) free[i] = false;
    return i >= 0;
  };
  for (const c of game.cubes.filter((x) => x.seat === seat)) {
    const { kind, letter } = c.cell;
    if (kind === 'sun') take((f) => f === SUN);
    else if (kind === 'omega') take((f) => f === OMEGA);
    else if (!take((f) => f === letter) && letter === 'E') take((f) => f === E_APOS);
  }
  return { used: hand.flatMap((_, k) => (free[k] ? [] : [k])), left: hand.flatMap((_, k) => (free[k] ? [k] : [])) };
}

/** Cubes a seat still holds (its hand less its standing cubes), as a count. */
export const cubesLeft = (game: RotaryGame, seat: number): number => (game.hands[seat]?.length ?? 0) - game.cubes.filter((c) => c.seat === seat).length;

/** The verdicts of the standing words together: what the game's crossword is judged with. */
function gameVocabulary(state: RotaryState, game: RotaryGame) {
  const all: WordsVerdict = { unknown: [], accepted: [], proper: [] };
  let any = false;
  for (const lay of game.lays) {
    const v = lay.removed ? undefined : asWordsVerdict(lay.verdict);
    if (!v) continue;
    any = true;
    all.unknown.push(...v.unknown);
    all.accepted.push(...v.accepted);
    all.proper.push(...v.proper);
  }
  const p = state.params;
  return verdictVocabulary(any ? all : undefined, { teacherWords: p.teacherWords, teacherOnly: p.teacherOnly, enyeAsN: p.enyeAsN });
}

/** Whether a lay's word stands the check: every run through its cubes is a word (by its verdict), the grid joined. */
export function layCorrect(state: RotaryState, game: RotaryGame, layIndex: number): boolean {
  const lay = game.lays[layIndex];
  if (!lay) return false;
  const p = state.params;
  const vocab = verdictVocabulary(asWordsVerdict(lay.verdict), { teacherWords: p.teacherWords, teacherOnly: p.teacherOnly, enyeAsN: p.enyeAsN });
  const { grid, top, left } = sharedGrid(game);
  const mine = new Set(game.cubes.filter((c) => c.lay === layIndex).map((c) => `${c.row - top},${c.col - left}`));
  for (const run of runsOf(grid)) {
    if (!run.cells.some(([r, c]) => mine.has(`${r},${c}`))) continue;
    const proper = run.omegaFirst && vocab.isProperNoun(run.letters);
    if (!proper && !vocab.isWord(run.letters)) return false;
  }
  return true;
}

/** The seat whose opening word stands (the TUF player), or null during the opening. */
export function tufSeat(game: RotaryGame): number | null {
  const first = game.lays.find((l) => !l.removed);
  return first ? first.seat : null;
}

/** Why the game is over (a player used every cube, a whole round of turns placed nothing, or every seat gave up the opening), or null. */
export function rotaryOver(state: RotaryState, game: RotaryGame): RotaryEndReason | null {
  const last = [...game.lays].reverse().find((l) => !l.removed);
  if (last && cubesLeft(game, last.seat) === 0) return 'all-cubes';
  const n = state.seats.length;
  if (!last && (game.openingPasses?.length ?? 0) >= n) return 'quiet';
  let quiet = 0;
  for (let i = game.turns.length - 1; i >= 0; i--) {
    const t = game.turns[i] as Turn;
    if (t.lay === null && game.turn?.seat === t.seat && i === game.turns.length - 1) continue; // the turn in play
    if (t.lay !== null && !game.lays[t.lay]?.removed) break;
    quiet++;
  }
  return quiet >= n ? 'quiet' : null;
}

/** Each seat's points in a game: its cubes in the correct words, the TUF player's 8, the finisher's 8, TUF ERRORs. */
export function gamePoints(state: RotaryState, game: RotaryGame): number[] {
  const n = state.seats.length;
  const { grid, owner } = sharedGrid(game);
  const vocab = gameVocabulary(state, game);
  const pts = rotaryScores(grid, owner, n, vocab, { largeWords: state.params.largeWords });
  const tuf = tufSeat(game);
  if (tuf !== null) pts[tuf] = (pts[tuf] as number) + TUF_CALLER_BONUS;
  const fin = game.end?.finisher;
  if (fin !== null && fin !== undefined) pts[fin] = (pts[fin] as number) + FINAL_DECLARER_BONUS;
  for (const c of game.challenges) pts[c.by] = (pts[c.by] as number) + c.points;
  return pts;
}

/** Each seat's words in a game's final grid: every correct word its own cubes are in, with what they score there. */
export function ownWords(state: RotaryState, game: RotaryGame): { word: string; points: number }[][] {
  const n = state.seats.length;
  const { grid, owner } = sharedGrid(game);
  const shares = rotaryWordShares(grid, owner, n, gameVocabulary(state, game), { largeWords: state.params.largeWords });
  return state.seats.map((_, seat) => shares.filter((w) => (w.cubes[seat] ?? 0) > 0).map((w) => ({ word: w.word, points: w.shares[seat] ?? 0 })));
}

export function rotaryTotals(state: RotaryState): number[] {
  const t = state.seats.map(() => 0);
  for (const g of state.games) gamePoints(state, g).forEach((v, i) => (t[i] = (t[i] as number) + v));
  return t;
}

/** Checks the shared grid as a whole (for a screen's validity light): joined, every run a word by the recorded verdicts. */
export function checkShared(state: RotaryState, game: RotaryGame) {
  const { grid } = sharedGrid(game);
  const everything = game.hands.flat();
  return checkGrid(everything, grid, gameVocabulary(state, game), { largeWords: state.params.largeWords });
}

const currentGame = (s: RotaryState): RotaryGame | null => s.games[s.games.length - 1] ?? null;

function replaceGame(state: RotaryState, game: RotaryGame, at: number): RotaryState {
  return { ...state, games: [...state.games.slice(0, -1), game], lastAt: at };
}

function nextTurn(state: RotaryState, game: RotaryGame, after: number, at: number): Pick<RotaryGame, 'turn' | 'turns'> {
  const seat = (after + 1) % state.seats.length;
  return { turn: { seat, timer: startTimer([TURN_GLASS], at) }, turns: [...game.turns, { seat, startedAt: at, lay: null }] };
}

/** Reads a lay's cells against the grid and the seat's cubes: the new cubes, or a refusal. */
function readLay(_state: RotaryState, game: RotaryGame, move: Extract<RotaryMove, { type: 'lay' }>): Placed[] {
  const tokens = move.word
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  if (tokens.length < 2) fail('shortWord');
  const opening = game.cubes.length === 0;
  if (opening && tokens.length < OPENING_LETTERS) fail('openingShort', { letters: OPENING_LETTERS });
  const at = new Map(game.cubes.map((c) => [`${c.row},${c.col}`, c]));
  const placed: Placed[] = [];
  let touches = false;
  const index = game.lays.length;
  tokens.forEach((t, i) => {
    const cell = parseCell(t);
    if (!cell) fail('badWord', { text: t });
    const row = move.row + (move.dir === 'down' ? i : 0);
    const col = move.col + (move.dir === 'across' ? i : 0);
    if (Math.abs(row) > 64 || Math.abs(col) > 64) fail('offGrid');
    const there = at.get(`${row},${col}`);
    if (there) {
      if (there.cell.letter !== (cell as Cell).letter) fail('clash', { row, col, letter: there.cell.letter });
      touches = true;
      return;
    }
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const)
      if (at.has(`${row + dr},${col + dc}`)) touches = true;
    placed.push({ row, col, cell: cell as Cell, seat: move.seat, lay: index });
  });
  if (placed.length === 0) fail('noNewCube');
  if (!opening && !touches) fail('notTouching');
  if (opening && (move.row !== 0 || move.col !== 0)) fail('offGrid');
  // the seat's standing cubes and the new ones must all be in its hand
  const own = [...game.cubes.filter((c) => c.seat === move.seat), ...placed].map((c) => c.cell);
  const short = handRefusal(game.hands[move.seat] ?? [], [own]);
  if (short) throw new IllegalMoveError('notInHand', short.vars);
  return placed;
}

function init(params: WordsParams, seed: string): RotaryState {
  const seats = seatsOf(params);
  return { params, seed, seats, names: seats.map(() => null), games: [], phase: 'ready', lastAt: 0 };
}

function apply(state: RotaryState, move: RotaryMove): RotaryState {
  if (move.at < state.lastAt) fail('outOfOrder');
  const game = currentGame(state);
  const n = state.seats.length;
  switch (move.type) {
    case 'roll': {
      if (state.phase === 'finished') fail('matchOver');
      if (state.phase === 'playing') fail('roundInPlay');
      const index = state.games.length;
      const next: RotaryGame = {
        index,
        hands: state.seats.map((_, seat) => rotaryHand(state.params, state.seed, index, seat)),
        startedAt: move.at,
        lays: [],
        cubes: [],
        turns: [],
        turn: null,
        challenges: [],
        end: null,
      };
      return { ...state, games: [...state.games, next], phase: 'playing', lastAt: move.at };
    }
    case 'lay': {
      if (!game || state.phase !== 'playing') fail('noRound');
      const g = game as RotaryGame;
      if (move.seat < 0 || move.seat >= n) fail('noSeat', { seat: move.seat + 1 });
      if (rotaryOver(state, g)) fail('roundOver');
      const opening = tufSeat(g) === null;
      if (!opening) {
        if (g.turn?.seat !== move.seat) fail('notYourTurn', { seat: (g.turn?.seat ?? 0) + 1 });
        if (timerView((g.turn as { timer: TimerRun }).timer, move.at).done) fail('timeUp');
      }
      const placed = readLay(state, g, move);
      const lay: Lay = {
        seat: move.seat,
        row: move.row,
        col: move.col,
        dir: move.dir,
        word: move.word.trim().split(/\s+/).join(' '),
        placed: placed.length,
        at: move.at,
      };
      if (move.verdict) lay.verdict = move.verdict;
      const lays = [...g.lays, lay];
      const cubes = [...g.cubes, ...placed];
      let turns = g.turns;
      if (!opening) turns = [...turns.slice(0, -1), { ...(turns[turns.length - 1] as Turn), lay: lays.length - 1 }];
      const laid: RotaryGame = { ...g, lays, cubes, turns };
      return replaceGame(state, { ...laid, ...nextTurn(state, laid, move.seat, move.at) }, move.at);
    }
    case 'pass': {
      if (!game || state.phase !== 'playing') fail('noRound');
      const g = game as RotaryGame;
      if (move.seat < 0 || move.seat >= n) fail('noSeat', { seat: move.seat + 1 });
      if (rotaryOver(state, g)) fail('roundOver');
      if (tufSeat(g) === null) {
        // the opening race: the seat gives it up (it may still lay a word later); when every seat has, the game is over
        const passes = g.openingPasses ?? [];
        if (passes.includes(move.seat)) fail('passedOpening', { seat: move.seat + 1 });
        return replaceGame(state, { ...g, openingPasses: [...passes, move.seat] }, move.at);
      }
      if (g.turn?.seat !== move.seat) fail('notYourTurn', { seat: (g.turn?.seat ?? 0) + 1 });
      return replaceGame(state, { ...g, ...nextTurn(state, g, move.seat, move.at) }, move.at);
    }
    case 'challenge': {
      if (!game || state.phase !== 'playing') fail('noRound');
      const g = game as RotaryGame;
      if (move.by < 0 || move.by >= n) fail('noSeat', { seat: move.by + 1 });
      const index = g.lays.length - 1;
      const lay = g.lays[index];
      if (!lay) fail('nothingToChallenge');
      const last = lay as Lay;
      if (last.removed) fail('alreadyFound');
      if (last.seat === move.by) fail('ownWord');
      if (g.challenges.some((c) => c.lay === index && c.by === move.by)) fail('challengedTwice', { seat: move.by + 1 });
      const upheld = !layCorrect(state, g, index);
      // "The penalty for errors is simply the removal of the incorrect word and the loss of that turn": no points
      // (games saved before that rule keep the ±5 they were played with: `rotaryErrorPoints`).
      const points = state.params.rotaryErrorPoints ? (upheld ? TUF_ERROR_FOUND : TUF_ERROR_WRONG) : 0;
      const challenge: RotaryChallenge = { by: move.by, lay: index, upheld, points, at: move.at };
      if (!upheld) return replaceGame(state, { ...g, challenges: [...g.challenges, challenge] }, move.at);
      // the word is removed, its cubes back to their owner; its turn is lost (the opening race starts again if it was the opening)
      const lays = g.lays.map((l, i) => (i === index ? { ...l, removed: true } : l));
      const cubes = g.cubes.filter((c) => c.lay !== index);
      const reopened = lays.every((l) => l.removed);
      const { openingPasses: _before, ...rest } = g;
      return replaceGame(
        state,
        reopened
          ? { ...rest, lays, cubes, challenges: [...g.challenges, challenge], turn: null, turns: [] }
          : { ...g, lays, cubes, challenges: [...g.challenges, challenge] },
        move.at,
      );
    }
    case 'end': {
      if (!game || state.phase !== 'playing') fail('noRound');
      const g = game as RotaryGame;
      const why = rotaryOver(state, g);
      if (!why) fail('notOver');
      const last = [...g.lays].reverse().find((l) => !l.removed);
      const ended: RotaryGame = {
        ...g,
        turn: null,
        end: { at: move.at, reason: why as RotaryEndReason, finisher: why === 'all-cubes' && last ? last.seat : null },
      };
      const next = replaceGame(state, ended, move.at);
      return { ...next, phase: next.games.length >= state.params.rounds ? 'finished' : 'review' };
    }
    case 'names': {
      if (state.games.length > 0) fail('namesLocked');
      if (move.names.length !== n) fail('badNames', { seats: n, max: MAX_NAME });
      const names = move.names.map((x) => (x === null ? null : x.trim()));
      if (names.some((x) => x !== null && (x === '' || x.length > MAX_NAME))) fail('badNames', { seats: n, max: MAX_NAME });
      return { ...state, names, lastAt: move.at };
    }
  }
}

export const rotaryEngine: GameEngine<WordsParams, RotaryState, RotaryMove> = {
  id: 'wordsrotary',
  parseParams: rotaryParams,
  formatParams,
  init,
  apply,
  isMove: isRotaryMove,
};

export { currentGame };
