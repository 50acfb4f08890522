/**
 * The class on the command line (issue 27):
 *   class board --codes FILE [--csv] [--lesson CODE]
 *     the class board from a file of result codes (one a line; `-` reads stdin): JSON, or CSV with --csv.
 *     --lesson is the lesson: its class code, its link (`…#/class/<code>/<name>`) or its game id (`<game>:<settings>#<seed>`):
 *     with it every code's signature is checked against the lesson and codes of other lessons are refused;
 *     without it only each code's own check is, and the board is the lesson most codes carry.
 *     A refused line is listed with its reason (English); the other lines still count.
 */
import { readFileSync } from 'node:fs';
import { UsageError, type Args } from './args';
import { RawOutput, type CliGame } from './run';
import { boardCsv, buildBoard, type ClassBoard, type CsvWords } from '../class/board';
import { readLessonLink } from '../class/code';
import type { Lesson } from '../class/lesson';
import { tryParseGameId } from '../core/gameId';
import { readSharedCode } from '../core/sharedCode';
import { refusalText, t, PLAIN_NUMBERS } from '../i18n';

const MAX_FILE = 4_000_000;

function readLesson(text: string): Lesson {
  const link = readLessonLink(text);
  if (link.ok) return link.lesson;
  const shared = readSharedCode(text.trim());
  if (shared.ok) return { ...shared.id, name: '' };
  const plain = tryParseGameId(text.trim());
  if (plain.ok) return { ...plain.id, name: '' };
  throw new UsageError(
    `--lesson: ${refusalText('class', link.refusal, PLAIN_NUMBERS)} (give the lesson's class code, its link, or its game id <game>:<settings>#<seed>)`,
  );
}

function readCodes(path: string): string {
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (e) {
    throw new UsageError(`--codes: cannot read ${path} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (text.length > MAX_FILE) throw new UsageError(`--codes: ${path} is longer than ${MAX_FILE} characters; a class's codes are far fewer`);
  return text;
}

/** The words of the CSV's header and cells (English, from the catalogue). */
export function csvWords(): CsvWords {
  return {
    rank: t('board.csv.rank'),
    name: t('board.csv.name'),
    round: (n) => t('board.csv.round', { n }, PLAIN_NUMBERS),
    answer: (n) => t('board.csv.answer', { n }, PLAIN_NUMBERS),
    seconds: (n) => t('board.csv.seconds', { n }, PLAIN_NUMBERS),
    total: t('board.csv.total'),
    hints: t('board.csv.hints'),
    finished: t('board.csv.finished'),
    yes: t('board.csv.yes'),
    no: t('board.csv.no'),
  };
}

/** The board as the command line's JSON: each refused line with its reason in words. */
function boardJson(board: ClassBoard) {
  return {
    lesson: board.lesson,
    game: board.game,
    orderPlay: board.orderPlay,
    counts: board.counts,
    students: board.students,
    rounds: board.rounds,
    lines: board.lines.map((l) => (l.refusal ? { ...l, reason: refusalText('board', l.refusal, PLAIN_NUMBERS) } : l)),
  };
}

export const cli: CliGame = {
  verbs: ['board'],
  options: { codes: 'string', csv: 'flag', lesson: 'string' },
  run(verb, args: Args) {
    if (verb !== 'board') throw new UsageError(`unknown verb ${verb}`);
    args.only('codes', 'csv', 'lesson');
    const path = args.get('codes');
    if (path === undefined || path === '') throw new UsageError('--codes FILE is required (result codes, one a line; - for stdin)');
    const lessonText = args.get('lesson');
    if (lessonText === '') throw new UsageError('--lesson needs the lesson (its game id)');
    const lesson = lessonText === undefined ? null : readLesson(lessonText);
    const board = buildBoard(lesson, readCodes(path));
    const csv = args.get('csv');
    if (csv !== undefined && csv !== 'off' && csv !== 'no' && csv !== 'false' && csv !== '0') return new RawOutput(boardCsv(board, csvWords()));
    return boardJson(board);
  },
};
