/**
 * The class on the command line (issue 27):
 *   class make --game <tuf|words|tally|mathable|diceculus> [--params k=v,k=v] [--name NAME] [--seed SEED] [--base URL]
 *     a lesson: its game, settings (as the game id writes them, on top of the game's lesson defaults: `--params g=2,r=3`;
 *     `k=` removes a default) and fixed seed (a fresh one unless given), printed as JSON with its class code and link
 *     (`#/class/<code>/<name>`, after --base when given).
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
import { answerText } from '../class/answerText';
import { boardCsv, buildBoard, type ClassBoard, type CsvWords } from '../class/board';
import { webcrypto } from 'node:crypto';
import { BASELINES, CODE_GAMES, classCode, isCodeGame, lessonLink, newLessonSeed, readClassCode } from '../class/code';
import { readLessonLink } from '../class/code';
import { lessonKey, type Lesson } from '../class/lesson';
import { RefusalError } from '../core/engine';
import { isSeed } from '../core/random';
import { engineFor } from '../games/registry';
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
    place: (n) => t('board.csv.place', { n }, PLAIN_NUMBERS),
    times: (n) => t('board.csv.times', { n }, PLAIN_NUMBERS),
    struck: (n) => t('board.csv.struck', { n }, PLAIN_NUMBERS),
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

/** `--params k=v,k=v` over the game's lesson defaults (`k=` removes one). */
function readParams(game: (typeof CODE_GAMES)[number], text: string | undefined): Record<string, string> {
  const params: Record<string, string> = { ...BASELINES[game] };
  if (text === undefined || text.trim() === '') return params;
  for (const part of text.split(',')) {
    const m = /^([a-z][a-z0-9]{0,15})=([A-Za-z0-9._~*+\-/]{0,64})$/.exec(part.trim());
    if (!m) throw new UsageError(`--params: "${part}" is not key=value (a key of letters and digits, a value of at most 64 letters, digits or . _ ~ * + - /)`);
    const [, k = '', v = ''] = m;
    if (v === '') delete params[k];
    else params[k] = v;
  }
  return params;
}

/** `class make`: a lesson, its class code and its link. */
function make(args: Args) {
  args.only('game', 'params', 'name', 'seed', 'base');
  const game = args.get('game');
  if (game === undefined || !isCodeGame(game)) throw new UsageError(`--game is one of ${CODE_GAMES.join(', ')}`);
  const params = readParams(game, args.get('params'));
  // a game's own settings; a DiceCulus lesson's computer players (c) travel beside them
  const { c, ...own } = params;
  try {
    engineFor(game)?.parseParams(game === 'diceculus' ? own : params);
  } catch (e) {
    const why = e instanceof RefusalError ? refusalText(game, e.refusal, PLAIN_NUMBERS) : String(e);
    throw new UsageError(`--params: ${game} cannot play these settings: ${why}`);
  }
  if (game === 'diceculus' && c !== undefined && !/^[emh]{1,5}$/.test(c)) throw new UsageError('--params: c (the computer players) is 1 to 5 of e, m, h');
  const seedText = args.get('seed');
  if (seedText !== undefined && !isSeed(seedText)) throw new UsageError('--seed takes letters, digits, - and _ (at most 32)');
  const buf = new Uint32Array(1);
  const seed = seedText ?? newLessonSeed(() => (webcrypto.getRandomValues(buf)[0] ?? 0) / 4294967296);
  const name = (args.get('name') ?? '').trim().slice(0, 80);
  const lesson: Lesson = { game, params, seed, name };
  const code = classCode(lesson);
  const read = readClassCode(code);
  if (!read.ok) throw new UsageError(`--params: ${refusalText('class', read.refusal, PLAIN_NUMBERS)}`);
  const base = args.get('base') ?? '';
  return { game, params, seed, name, key: lessonKey(lesson), code, link: `${base.replace(/#.*$/, '')}${lessonLink(lesson)}` };
}

export const cli: CliGame = {
  verbs: ['make', 'board'],
  options: { codes: 'string', csv: 'flag', lesson: 'string', game: 'string', params: 'string', name: 'string', seed: 'string', base: 'string' },
  run(verb, args: Args) {
    if (verb === 'make') return make(args);
    if (verb !== 'board') throw new UsageError(`unknown verb ${verb}`);
    args.only('codes', 'csv', 'lesson');
    const path = args.get('codes');
    if (path === undefined || path === '') throw new UsageError('--codes FILE is required (result codes, one a line; - for stdin)');
    const lessonText = args.get('lesson');
    if (lessonText === '') throw new UsageError('--lesson needs the lesson (its game id)');
    const lesson = lessonText === undefined ? null : readLesson(lessonText);
    const board = buildBoard(lesson, readCodes(path));
    const csv = args.get('csv');
    if (csv !== undefined && csv !== 'off' && csv !== 'no' && csv !== 'false' && csv !== '0')
      return new RawOutput(boardCsv(board, csvWords(), answerText(board.game, lesson)));
    return boardJson(board);
  },
};
