/**
 * TUF maths' computers at the race table (src/games/race/runner.ts): a
 * computer seat's plan is the equation its level finds for its roll, and
 * when it calls. `ask` is the TUF solver's `computerMove` — the worker client
 * on screen, the solver module itself on the command line and in tests.
 */
import type { AbortSignalLike } from '../../core/runner';
import type { RaceComputer } from '../race/runner';
import type { ComputerLevel } from '../race/types';
import { formatRoll, type CheckResult, type RulesKey, type RolledCube, type TufSettings } from './index';
import { rulesKey, type MatchParams } from './matchParams';

export type TufComputerAsk = (
  game: RulesKey,
  roll: string,
  level: ComputerLevel,
  seed: string,
  settings: TufSettings,
  signal: AbortSignalLike,
) => Promise<{ equation: string | null; delayMs: number }>;

export function tufRaceComputer(ask: TufComputerAsk): RaceComputer<MatchParams, RolledCube, CheckResult> {
  return {
    plan: (state, round, seat, signal) =>
      ask(
        rulesKey(state.params),
        formatRoll(round.rolls[seat] ?? []),
        state.seats[seat]?.level ?? 'easy',
        `${state.seed}/${round.index}/${seat}`,
        state.params.settings,
        signal,
      ).then((a) => ({ submission: a.equation, delayMs: a.delayMs })),
  };
}
