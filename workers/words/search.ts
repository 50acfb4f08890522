/**
 * Move generation and the best-crossword search.
 *
 * A move lays one word along a row or column: a run of cells, some already
 * holding cubes (their letters are followed in the word graph) and at least
 * one new cube from the hand; every new cube's crossing run (if it makes
 * one) must be a word too, and the word must touch the cubes already down.
 * Each board the search reaches is therefore a correct crossword. A wild
 * face gets its letter only as a word is laid over it; a plain cube is used
 * before a ☉, a ☉ before an Ω (the same grid with the wild kept back scores
 * the same), except that an Ω is also tried at the start of a word, where it
 * may be the capital of a proper noun.
 */
import type { WordGraph } from '../../src/games/words/dawg';
import { codeLetter } from '../../src/games/words/dawg';
import { readRun, runPoints, type ScoringOptions } from '../../src/games/words/check';
import { runsOf, type Grid } from '../../src/games/words/grid';
import type { Vocabulary } from '../../src/games/words/vocab';
import { Board, KIND_OMEGA, KIND_PLAIN, KIND_SUN, MID, SIDE, type Pool } from './board';
import { letterCode } from '../../src/games/words/dawg';

const CODE_N = letterCode('N');
const CODE_ENYE = letterCode('Ñ');

export interface Placed {
  idx: number;
  code: number;
  kind: number;
}

export interface Move {
  placed: Placed[];
  /** Where the word starts and its direction (board coordinates). */
  start: number;
  across: boolean;
  word: string;
}

export class OutOfTime extends Error {}

export class Searcher {
  private readonly g: WordGraph | undefined;
  private readonly n: WordGraph | undefined;
  private crossCache = new Map<string, number>();
  /** Crossing masks of this call of moves(), by cell and direction (-2: not yet known). */
  private crossMemo = new Int32Array(SIDE * SIDE * 4);
  ticks = 0;
  /** The search's clock and deadline (moves() stops with OutOfTime past it). */
  now: () => number = () => 0;
  deadline = Infinity;
  /** No wild face in the first word (a quick first crossword keeps them to join words). */
  noWildFirst = false;
  /** No wild face at all (a quick first pass). */
  noWilds = false;
  /** Longest run of new cubes before a word's first cube already down (a quick pass; Infinity: no limit). */
  maxLead = Infinity;
  /** Longest word laid (the easy computer player keeps to short words; Infinity: no limit). */
  maxWord = Infinity;
  /** "ñ counts as n": a plain N cube may stand where the dictionary has Ñ (the vocabulary reads it so too). */
  private readonly enye: boolean;

  constructor(
    readonly vocab: Vocabulary,
    readonly options: ScoringOptions = {},
  ) {
    this.g = vocab.graph;
    this.n = vocab.names;
    this.enye = vocab.enyeAsN === true;
  }

  /** Bit mask of letter codes that make the crossing run valid (bit 28: Ω-start proper noun allowed separately). */
  private crossMask(board: Board, idx: number, across: boolean, omegaHere: boolean): number {
    // crossing direction is perpendicular to the word's
    const step = across ? SIDE : 1;
    const r = Math.floor(idx / SIDE);
    const c = idx % SIDE;
    const inLine = (k: number): boolean => (across ? k >= 0 && k < SIDE * SIDE : Math.floor(k / SIDE) === r);
    let before = '';
    let firstOmega = false;
    let k = idx - step;
    while (inLine(k) && board.code[k] !== 0) {
      before = codeLetter(board.code[k] as number) + before;
      firstOmega = board.kind[k] === KIND_OMEGA;
      k -= step;
    }
    let after = '';
    k = idx + step;
    while (inLine(k) && board.code[k] !== 0) {
      after += codeLetter(board.code[k] as number);
      k += step;
    }
    void c;
    if (before === '' && after === '') return -1;
    const omegaStart = before === '' ? omegaHere : firstOmega;
    const key = `${before}|${after}|${omegaStart ? 1 : 0}`;
    const hit = this.crossCache.get(key);
    if (hit !== undefined) return hit;
    let mask = 0;
    for (let code = 1; code <= 27; code++) {
      const w = before + codeLetter(code) + after;
      if (this.vocab.isWord(w) || (omegaStart && this.vocab.isProperNoun(w))) mask |= 1 << code;
    }
    this.crossCache.set(key, mask);
    return mask;
  }

  private crossAt(board: Board, idx: number, across: boolean, omegaHere: boolean): number {
    const k = idx * 4 + (across ? 2 : 0) + (omegaHere ? 1 : 0);
    let m = this.crossMemo[k] as number;
    if (m === -2) {
      m = this.crossMask(board, idx, across, omegaHere);
      this.crossMemo[k] = m;
    }
    return m;
  }

  /** Every move on this board with these cubes (the first move: words across from the middle). */
  moves(board: Board, pool: Pool, limit = Infinity): Move[] {
    const out: Move[] = [];
    if (!this.g && !this.n) return out;
    this.crossMemo.fill(-2);
    const empty = board.count === 0;
    this.cBoard = board;
    this.cPool = pool;
    this.cOut = out;
    this.cLimit = limit;
    this.cEmpty = empty;
    this.cPlaced = [];
    this.cWordLen = 0;
    this.cWilds = !this.noWilds && !(empty && this.noWildFirst);
    const lead = Math.min(pool.total, this.maxLead);
    for (const across of empty ? [true] : [true, false]) {
      const step = across ? 1 : SIDE;
      this.cAcross = across;
      this.cStep = step;
      // lines that can hold a word touching the grid, and where a word may start in each
      let lines: [number, number, number][]; // [line, first start, last start] in (row, col) terms
      if (empty) lines = [[MID, MID, MID]];
      else if (across) {
        lines = [];
        for (let r = Math.max(0, board.top - 1); r <= Math.min(SIDE - 1, board.bottom + 1); r++)
          lines.push([r, Math.max(0, board.left - lead), Math.min(SIDE - 1, board.right + 1)]);
      } else {
        lines = [];
        for (let c = Math.max(0, board.left - 1); c <= Math.min(SIDE - 1, board.right + 1); c++)
          lines.push([c, Math.max(0, board.top - lead), Math.min(SIDE - 1, board.bottom + 1)]);
      }
      for (const [line, from, to] of lines) {
        for (let k = from; k <= to; k++) {
          const s = across ? line * SIDE + k : k * SIDE + line;
          if (k > 0 && board.code[s - step] !== 0) continue;
          this.cStart = s;
          // the names graph is walked only from an Ω at the start
          const startsOmega = board.code[s] !== 0 ? board.kind[s] === KIND_OMEGA : pool.omega > 0 && !this.noWilds;
          this.extend(s, this.g ? this.g.root : 0, startsOmega && this.n ? this.n.root : 0, false);
        }
      }
    }
    return out;
  }

  // the context of the current moves() call (fields, so the walk allocates no closures)
  private cBoard = new Board();
  private cPool: Pool = { letters: new Int8Array(28), sun: 0, omega: 0, total: 0 };
  private cOut: Move[] = [];
  private cLimit = Infinity;
  private cEmpty = false;
  private cAcross = true;
  private cStep = 1;
  private cStart = 0;
  private cPlaced: Placed[] = [];
  private cWord = new Int8Array(SIDE + 1);
  private cWordLen = 0;
  private cWilds = true;

  private lineEnd(idx: number): boolean {
    return this.cAcross ? idx % SIDE === SIDE - 1 : idx >= SIDE * (SIDE - 1);
  }

  private touches(idx: number): boolean {
    const side = this.cAcross ? SIDE : 1;
    const code = this.cBoard.code;
    return (idx - side >= 0 && code[idx - side] !== 0) || (idx + side < SIDE * SIDE && code[idx + side] !== 0);
  }

  private extend(idx: number, gNode: number, nNode: number, touched: boolean): void {
    if (this.cOut.length >= this.cLimit) return;
    if ((++this.ticks & 1023) === 0 && this.now() > this.deadline) throw new OutOfTime();
    if (this.cWordLen >= this.maxWord) return;
    const board = this.cBoard;
    const pool = this.cPool;
    const code = board.code[idx] as number;
    if (code !== 0) {
      this.tryCode(idx, gNode, nNode, touched, code, board.kind[idx] as number, true);
      // a plain N already down may be read as Ñ
      if (this.enye && code === CODE_N && board.kind[idx] === KIND_PLAIN) this.tryCode(idx, gNode, nNode, touched, code, KIND_PLAIN, true, CODE_ENYE);
      return;
    }
    const first = this.cWordLen === 0;
    const mask = this.crossAt(board, idx, this.cAcross, false);
    const maskOmega = pool.omega > 0 && !this.noWilds ? this.crossAt(board, idx, this.cAcross, true) : 0;
    const g = this.g;
    const n = this.n;
    if (gNode > 0 && g) {
      for (let e = gNode; ; e++) {
        this.tryLetter(idx, gNode, nNode, touched, g.code[e] as number, first, mask, maskOmega);
        if (((g.flags[e] as number) & 2) !== 0) break;
      }
    }
    if (n && nNode > 0 && !first) {
      // letters only the proper-noun walk allows (the names walk starts at an Ω)
      for (let e = nNode; ; e++) {
        const cd = n.code[e] as number;
        if (!(gNode > 0 && g && g.step(gNode, cd) >= 0)) this.tryLetter(idx, gNode, nNode, touched, cd, first, mask, maskOmega);
        if (((n.flags[e] as number) & 2) !== 0) break;
      }
    }
    if (this.cWilds && first && pool.omega > 0 && n && nNode > 0) {
      for (let e = nNode; ; e++) {
        const cd = n.code[e] as number;
        if (!(gNode > 0 && g && g.step(gNode, cd) >= 0) && (maskOmega === -1 || (maskOmega & (1 << cd)) !== 0))
          this.tryCode(idx, gNode, nNode, touched, cd, KIND_OMEGA, false);
        if (((n.flags[e] as number) & 2) !== 0) break;
      }
    }
  }

  private tryLetter(idx: number, gNode: number, nNode: number, touched: boolean, cd: number, first: boolean, mask: number, maskOmega: number): void {
    const pool = this.cPool;
    const wilds = this.cWilds;
    if (mask === -1 || (mask & (1 << cd)) !== 0) {
      if ((pool.letters[cd] as number) > 0) this.tryCode(idx, gNode, nNode, touched, cd, KIND_PLAIN, false);
      else if (wilds && pool.sun > 0) this.tryCode(idx, gNode, nNode, touched, cd, KIND_SUN, false);
      else if (wilds && pool.omega > 0 && !first) this.tryCode(idx, gNode, nNode, touched, cd, KIND_OMEGA, false);
    }
    // "ñ counts as n": a plain N cube laid where the word has Ñ (its crossing run is read with N)
    if (this.enye && cd === CODE_ENYE && (pool.letters[CODE_N] as number) > 0 && (mask === -1 || (mask & (1 << CODE_N)) !== 0))
      this.tryCode(idx, gNode, nNode, touched, CODE_N, KIND_PLAIN, false, CODE_ENYE);
    if (wilds && first && pool.omega > 0 && (maskOmega === -1 || (maskOmega & (1 << cd)) !== 0)) {
      // Ω as the word's first letter: an ordinary letter or a proper noun's capital
      this.tryCode(idx, gNode, nNode, touched, cd, KIND_OMEGA, false);
    }
  }

  /** Lays (or follows) cube `cd` at idx; the word graph is walked with `walk` (cd, or Ñ for a plain N under "ñ counts as n"). */
  private tryCode(idx: number, gNode: number, nNode: number, touched: boolean, cd: number, kind: number, fromBoard: boolean, walk = cd): void {
    const g = this.g;
    const n = this.n;
    const pool = this.cPool;
    let ge = -1;
    let ne = -1;
    if (gNode > 0 && g) ge = g.step(gNode, walk);
    // a proper noun begins with an Ω: the names walk dies at any other first cube
    if (nNode > 0 && n && (this.cWordLen > 0 || kind === KIND_OMEGA)) ne = n.step(nNode, walk);
    if (ge < 0 && ne < 0) return;
    const t = touched || fromBoard || this.touches(idx);
    const placed = this.cPlaced;
    if (!fromBoard) {
      placed.push({ idx, code: cd, kind });
      if (kind === KIND_SUN) pool.sun--;
      else if (kind === KIND_OMEGA) pool.omega--;
      else pool.letters[cd] = (pool.letters[cd] as number) - 1;
    }
    this.cWord[this.cWordLen++] = walk;
    const final = (ge >= 0 && g!.isFinal(ge)) || (ne >= 0 && n!.isFinal(ne));
    const atEnd = this.lineEnd(idx);
    const nextFree = atEnd || this.cBoard.code[idx + this.cStep] === 0;
    if (final && nextFree && this.cWordLen >= 2 && placed.length > 0 && (t || this.cEmpty)) {
      let word = '';
      for (let i = 0; i < this.cWordLen; i++) word += codeLetter(this.cWord[i] as number);
      this.cOut.push({ placed: placed.slice(), start: this.cStart, across: this.cAcross, word });
    }
    if (!atEnd) {
      const gn = ge >= 0 ? (g!.target[ge] as number) : 0;
      const nn = ne >= 0 ? (n!.target[ne] as number) : 0;
      if (gn > 0 || nn > 0) this.extend(idx + this.cStep, gn, nn, t);
    }
    this.cWordLen--;
    if (!fromBoard) {
      placed.pop();
      if (kind === KIND_SUN) pool.sun++;
      else if (kind === KIND_OMEGA) pool.omega++;
      else pool.letters[cd] = (pool.letters[cd] as number) + 1;
    }
  }

  /** Score of a board that is a correct crossword (every run a word). */
  score(grid: Grid): number {
    let total = 0;
    for (const run of runsOf(grid)) {
      const reading = readRun(run, this.vocab);
      total += runPoints(run, reading === 'proper', this.options);
    }
    return total;
  }
}

export interface SearchResult {
  grid: Grid;
  cubes: number;
  score: number;
  /** The words laid, in order, leading to the grid (each a board after the move). */
  path: Grid[];
  proven: boolean;
  nodes: number;
}

export interface SearchOptions {
  budgetMs: number;
  now: () => number;
  /** Stop at the first crossword with at least this many cubes. */
  stopAtCubes?: number;
  /** What counts as better: score then cubes (default), or cubes then score. */
  goal?: 'score' | 'cubes';
  /** The caller already holds a crossword: the clock counts from the start. */
  holding?: boolean;
  /** Moves tried at each board (default all). */
  width?: number;
}

/** Depth-first search over word moves, best first by cubes laid, with repeated boards skipped. */
export function search(searcher: Searcher, pool: Pool, start: Board, opts: SearchOptions): SearchResult {
  const deadline = opts.now() + opts.budgetMs;
  searcher.now = opts.now;
  // the clock counts only once a first crossword is down: a search never comes back empty-handed when one exists
  searcher.deadline = opts.holding ? deadline : Infinity;
  const seen = new Set<string>();
  const board = start;
  const path: Grid[] = [];
  const startGrid = board.toGrid();
  let best: SearchResult = {
    grid: startGrid,
    cubes: board.count,
    score: board.count > 0 ? searcher.score(startGrid) : 0,
    path: [],
    proven: false,
    nodes: 0,
  };
  let nodes = 0;
  let cut = false;
  const goalCubes = opts.goal === 'cubes';
  const better = (score: number, cubes: number): boolean =>
    goalCubes ? cubes > best.cubes || (cubes === best.cubes && score > best.score) : score > best.score || (score === best.score && cubes > best.cubes);
  class Done extends Error {}
  const visit = (): void => {
    nodes++;
    if ((opts.holding || best.cubes > 0) && opts.now() > deadline) throw new OutOfTime();
    const moves = searcher.moves(board, pool);
    moves.sort((a, b) => b.placed.length - a.placed.length);
    const width = opts.width ?? Infinity;
    if (moves.length > width) cut = true;
    for (const m of moves.slice(0, width)) {
      for (const p of m.placed) {
        board.put(p.idx, p.code, p.kind);
        if (p.kind === KIND_SUN) pool.sun--;
        else if (p.kind === KIND_OMEGA) pool.omega--;
        else pool.letters[p.code] = (pool.letters[p.code] as number) - 1;
      }
      pool.total -= m.placed.length;
      const grid = board.toGrid();
      const key = board.key();
      if (!seen.has(key)) {
        seen.add(key);
        path.push(grid);
        const score = searcher.score(grid);
        if (better(score, board.count)) {
          best = { grid, cubes: board.count, score, path: path.slice(), proven: false, nodes };
          searcher.deadline = deadline;
        }
        if (opts.stopAtCubes !== undefined && board.count >= opts.stopAtCubes) throw new Done();
        visit();
        path.pop();
      }
      board.take(m.placed.map((p) => p.idx));
      for (const p of m.placed) {
        if (p.kind === KIND_SUN) pool.sun++;
        else if (p.kind === KIND_OMEGA) pool.omega++;
        else pool.letters[p.code] = (pool.letters[p.code] as number) + 1;
      }
      pool.total += m.placed.length;
    }
  };
  let finished = false;
  try {
    visit();
    finished = true;
  } catch (e) {
    if (!(e instanceof OutOfTime) && !(e instanceof Done)) throw e;
  }
  return { ...best, proven: finished && !cut, nodes };
}
