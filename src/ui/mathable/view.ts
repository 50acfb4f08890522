/**
 * What the Mathable screens compute without touching the page: the window of
 * the board in play (the phone's zoom), refusal wording through the message
 * catalogue, the hall of fame, names, and session titles.
 */
import { SIZE } from '../../games/mathable/board';
import type { MathableState } from '../../games/mathable/engine';
import type { HistoryRecord } from '../../storage';
import { t } from '../../i18n';
// Mathable's wrong result is worded from its checks: the composer registers with the catalogue's core.
import '../../i18n/mathable';

export interface BoardWindow {
  top: number;
  left: number;
  size: number;
}

export const WHOLE_BOARD: BoardWindow = { top: 0, left: 0, size: SIZE };

/**
 * The square part of the board worth showing: every tile plus two squares
 * around (where the next tiles can go), at least `minSize` squares wide,
 * kept on the board.
 */
export function playWindow(board: readonly number[], minSize = 8): BoardWindow {
  let r0 = SIZE,
    r1 = -1,
    c0 = SIZE,
    c1 = -1;
  board.forEach((v, p) => {
    if (v < 0) return;
    const r = Math.floor(p / SIZE),
      c = p % SIZE;
    r0 = Math.min(r0, r);
    r1 = Math.max(r1, r);
    c0 = Math.min(c0, c);
    c1 = Math.max(c1, c);
  });
  if (r1 < 0) return WHOLE_BOARD;
  r0 -= 2;
  c0 -= 2;
  r1 += 2;
  c1 += 2;
  const size = Math.min(SIZE, Math.max(minSize, r1 - r0 + 1, c1 - c0 + 1));
  const centre = (lo: number, hi: number): number => {
    const start = Math.floor((lo + hi + 1 - size) / 2);
    return Math.max(0, Math.min(SIZE - size, start));
  };
  return { top: centre(r0, r1), left: centre(c0, c1), size };
}

/**
 * Names of the seats: from the game's `names` move; for games saved before
 * names were moves, from the screen state kept with the session; defaults
 * when missing.
 */
export function seatNames(state: Pick<MathableState, 'params' | 'names'>, view: unknown): string[] {
  const params = state.params;
  const fromView = typeof view === 'object' && view !== null && Array.isArray((view as { names?: unknown }).names) ? (view as { names: unknown[] }).names : [];
  const saved: unknown[] = state.names ? [...state.names] : fromView;
  return params.seats.map((seat, i) => {
    const n = saved[i];
    if (typeof n === 'string' && n.trim() !== '') return n.trim().slice(0, 24);
    return seat.kind === 'computer' ? t('mathable.defaultComputer', { n: i + 1 }) : t('mathable.defaultPlayer', { n: i + 1 });
  });
}

/** Whether the "where can it go" highlight is on for this session. */
export function highlightOn(view: unknown): boolean {
  return typeof view === 'object' && view !== null && (view as { highlight?: unknown }).highlight === true;
}

export function sessionTitle(s: MathableState): { title: string; finished: boolean } {
  if (s.ended) return { title: t('mathable.sessionDone', { players: s.params.seats.length }), finished: true };
  return { title: t('mathable.sessionTitle', { players: s.params.seats.length, count: s.bag.length }), finished: false };
}

/** A player's line in the results: final score, and the rack tiles taken off it (named, not only added up). */
export function finalLine(name: string, score: number, before: number, rack: readonly number[]): string {
  if (rack.length === 0) return t('mathable.finalClear', { name, score });
  return t('mathable.final', { name, score, before, penalty: rack.reduce((a, b) => a + b, 0), tiles: rack.join(' ') });
}

export interface FameEntry {
  name: string;
  score: number;
  when: number;
  won: boolean;
}

/**
 * Whether a finished game belongs in the hall of fame: no hint used, and
 * played out (the bag emptied and play stopped), not ended by agreement while
 * tiles were still in the bag (a game stopped after one turn at −53 is not an
 * achievement). Records from before `bagLeft` was kept count when not agreed.
 */
export function fameWorthy(meta: Record<string, unknown>): boolean {
  if (meta.hintUsed !== false) return false;
  if (meta.reason === 'agreed') return meta.bagLeft === 0;
  return true;
}

/**
 * The hall of fame for games of `players` players: the best human scores of
 * finished games worth keeping (`fameWorthy`), best first.
 */
export function hallOfFame(history: readonly HistoryRecord[], players: number, limit = 10): FameEntry[] {
  const out: FameEntry[] = [];
  for (const h of history) {
    if (h.game !== 'mathable' || h.players.length !== players) continue;
    if (!fameWorthy(h.meta)) continue;
    const best = Math.max(...h.players.map((p) => p.score));
    for (const p of h.players) {
      if (p.computer) continue;
      out.push({ name: p.name, score: p.score, when: h.finishedAt, won: p.score === best });
    }
  }
  out.sort((a, b) => b.score - a.score || a.when - b.when);
  return out.slice(0, limit);
}

/** What the history keeps of a finished game's turns: one line of data per turn (who, what, points). */
export function historyLog(s: MathableState, names: readonly string[]): { name: string; placed?: number[]; exchanged?: number; points?: number }[] {
  return s.log.map((rec) => {
    const name = names[rec.player] ?? '';
    if ('placed' in rec) return { name, placed: rec.placed.map((p) => p.tile), points: rec.points };
    if ('exchanged' in rec) return { name, exchanged: rec.exchanged.length };
    return { name };
  });
}

/** The history record of a finished game (without its id and time): final scores, how it ended, the turn log, the moves. */
export function gameHistory(s: MathableState, session: { code: string; moves: unknown[]; view?: unknown }): Omit<HistoryRecord, 'id' | 'finishedAt'> {
  const names = seatNames(s, session.view);
  return {
    game: 'mathable',
    code: session.code,
    players: s.params.seats.map((seat, i) => ({ name: names[i] ?? '', score: s.ended?.finalScores[i] ?? 0, computer: seat.kind === 'computer' })),
    meta: {
      hintUsed: s.hintUsed,
      players: s.params.seats.length,
      reason: s.ended?.reason,
      bagLeft: s.bag.length,
      turns: s.log.length,
      log: historyLog(s, names),
    },
    moves: session.moves,
  };
}
