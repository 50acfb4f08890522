/**
 * TUF's plug-in to the race games' hint ladders (`../race/hintLadder.ts`):
 * three steps (how many cubes, the shape, the equation), asked of the TUF
 * solver with the line as it was when the step was asked, worded from the
 * catalogue when the answer arrives.
 */
import { faceSymbol, formatRoll, type Face, type RulesKey, type RolledCube, type TufSettings } from '../../games/tuf';
import { localDecimals, t } from '../../i18n';
import { useHintLadders, type HintLadders, type HintTable } from '../race/hintLadder';
import type { HintAnswer, TufSolver } from './solver';

/** The top of a TUF ladder: 1 how many cubes, 2 the shape, 3 the equation. */
export const LAST_STEP = 3;

/** A solver's answer in the reader's words; `done` when no further step can help (no equation, or theirs is already the best). */
export function hintWords(h: HintAnswer, step: number): { text: string; done: boolean } {
  if (h.step === null) return { text: h.exists ? t('tuf.hint.best') : t('tuf.hint.none'), done: true };
  const shape = h.shape ?? h.usesCubes.map((f) => faceSymbol(f as Face)).join(' ');
  const first = t('tuf.hint.1', { cubes: h.cubes, score: h.score });
  const text =
    h.step === 1
      ? first
      : h.step === 2
        ? `${first} ${t(shape.includes('▫') ? 'tuf.hint.2small' : 'tuf.hint.2', { shape })}`
        : t('tuf.hint.3', { normal: localDecimals(h.normal ?? '') });
  return { text, done: step >= LAST_STEP };
}

/** The table as TUF's ladders read it: the shared table, and the game and roll its solver is asked about. */
export interface TufHintTable extends HintTable {
  game: RulesKey;
  settings: TufSettings;
  round: HintTable['round'] & { rolls: readonly (readonly RolledCube[])[] };
}

/** Each person's TUF hint ladder for the round on the table (none when the solver gives no hints). */
export function useTufHints(solver: TufSolver, table: TufHintTable | null, seats: readonly number[]): HintLadders {
  const hint = solver.hint;
  return useHintLadders(
    hint && table
      ? {
          game: 'tuf',
          last: LAST_STEP,
          words: (seat, step, have, signal) =>
            hint(table.game, formatRoll(table.round.rolls[seat] ?? []), step as 1 | 2 | 3, have === '' ? undefined : have, table.settings, signal).then((h) =>
              hintWords(h, step),
            ),
        }
      : null,
    table,
    seats,
  );
}
