/**
 * A lesson played on a student's device: each of the five games started from
 * the lesson's game id (`lessonGameId`: its settings and fixed seed), so every
 * device plays the same rolls, board, tiles, dice and cards, with the
 * student's name as the game's first move and the computer seats the lesson
 * names (none unless the lesson has one). The saved game carries the lesson
 * (`SessionRecord.lesson`), so the same lesson opened again finds it
 * (`lessonSessions`) rather than starting a fresh one.
 *
 * DiceCulus is played by two at least and its settings name no seats: a
 * lesson's `c` (computer levels, `e`/`m`/`h` as in TUF's codes) says who the
 * student plays against; a lesson without it plays against one medium
 * computer, and the join screen says so.
 */
import { formatGameId, type Params } from '../../core/gameId';
import { lessonKey, type Lesson } from '../../class/lesson';
import { matchEngine } from '../../games/tuf/plugin';
import { parseMatchParams, seatCount } from '../../games/tuf/matchParams';
import { wordsEngine } from '../../games/words/plugin';
import { parseParams as parseWordsParams } from '../../games/words/params';
import { rotaryEngine } from '../../games/words/rotary';
import { cleanName as cleanTallyName, tallyEngine, type TallyMove } from '../../games/tally/round';
import { cleanSeatName, mathable, parseParams as parseMathableParams } from '../../games/mathable/engine';
import {
  cleanName as cleanDiceName,
  diceculusEngine,
  parseParams as parseDiceParams,
  START_MOVE,
  type DiceMove,
  type Level as DiceLevel,
} from '../../games/diceculus/game';
import { LEVEL_READ } from '../../games/race/params';
import { MAX_NAME as RACE_NAME } from '../../games/race/types';
import { t } from '../../i18n';
import type { SessionRecord, Store } from '../../storage';
import { createSession } from '../session';
import { describeTuf } from '../tuf/labels';
import { describeWords } from '../words/labels';
import { describeRotary } from '../words/rotaryLabels';
import { describeRound } from '../tally/describe';
import { sessionTitle } from '../mathable/view';
import { describeGame } from '../diceculus/describe';

/** The computer levels a DiceCulus lesson names (`c`), one medium computer when it names none. */
export function diceComputers(params: Params): DiceLevel[] {
  const text = params.c ?? 'm';
  const out: DiceLevel[] = [];
  for (const ch of text) {
    const level = LEVEL_READ.get(ch);
    if (level === undefined) throw new Error(`c=${text}`);
    out.push(level);
  }
  return out.length > 0 ? out : ['medium'];
}

/** A DiceCulus lesson's own settings without its seats. */
export function diceParams(params: Params): Params {
  const { c: _c, ...rest } = params;
  return rest;
}

/** The computer players of a lesson, by level, as the join screen names them (none for Tally Rally). */
export function lessonComputers(lesson: Pick<Lesson, 'game' | 'params'>): string[] {
  switch (lesson.game) {
    case 'tuf':
      return parseMatchParams(lesson.params).computers;
    case 'words':
      return parseWordsParams(lesson.params).computers;
    case 'mathable':
      return parseMathableParams(lesson.params).seats.flatMap((s) => (s.kind === 'computer' ? [s.level] : []));
    case 'diceculus':
      return diceComputers(lesson.params);
    default:
      return [];
  }
}

/**
 * Reads the lesson's settings with its game's own reader (a setting the game
 * cannot use throws, worded by the caller); the game id a student's saved
 * game is dealt from.
 */
export function lessonDeal(lesson: Lesson): string {
  switch (lesson.game) {
    case 'tuf':
      return formatGameId({ game: 'tuf', params: matchEngine.formatParams(parseMatchParams(lesson.params)), seed: lesson.seed });
    case 'words': {
      const p = parseWordsParams(lesson.params);
      const engine = p.rotary ? rotaryEngine : wordsEngine;
      return formatGameId({ game: engine.id, params: engine.formatParams(p), seed: lesson.seed });
    }
    case 'tally':
      return formatGameId({ game: 'tally', params: tallyEngine.formatParams(tallyEngine.parseParams(lesson.params)), seed: lesson.seed });
    case 'mathable':
      return formatGameId({ game: 'mathable', params: mathable.formatParams(parseMathableParams(lesson.params)), seed: lesson.seed });
    case 'diceculus':
      diceComputers(lesson.params);
      return formatGameId({ game: 'diceculus', params: diceculusEngine.formatParams(parseDiceParams(diceParams(lesson.params))), seed: lesson.seed });
    default:
      throw new Error(`game ${lesson.game}`);
  }
}

/** What a saved game keeps of its lesson: the lesson itself and the name the student gave. */
export interface SessionLesson {
  lesson: Lesson;
  student: string;
}

/**
 * Starts the lesson on this device for `student` and returns the route of its
 * saved game (`[engine id, 'play', session id]`). Throws on settings the
 * game cannot read.
 */
export async function startLesson(store: Store, lesson: Lesson, student: string, now = Date.now()): Promise<string[]> {
  const mark = { lesson: { game: lesson.game, params: { ...lesson.params }, seed: lesson.seed, name: lesson.name }, student };
  const seed = lesson.seed;
  let record: SessionRecord;
  switch (lesson.game) {
    case 'tuf': {
      const p = parseMatchParams(lesson.params);
      const name = student.trim().slice(0, RACE_NAME);
      const names = Array.from({ length: seatCount(p) }, (_, i) => (i === 0 && name !== '' ? name : null));
      const moves = names[0] ? [{ type: 'names' as const, names, at: now }] : [];
      record = await createSession(store, matchEngine, p, seed, describeTuf, { moves, now, lesson: mark });
      break;
    }
    case 'words': {
      const p = parseWordsParams(lesson.params);
      const name = student.trim().slice(0, RACE_NAME);
      const names = Array.from({ length: p.humans + p.computers.length }, (_, i) => (i === 0 && name !== '' ? name : null));
      const moves = names[0] ? [{ type: 'names' as const, names, at: now }] : [];
      record = p.rotary
        ? await createSession(store, rotaryEngine, p, seed, describeRotary, { moves, now, lesson: mark })
        : await createSession(store, wordsEngine, p, seed, describeWords, { moves, now, lesson: mark });
      break;
    }
    case 'tally': {
      const p = tallyEngine.parseParams(lesson.params);
      const moves: TallyMove[] = [{ t: 'join', name: cleanTallyName(student) || t('tally.playerDefault', { n: 1 }) }];
      record = await createSession(store, tallyEngine, p, seed, describeRound, { moves, now, lesson: mark });
      break;
    }
    case 'mathable': {
      const p = parseMathableParams(lesson.params);
      let person = false;
      const names = p.seats.map((s, i) => {
        if (s.kind === 'human' && !person) {
          person = true;
          return cleanSeatName(student) || t('mathable.defaultPlayer', { n: i + 1 });
        }
        return s.kind === 'computer' ? t('mathable.defaultComputer', { n: i + 1 }) : t('mathable.defaultPlayer', { n: i + 1 });
      });
      record = await createSession(store, mathable, p, seed, sessionTitle, { moves: [{ type: 'names', names }], view: { highlight: true }, now, lesson: mark });
      break;
    }
    case 'diceculus': {
      const p = parseDiceParams(diceParams(lesson.params));
      const name = cleanDiceName(student) || t('diceculus.playerDefault', { n: 1 });
      const moves: DiceMove[] = [{ t: 'join', name }];
      const used = new Set([name.toLowerCase()]);
      diceComputers(lesson.params).forEach((level, i) => {
        let bot = t(`diceculus.botName.${level}`);
        if (used.has(bot.toLowerCase())) bot = `${bot} ${i + 1}`;
        used.add(bot.toLowerCase());
        moves.push({ t: 'join', name: bot, bot: level });
      });
      moves.push(START_MOVE);
      record = await createSession(store, diceculusEngine, p, seed, describeGame, { moves, now, lesson: mark });
      break;
    }
    default:
      throw new Error(`game ${lesson.game}`);
  }
  return [record.game, 'play', record.id];
}

/** The lesson a saved game was started from, or null (a game of its own, or one saved by an earlier build). */
export function sessionLesson(record: Pick<SessionRecord, 'lesson'>): SessionLesson | null {
  const l = record.lesson;
  if (typeof l !== 'object' || l === null) return null;
  const { lesson, student } = l as Partial<SessionLesson>;
  if (typeof student !== 'string' || typeof lesson !== 'object' || lesson === null) return null;
  if (typeof lesson.game !== 'string' || typeof lesson.seed !== 'string' || typeof lesson.params !== 'object' || lesson.params === null) return null;
  return { lesson: { game: lesson.game, params: lesson.params, seed: lesson.seed, name: typeof lesson.name === 'string' ? lesson.name : '' }, student };
}

/**
 * This device's saved games of a lesson (same key: game, settings and seed),
 * newest first: games in progress, then finished ones.
 */
export async function lessonSessions(store: Store, lesson: Lesson): Promise<SessionRecord[]> {
  const key = lessonKey(lesson);
  const all = [...(await store.sessions.listBy({ status: 'active' })), ...(await store.sessions.listBy({ status: 'finished' }))];
  return all.filter((s) => {
    const mark = sessionLesson(s);
    return mark !== null && lessonKey(mark.lesson) === key;
  });
}
