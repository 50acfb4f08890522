/**
 * Words a failure for the screen: a solver-bridge error by its code through
 * the catalogue (`solver.cancelled`, `solver.timeout`, `solver.crashed`), any
 * other error by its message.
 */
import { SolverError } from '../../services/solverClient';
import { t } from '../../i18n';

export function errorText(e: unknown): string {
  if (e instanceof SolverError) return t(`solver.${e.code}`, e.vars);
  return e instanceof Error ? e.message : String(e);
}
