/**
 * TUF words' Rotary as the match runner sees it (src/core/runner): the
 * computer seats race for the opening word, then play on their turns; each
 * answer is laid after the computer's own pause (`delayMs`, counted from the
 * turn's start); the table passes for a person whose glass runs out, and a
 * medium or hard computer calls TUF ERROR a little after a word it finds
 * incorrect (before anything else happens).
 */
import { dueAt, type ComputerPlayer, type MatchStatus, type RunnerGame } from '../../core/runner';
import { IllegalMoveError } from '../../core/engine';
import { totalMs } from '../../core/timer';
import { formatHand } from '../../games/words';
import {
  currentGame,
  handUse,
  layCorrect,
  rotaryEngine,
  rotaryOver,
  rotaryTotals,
  sharedGrid,
  sharedGridText,
  tufSeat,
  type RotaryGame,
  type RotaryMove,
  type RotaryState,
} from '../../games/words/rotary';
import type { Level } from '../../../workers/words/solve';
import { rotaryNames } from './rotaryLabels';
import { setupOf, type RotaryComputerTurn, type WordsSolver } from './solver';

/** A medium or hard computer calls TUF ERROR this long after a word it finds incorrect is laid. */
export const COMPUTER_CHALLENGE_MS = 2500;

/** The seconds the opening race has run from: the roll, or the TUF ERROR that struck the opening word. */
export function openingFrom(game: RotaryGame): number {
  const last = game.challenges[game.challenges.length - 1];
  return game.lays.length > 0 && last ? last.at : game.startedAt;
}

/** The game in play, when there is one and it is not over. */
function inPlay(state: RotaryState): RotaryGame | null {
  const game = currentGame(state);
  return state.phase === 'playing' && game !== null && rotaryOver(state, game) === null ? game : null;
}

/** The medium or hard computer that calls TUF ERROR on the last word, when it is incorrect and not yet called. */
function challenger(state: RotaryState, game: RotaryGame): { by: number; at: number } | null {
  const lastIndex = game.lays.length - 1;
  const last = game.lays[lastIndex];
  if (!last || last.removed || game.challenges.some((c) => c.lay === lastIndex)) return null;
  const finder = state.seats.findIndex((s, i) => s.kind === 'computer' && s.level !== 'easy' && i !== last.seat);
  if (finder < 0 || layCorrect(state, game, lastIndex)) return null;
  return { by: finder, at: last.at + COMPUTER_CHALLENGE_MS };
}

export function rotaryStatus(state: RotaryState): MatchStatus {
  const totals = rotaryTotals(state);
  const over = state.phase === 'finished';
  const best = Math.max(...totals);
  return {
    over,
    players: rotaryNames(state).map((name, i) => ({ name, score: totals[i] ?? 0, ...(state.seats[i]?.kind === 'computer' ? { computer: true } : {}) })),
    winners: over ? totals.flatMap((x, i) => (x === best ? [i] : [])) : [],
  };
}

export const rotaryRunnerGame: RunnerGame<RotaryState, RotaryMove> = {
  apply: (s, m) => rotaryEngine.apply(s, m),
  race: true,
  toAct(state) {
    const game = inPlay(state);
    // a TUF ERROR on its way holds the table
    if (!game || challenger(state, game)) return [];
    if (tufSeat(game) === null) return state.seats.flatMap((s, i) => (s.kind === 'human' || !(game.openingPasses ?? []).includes(i) ? [i] : []));
    return game.turn ? [game.turn.seat] : [];
  },
  isComputer: (state, seat) => state.seats[seat]?.kind === 'computer',
  status: rotaryStatus,
  tableMove(state) {
    const game = inPlay(state);
    if (!game) return null;
    const at = (now: number): number => Math.max(now, state.lastAt);
    const call = challenger(state, game);
    if (call) return { at: call.at, move: (now) => ({ type: 'challenge', by: call.by, at: at(now) }) };
    const turn = game.turn;
    if (tufSeat(game) === null || !turn || state.seats[turn.seat]?.kind !== 'human' || turn.timer.pausedAt !== null) return null;
    return { at: turn.timer.startedAt + turn.timer.pausedMs + totalMs(turn.timer), move: (now) => ({ type: 'pass', seat: turn.seat, at: at(now) }) };
  },
};

/**
 * A computer seat's word from the solver, with the dictionary's verdict on the grid it makes, due after its
 * pause. A computer whose worker fails, or whose word no longer fits, passes (it cannot see a word).
 */
export function rotaryComputer(
  solver: () => WordsSolver,
): (state: RotaryState, seat: number, signal: AbortSignal) => ReturnType<ComputerPlayer<RotaryState, RotaryMove>> {
  return async (state, seat, signal) => {
    const game = currentGame(state) as RotaryGame;
    const ask = solver().rotary;
    // no computer search here: the seat waits (as it always has)
    if (!ask) return new Promise<never>(() => undefined);
    const opening = tufSeat(game) === null;
    const from = opening ? openingFrom(game) : (game.turns[game.turns.length - 1]?.startedAt ?? game.startedAt);
    const at = (now: number): number => Math.max(now, state.lastAt);
    const pass = (now: number): RotaryMove => ({ type: 'pass', seat, at: at(now) });
    let turn: RotaryComputerTurn;
    try {
      const cubes = formatHand(handUse(game, seat).left.map((i) => game.hands[seat]?.[i] ?? ''));
      turn = await ask(
        sharedGridText(game),
        cubes,
        setupOf(state.params),
        (state.seats[seat]?.level ?? 'easy') as Level,
        `${state.seed}/${game.index}/${seat}/${turnKey(game)}`,
        signal,
      );
    } catch {
      turn = { lay: null, delayMs: 0 };
    }
    const due = from + turn.delayMs;
    const lay = turn.lay;
    if (!lay) return dueAt(due, pass);
    const { top, left } = sharedGrid(game);
    const opened = game.cubes.length === 0;
    const bare = (now: number): RotaryMove => ({
      type: 'lay',
      seat,
      row: opened ? 0 : lay.row + top,
      col: opened ? 0 : lay.col + left,
      dir: lay.dir,
      word: lay.word,
      at: at(now),
    });
    let next: RotaryState;
    try {
      next = rotaryEngine.apply(state, bare(due));
    } catch (e) {
      if (e instanceof IllegalMoveError) return dueAt(due, pass);
      throw e;
    }
    let verdict: Awaited<ReturnType<WordsSolver['verdict']>>;
    try {
      verdict = await solver().verdict(sharedGridText(currentGame(next) as RotaryGame), setupOf(state.params), undefined, signal);
    } catch {
      return dueAt(due, pass);
    }
    return dueAt(due, (now) => {
      const m = { ...bare(now), verdict } as RotaryMove;
      try {
        rotaryEngine.apply(state, m);
        return m;
      } catch {
        return pass(now);
      }
    });
  };
}

/** Changes whenever the shared crossword or the seat to play changes. */
export function turnKey(game: RotaryGame): string {
  return `${game.index}/${game.lays.length}/${game.lays.filter((l) => l.removed).length}/${game.turns.length}/${(game.openingPasses ?? []).length}`;
}
