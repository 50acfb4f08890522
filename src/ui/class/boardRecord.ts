/**
 * A class board kept in history: a `HistoryRecord` whose `meta.kind` is
 * `classBoard`, holding the lesson (game, settings, seed, name) and every line
 * pasted, typed or scanned, refused ones included (so reopening it shows the
 * same board, reasons and all). Its players are the board's students with
 * their totals, so the history list reads like any game's.
 *
 * Versions of the record (`meta.v`; absent in boards saved by earlier builds: 1):
 * - 1: the lesson and the lines;
 * - 2: and `live`, whether results came in live from a class server (a live
 *   race's places are the class's calls in order, not each device's time from
 *   its roll: the board's order note says so when it is opened again).
 */
import type { ClassBoard } from '../../class/board';
import { classCode } from '../../class/code';
import type { Lesson } from '../../class/lesson';
import type { HistoryRecord } from '../../storage';
import { isObj } from '../historyMeta';

export const BOARD_KIND = 'classBoard';

/**
 * The route of a lesson's "Collect results" screen (its latest board, or a new one): `hrefFor(...collectRoute(lesson))`
 * is the link a lesson page or the Lessons hub gives the teacher. `#/collect` alone asks which lesson.
 */
export function collectRoute(lesson: Lesson): string[] {
  const name = lesson.name.trim().slice(0, 80);
  return name === '' ? ['collect', classCode(lesson)] : ['collect', classCode(lesson), name];
}

/** The version of the board records this build writes (`meta.v`). */
export const BOARD_VERSION = 2;

export interface BoardMeta {
  kind: typeof BOARD_KIND;
  lesson: Lesson;
  /** Every line handed in, one code (or several) a line, in the order they came. */
  codes: string;
  /** Results came in live (from version 2; false for boards saved by earlier builds). */
  live: boolean;
}

/** The lesson and codes of a class-board record; null for any other record (or a damaged one). */
export function boardMeta(record: Pick<HistoryRecord, 'meta'>): BoardMeta | null {
  const m = record.meta;
  if (m.kind !== BOARD_KIND || typeof m.codes !== 'string' || !isObj(m.lesson)) return null;
  const l = m.lesson;
  if (typeof l.game !== 'string' || typeof l.seed !== 'string' || !isObj(l.params)) return null;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(l.params)) if (typeof v === 'string') params[k] = v;
  const version = typeof m.v === 'number' && Number.isInteger(m.v) && m.v >= 1 ? m.v : 1;
  return {
    kind: BOARD_KIND,
    lesson: { game: l.game, params, seed: l.seed, name: typeof l.name === 'string' ? l.name : '' },
    codes: m.codes,
    live: version >= 2 && m.live === true,
  };
}

/** The record of a board (`id` kept when it is saved again); `live` when results came in live. */
export function boardRecord(id: string, lesson: Lesson, codes: string, code: string, board: ClassBoard, live = false): HistoryRecord {
  return {
    id,
    game: lesson.game,
    code,
    finishedAt: Date.now(),
    players: board.students.map((s) => ({ name: s.name, score: s.total })),
    meta: {
      kind: BOARD_KIND,
      v: BOARD_VERSION,
      lesson: { game: lesson.game, params: { ...lesson.params }, seed: lesson.seed, name: lesson.name },
      codes,
      live,
    },
  };
}
