/**
 * What the first tap of a round runs for the first time, run once beforehand
 * while the cubes tumble in (issue 16). A tap puts a cube on the line, and
 * the seat then reads the line (`renderNormal`, `checkEquation` for the
 * validity light, the refusal's words): the first time, the browser compiles
 * that code as it goes, and on a 4×-slowed tablet the first tap of a round
 * took half as long again as the others. Each step is a small piece run in
 * an idle moment, so the table stays free for a student's tap; nothing is
 * shown or saved.
 */
import { checkEquation, isNumberFace, isOperatorFace, renderNormal, type RulesKey, type RolledCube, type TufSettings } from '../../games/tuf';
import { localDecimals, refusalText } from '../../i18n';
import { place, toNotation, type Line } from './arrangement';

/** Lines like the first taps' lines: the first cube alone, then a short equation from the roll's own cubes (true or not). */
export function warmLines(roll: readonly RolledCube[]): Line[] {
  const lines: Line[] = [];
  if (roll.length > 0) lines.push(place([], 0));
  const pick = (ok: (face: string) => boolean, not: readonly number[] = []): number => roll.findIndex((c, i) => ok(c.face) && !not.includes(i));
  const a = pick(isNumberFace);
  const op = pick(isOperatorFace);
  const b = pick(isNumberFace, [a]);
  const eq = pick((f) => f === '=');
  const c = pick(isNumberFace, [a, b]);
  const parts = [a, op, b, eq, c];
  if (parts.every((i) => i >= 0)) lines.push(parts.reduce<Line>((line, i) => place(line, i), []));
  return lines;
}

/** Reads a line as the seat does after a tap: its normal notation and the light's verdict in words. */
function read(line: Line, roll: readonly RolledCube[], game: RulesKey, settings: TufSettings): void {
  const notation = toNotation(line, roll);
  for (const run of renderNormal(notation, game, settings).runs) localDecimals(run.text);
  const r = checkEquation({ game, equation: notation, roll, settings });
  if (!r.valid) refusalText('tuf', r.refusal);
}

type Idle = (run: () => void) => () => void;

/**
 * The next idle moment, at the latest 300 ms on (a short timer where the browser has no idle callbacks): still
 * within the tumble (about a second), never as late as a first tap; returns a cancel.
 */
const idle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 300 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
};

/** Reads each warm line in an idle moment of its own; returns a cancel (the seat left, or a new roll). */
export function warmFirstTaps(roll: readonly RolledCube[], game: RulesKey, settings: TufSettings, when: Idle = idle): () => void {
  const steps = warmLines(roll).map((line) => () => read(line, roll, game, settings));
  let cancel = (): void => undefined;
  const next = (i: number): void => {
    const step = steps[i];
    if (!step) return;
    cancel = when(() => {
      step();
      next(i + 1);
    });
  };
  next(0);
  return () => cancel();
}
