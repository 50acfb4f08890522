/**
 * The class board: a lesson and the result codes its students handed in, as
 * one table. DOM-free: the "Collect results" screen, the command line
 * (`class board`) and the tests share it.
 *
 * - Every line pasted or typed is read on its own: a refused line keeps its
 *   reason (a refusal, worded by the catalogue), the others still count. A
 *   line may hold several codes (each starts with `TU`).
 * - One row per student: results are grouped by the device id the code
 *   carries (by name when a code has none). The same code twice is marked
 *   `duplicate`; the same student handing in again (after a round, then at
 *   the end) keeps the fullest result and marks the others `superseded`.
 *   Nothing is counted twice.
 * - Ranks: by total, highest first; equal totals share a rank (1, 1, 3).
 * - Each round: the best answer found (and by whom), beside the best possible
 *   where the caller knows it (the game's solver), and whether nobody found it
 *   (DiceCulus: nobody's own play made its points, robbery and charity aside).
 * - Tally Rally: an equation two students found is struck on both sheets
 *   (the rulebook's rule, as the devices' results exchange does); each sheet
 *   scores one point per tile of its other equations.
 * - Order play (TUF, constant cube preset to a face, "points by order"): the
 *   rulebook's order scoring, with each device's time from its roll to its
 *   correct call standing in for the calling order (see the TUF RULES.md).
 */
import type { Refusal } from '../core/refusal';
import { keyOfText } from '../games/tally/equation';
import { diceAnswerPoints } from './diceAnswer';
import { hasConstantCube, parseMatchParams } from '../games/tuf/matchParams';
import { type Lesson, lessonKey } from './lesson';
import type { ClassResult } from './result';
import { MAX_CODE_LENGTH, RESULT_PREFIX, readResultCode } from './resultCode';

/** At most this many codes are read from one text (a class is ~30; a pasted book stops here, said per line). */
export const MAX_CODES = 2000;

export type LineStatus = 'counted' | 'duplicate' | 'superseded' | 'refused';

export interface BoardLine {
  /** 1-based line of the text it came from. */
  line: number;
  /** The code as written on the line (trimmed; cut at 80 letters for show). */
  text: string;
  status: LineStatus;
  /** Why it was refused (`board.refuse.<code>`). */
  refusal?: Refusal;
  /** The student's row it belongs to (index into `students`), when read. */
  student?: number;
  /** For a duplicate: the line it repeats. */
  sameAs?: number;
}

export interface BoardRound {
  /** The points this round gave (the order points in order play). */
  score: number;
  declared?: string;
  ms?: number;
  /** Order play: the place among correct calls (1 first). */
  place?: number;
  /** Tally Rally: the equations another student also found, struck (they score nothing). */
  struck?: string[];
  /** Tally Rally: each equation's time from the start of the sand timer (as `ClassRound.times`). */
  times?: number[];
}

export interface BoardStudent {
  name: string;
  device: string;
  /** 1 best; equal totals share a rank. */
  rank: number;
  total: number;
  /** Per round: what the counted result says (null: not played yet). */
  rounds: (BoardRound | null)[];
  hints: number;
  finished: boolean;
  /** Lines of the codes handed in for this student (the counted one first). */
  lines: number[];
  /** Whether the counted code's signature was checked against the lesson. */
  signed: boolean;
}

/** The best possible for a round, as the game's solver gives it. */
export interface BestPossible {
  score: number;
  /** The answer, as the game writes it (an equation, a crossword). */
  text: string;
}

export interface BoardRoundSummary {
  /** The highest score anyone had this round, what they declared, and who (names). */
  best: { score: number; declared?: string; by: string[] } | null;
  /** The solver's best, when the caller gave it. */
  possible?: BestPossible;
  /** True when the best possible is known and nobody reached it. */
  nobodyFound?: boolean;
  /** How many students played it. */
  played: number;
}

export interface ClassBoard {
  /** The lesson's key (`lessonKey`), or the key most codes carry when no lesson was given. */
  lesson: string;
  game: string;
  /** The rulebook's order scoring replaced the devices' own scores. */
  orderPlay: boolean;
  lines: BoardLine[];
  students: BoardStudent[];
  /** As many as the longest result holds. */
  rounds: BoardRoundSummary[];
  counts: { counted: number; duplicate: number; superseded: number; refused: number };
}

/** Whether a lesson is TUF with the constant cube preset to a face (the constant game, or any game 1–5 with the cube added) scored by order of correct equations. */
export function isOrderLesson(lesson: Pick<Lesson, 'game' | 'params'> | null): boolean {
  if (lesson?.game !== 'tuf' || !lesson) return false;
  try {
    const p = parseMatchParams(lesson.params);
    return hasConstantCube(p) && p.constantPreset !== null && p.orderScoring;
  } catch {
    return false;
  }
}

/**
 * The rulebook's order points (TUF, "The Constant Cube"): the first correct
 * equation scores one more than the number of players, the second two less
 * than the first, then one less each, never below 1; no correct equation, 0.
 */
export function orderPoints(place: number, players: number): number {
  if (place < 1) return 0;
  if (place === 1) return players + 1;
  return Math.max(1, players + 1 - place);
}

/** The codes in a text, each with its line: one a line, or several on a line (each starts with `TU`), or a link ending in one. */
export function codesIn(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length && out.length < MAX_CODES; i++) {
    const raw = (lines[i] as string).trim();
    if (raw === '') continue;
    const line = raw.length > MAX_CODE_LENGTH * 4 ? raw.slice(0, MAX_CODE_LENGTH * 4) : raw;
    // What follows a link's address, then each `TU` (U is no letter of a code's body, so TU only ever starts one).
    const tail = line.slice(Math.max(line.lastIndexOf('/'), line.lastIndexOf('#'), line.lastIndexOf('=')) + 1);
    const starts = [...tail.matchAll(/t\s*u/gi)].map((m) => m.index as number);
    if (starts.length <= 1) {
      out.push({ line: i + 1, text: starts.length === 1 ? tail.slice(starts[0]).trim() : line });
      continue;
    }
    for (let k = 0; k < starts.length && out.length < MAX_CODES; k++) out.push({ line: i + 1, text: tail.slice(starts[k], starts[k + 1]).trim() });
  }
  return out;
}

/** Plain code-point order (the same on every device and on the command line; `localeCompare` is slow at hundreds of rows). */
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const show = (s: string): string => (s.length > 80 ? `${s.slice(0, 79)}…` : s);

/** Which of two results of the same student counts: the one with more rounds, then the finished one, then the later one. */
const fuller = (a: ClassResult, b: ClassResult): boolean =>
  a.rounds.length !== b.rounds.length ? a.rounds.length > b.rounds.length : a.finished !== b.finished ? a.finished : true;

interface Read {
  line: BoardLine;
  result: ClassResult;
  code: string;
  signed: boolean;
}

/**
 * The class board of a lesson from any number of codes (a text, one or
 * more a line). `best[i]` is the best possible of round i where the caller
 * knows it. Without a lesson, codes are only checked for damage (not
 * signed) and the board is the lesson most codes carry; codes of other
 * lessons are refused as foreign.
 */
export function buildBoard(
  lesson: Pick<Lesson, 'game' | 'params' | 'seed'> | null,
  text: string,
  best: readonly (BestPossible | null | undefined)[] = [],
): ClassBoard {
  const lines: BoardLine[] = [];
  const reads: Read[] = [];
  for (const c of codesIn(text)) {
    const line: BoardLine = { line: c.line, text: show(c.text), status: 'refused' };
    lines.push(line);
    const r = readResultCode(c.text, lesson);
    if (!r.ok) line.refusal = r.refusal;
    else reads.push({ line, result: r.result, code: r.code, signed: r.signed });
  }

  // Without a lesson: the lesson most codes carry is the board's.
  let key = lesson ? lessonKey(lesson) : '';
  let game = lesson?.game ?? '';
  if (!lesson && reads.length > 0) {
    const votes = new Map<string, number>();
    for (const r of reads) votes.set(r.result.lesson, (votes.get(r.result.lesson) ?? 0) + 1);
    key = [...votes].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0]))[0]?.[0] ?? '';
    game = reads.find((r) => r.result.lesson === key)?.result.game ?? '';
  }

  // The same code twice; then one group per student.
  const seen = new Map<string, BoardLine>();
  const groups = new Map<string, Read[]>();
  for (const r of reads) {
    if (r.result.lesson !== key) {
      r.line.refusal = { code: 'resultForeign', vars: {} };
      continue;
    }
    const first = seen.get(r.code);
    if (first) {
      r.line.status = 'duplicate';
      r.line.sameAs = first.line;
      continue;
    }
    seen.set(r.code, r.line);
    const who = r.result.device !== '' ? `d/${r.result.device}` : `n/${r.result.name.trim().toLocaleLowerCase()}`;
    const g = groups.get(who);
    if (g) g.push(r);
    else groups.set(who, [r]);
  }

  const students: BoardStudent[] = [];
  for (const g of groups.values()) {
    let kept = g[0] as Read;
    for (const r of g.slice(1)) if (fuller(r.result, kept.result)) kept = r;
    const index = students.length;
    for (const r of g) {
      r.line.student = index;
      r.line.status = r === kept ? 'counted' : 'superseded';
    }
    const res = kept.result;
    students.push({
      name: res.name,
      device: res.device,
      rank: 0,
      total: res.total,
      rounds: res.rounds.map((x) => ({ ...x })),
      hints: res.hints,
      finished: res.finished,
      lines: [kept.line.line, ...g.filter((r) => r !== kept).map((r) => r.line.line)],
      signed: kept.signed,
    });
  }

  const roundCount = Math.max(0, best.length, ...students.map((s) => s.rounds.length));
  const orderPlay = isOrderLesson(lesson);
  if (orderPlay) {
    for (let i = 0; i < roundCount; i++) {
      const timed = students
        .map((s) => s.rounds[i])
        .filter((r): r is BoardRound => r !== null && r !== undefined && r.ms !== undefined)
        .sort((a, b) => (a.ms as number) - (b.ms as number));
      for (const s of students) {
        const r = s.rounds[i];
        if (r) r.score = 0;
      }
      timed.forEach((r, k) => {
        // equal times share the better place
        const place = k > 0 && timed[k - 1]?.ms === r.ms ? (timed[k - 1]?.place as number) : k + 1;
        r.place = place;
        r.score = orderPoints(place, students.length);
      });
    }
    for (const s of students) s.total = s.rounds.reduce((sum, r) => sum + (r?.score ?? 0), 0);
  }
  if (game === 'tally') strikeShared(students);
  for (const s of students) for (let i = 0; i < roundCount; i++) s.rounds[i] ??= null;

  // Rank by total; lines then point at the sorted rows.
  const unsorted = [...students];
  students.sort((a, b) => b.total - a.total || cmp(a.name, b.name) || cmp(a.device, b.device));
  const row = new Map(students.map((s, i) => [s, i]));
  students.forEach((s, i) => {
    const prev = students[i - 1];
    s.rank = prev && prev.total === s.total ? prev.rank : i + 1;
  });
  for (const l of lines) if (l.student !== undefined) l.student = row.get(unsorted[l.student] as BoardStudent);

  const rounds: BoardRoundSummary[] = [];
  for (let i = 0; i < roundCount; i++) {
    const played = students.filter((s) => s.rounds[i]);
    const top = Math.max(-Infinity, ...played.map((s) => s.rounds[i]?.score ?? -Infinity));
    const at = played.filter((s) => s.rounds[i]?.score === top && top > 0);
    const summary: BoardRoundSummary = { best: null, played: played.length };
    if (at.length > 0) {
      const declared = at.map((s) => s.rounds[i]?.declared).find((d) => d !== undefined);
      summary.best = declared === undefined ? { score: top, by: at.map((s) => s.name) } : { score: top, declared, by: at.map((s) => s.name) };
    }
    const possible = best[i];
    if (possible) {
      summary.possible = possible;
      summary.nobodyFound =
        game === 'tally'
          ? !foundByAnyone(students, i, possible.text)
          : game === 'diceculus'
            ? !played.some((s) => (diceAnswerPoints(s.rounds[i]?.declared) ?? s.rounds[i]?.score ?? -Infinity) >= possible.score)
            : !orderPlay && (summary.best === null || summary.best.score < possible.score);
    }
    rounds.push(summary);
  }

  const counts = { counted: 0, duplicate: 0, superseded: 0, refused: 0 };
  for (const l of lines) counts[l.status]++;
  return { lesson: key, game, orderPlay, lines, students, rounds, counts };
}

/** A result code's prefix (for screens that tell a pasted code from other text). */
export { RESULT_PREFIX };

/** Tally Rally: whether any student's sheet holds the equation (or one of its inverses) in round `i`. */
function foundByAnyone(students: readonly BoardStudent[], i: number, equation: string): boolean {
  const key = keyOfText(equation, true);
  if (key === null) return false;
  return students.some((s) => (s.rounds[i]?.declared ?? '').split(/\s+/).some((e) => e !== '' && keyOfText(e, true) === key));
}

/**
 * Tally Rally across the class: each round's sheets (equations written as the
 * device wrote them, separated by spaces) compared by the game's own key (an
 * equation and its inverses are one); one found by two students or more is
 * struck on every sheet, and each sheet scores a point per tile (digit) of the
 * rest. A sheet with an equation the game cannot read keeps its device's score.
 */
function strikeShared(students: BoardStudent[]): void {
  const rounds = Math.max(0, ...students.map((s) => s.rounds.length));
  for (let i = 0; i < rounds; i++) {
    const sheets = students.map((s) => {
      const text = s.rounds[i]?.declared;
      if (text === undefined) return null;
      const entries = text
        .split(/\s+/)
        .filter((e) => e !== '')
        .map((e) => ({ text: e, key: keyOfText(e, true), tiles: (e.match(/\d/g) ?? []).length }));
      return entries.every((e) => e.key !== null) ? entries : null;
    });
    const owners = new Map<string, Set<number>>();
    sheets.forEach((sheet, k) => {
      for (const e of sheet ?? []) {
        const set = owners.get(e.key as string) ?? new Set<number>();
        set.add(k);
        owners.set(e.key as string, set);
      }
    });
    sheets.forEach((sheet, k) => {
      const round = students[k]?.rounds[i];
      if (!sheet || !round) return;
      const struck = sheet.filter((e) => (owners.get(e.key as string)?.size ?? 0) > 1);
      round.score = sheet.reduce((sum, e) => sum + (struck.includes(e) ? 0 : e.tiles), 0);
      if (struck.length > 0) round.struck = struck.map((e) => e.text);
    });
  }
  for (const s of students) s.total = s.rounds.reduce((sum, r) => sum + (r?.score ?? 0), 0);
}

/** The words a CSV's header and cells need, in the reader's language (the board itself holds none). */
export interface CsvWords {
  rank: string;
  name: string;
  /** "Round {n}" */
  round: (n: number) => string;
  /** "Round {n}: answer" */
  answer: (n: number) => string;
  /** "Round {n}: seconds to the call" */
  seconds: (n: number) => string;
  /** Order play: "Round {n}: place" (among correct calls). */
  place: (n: number) => string;
  /** Tally Rally: "Round {n}: seconds to each equation" (in the answer's order). */
  times: (n: number) => string;
  /** Tally Rally: "Round {n}: struck (found by another student too)". */
  struck: (n: number) => string;
  total: string;
  hints: string;
  finished: string;
  yes: string;
  no: string;
}

/**
 * A text cell for a spreadsheet: a cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a return) gets a leading apostrophe; then
 * RFC 4180 quoting (a cell with a comma, quote or line break in quotes, its
 * quotes doubled).
 */
export function csvCell(value: string | number): string {
  let s = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The board as CSV (RFC 4180: a header row, CRLF line ends): one row per
 * student, ranked. It carries what the board shows: per round the score, the
 * answer and the seconds to the call, then only where a round has them the
 * place among correct calls (order play), each equation's seconds and the
 * equations struck (Tally Rally), several in a cell separated by spaces.
 */
export function boardCsv(board: ClassBoard, w: CsvWords, show: (answer: string) => string = (a) => a): string {
  const n = board.rounds.length;
  const any = (i: number, has: (r: BoardRound) => boolean) =>
    board.students.some((s) => {
      const r = s.rounds[i];
      return r ? has(r) : false;
    });
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  const extra = Array.from({ length: n }, (_, i) => ({
    place: board.orderPlay && any(i, (r) => r.place !== undefined),
    times: any(i, (r) => (r.times?.length ?? 0) > 0),
    struck: any(i, (r) => (r.struck?.length ?? 0) > 0),
  }));
  const header: string[] = [w.rank, w.name];
  for (let i = 1; i <= n; i++) {
    const x = extra[i - 1];
    header.push(w.round(i), w.answer(i), w.seconds(i));
    if (x?.place) header.push(w.place(i));
    if (x?.times) header.push(w.times(i));
    if (x?.struck) header.push(w.struck(i));
  }
  header.push(w.total, w.hints, w.finished);
  const rows = [header.map(csvCell).join(',')];
  for (const s of board.students) {
    const cells: (string | number)[] = [s.rank, csvCell(s.name)];
    for (let i = 0; i < n; i++) {
      const r = s.rounds[i];
      const x = extra[i];
      cells.push(
        r ? r.score : '',
        csvCell(r?.declared === undefined ? '' : r.declared.split(/\s+/).map(show).join(' ')),
        r?.ms === undefined ? '' : seconds(r.ms),
      );
      if (x?.place) cells.push(r?.place ?? '');
      if (x?.times) cells.push(csvCell((r?.times ?? []).map(seconds).join(' ')));
      if (x?.struck) cells.push(csvCell((r?.struck ?? []).map(show).join(' ')));
    }
    cells.push(s.total, s.hints, csvCell(s.finished ? w.yes : w.no));
    rows.push(cells.join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
