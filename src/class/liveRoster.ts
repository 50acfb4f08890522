/**
 * The teacher's view of a live lesson's document (src/class/live.ts), for
 * every game: who has joined (each device's name, as soon as its game is on
 * screen), how far each has played, and each device's latest result read
 * against the lesson. DOM-free and pure, so the live board and the tests
 * read a document alike.
 *
 * A result is counted only when it is the lesson's, untouched, and names the
 * device that handed it in: the class server lets a device write only its
 * own entry, so a code naming another device (a student handing in a result
 * made as someone else, to take their place on the board) is refused
 * (`resultOtherDevice`), as a foreign or damaged code is.
 */
import type { Refusal } from '../core/refusal';
import type { Lesson } from './lesson';
import type { ClassResult } from './result';
import { readResultCode, type ResultRefusalCode } from './resultCode';

/** Games whose lesson is one round (the board, the game): a result in them is "so far" until finished, not "after round n". */
export const ONE_ROUND_GAMES: ReadonlySet<string> = new Set(['tally', 'mathable']);

export type LiveRefusalCode = ResultRefusalCode | 'resultOtherDevice';

export type RosterEntry =
  | { device: string; name: string; state: 'joined' }
  | { device: string; name: string; state: 'playing' | 'finished'; result: ClassResult; code: string }
  | { device: string; name: string; state: 'refused'; refusal: Refusal<LiveRefusalCode> };

/**
 * One entry per device that wrote a name or a result (the teacher's own device, `except`, left out), sorted by
 * name then device. `names` and `results` are the document's (`LiveLesson.names()`, `.results()`).
 */
export function liveRoster(
  lesson: Pick<Lesson, 'game' | 'params' | 'seed'>,
  names: ReadonlyMap<string, string>,
  results: ReadonlyMap<string, string>,
  except = '',
): RosterEntry[] {
  const out: RosterEntry[] = [];
  const devices = new Set([...names.keys(), ...results.keys()]);
  devices.delete(except);
  for (const device of devices) {
    const name = (names.get(device) ?? '').trim();
    const text = results.get(device);
    if (text === undefined) {
      out.push({ device, name, state: 'joined' });
      continue;
    }
    const read = readResultCode(text, lesson);
    if (!read.ok) {
      out.push({ device, name, state: 'refused', refusal: read.refusal });
      continue;
    }
    if (read.result.device !== device) {
      out.push({ device, name, state: 'refused', refusal: { code: 'resultOtherDevice', vars: { name: read.result.name } } });
      continue;
    }
    out.push({ device, name: read.result.name || name, state: read.result.finished ? 'finished' : 'playing', result: read.result, code: read.code });
  }
  const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return out.sort((a, b) => cmp(a.name.toLocaleLowerCase(), b.name.toLocaleLowerCase()) || cmp(a.device, b.device));
}

/**
 * Whether a student's result has something to hand in: the lesson over, or a round played; in a one-round game
 * (Tally Rally, Mathable) something written or scored, so a student who has only opened the board is "joined",
 * not on the board with nothing.
 */
export function hasHandIn(result: Pick<ClassResult, 'game' | 'rounds' | 'finished'>): boolean {
  if (result.finished) return true;
  if (ONE_ROUND_GAMES.has(result.game)) return result.rounds.some((r) => r.declared !== undefined || r.score !== 0);
  return result.rounds.length > 0;
}

/**
 * The board's lines with a device's new live result: every line of `text` that reads (against the lesson) as that
 * device's result is replaced by `code`, which comes last; a line that does not read stays as it is. So a student's
 * result, handed in again after each round or equation, is one line on the board, never a growing pile. A line of
 * that device that went further (more rounds, or the lesson finished: a result the teacher scanned from a device
 * that was offline) is kept, and `text` comes back unchanged.
 */
export function withLiveResult(lesson: Pick<Lesson, 'game' | 'params' | 'seed'>, text: string, device: string, code: string): string {
  const next = readResultCode(code, lesson);
  if (!next.ok) return text;
  const further = (a: ClassResult, b: ClassResult): boolean =>
    a.rounds.length > b.rounds.length || (a.rounds.length === b.rounds.length && a.finished && !b.finished);
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const kept: string[] = [];
  for (const line of lines) {
    const read = readResultCode(line, lesson);
    if (!read.ok || read.result.device !== device) kept.push(line);
    else if (further(read.result, next.result)) return text;
  }
  return [...kept, code].join('\n');
}
