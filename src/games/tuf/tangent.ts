/**
 * TUF's tangent: the rulebook's table of tangents and tan of an angle in
 * degrees read to that table (the constant cube's tan face). Game rules, so
 * they live with the game, on top of the exact numbers of `src/core/exact.ts`.
 */
import { NumError, ONE, ZERO, approx, asRat, exact, isReal, rat, ratEq, ratIsZero, ratMul, ratSub, toApprox, type Num } from '../../core/exact';

/** The rulebook's table of tangents (angle in degrees → value as printed). */
export const TAN_TABLE: ReadonlyMap<number, number> = new Map([
  [1, 0.017],
  [10, 0.18],
  [20, 0.36],
  [31, 0.6],
  [35, 0.7],
  [42, 0.9],
  [64, 2.05],
  [76, 4.01],
  [87, 19],
  [88, 29],
  [89, 57],
]);

/** Tolerance for a tangent of an angle not in the table: two decimals, as the table prints. */
export const TAN_TOLERANCE = 0.005;

/**
 * tan of an angle in degrees. Exact for multiples of 45° (0, ±1); undefined
 * (an error) at 90° + k·180°. Otherwise approximate, with tolerance
 * max(0.005, |table value − tan|): a value is accepted to the two decimals the
 * rulebook's table prints, or as the table prints it (tan 35° = .70,
 * tan 88° = 29).
 */
export function tanDegrees(angle: Num): Num {
  if (!isReal(angle)) throw new NumError('num.tanReal');
  const r = asRat(angle);
  if (r !== null) {
    const m = ratSub(r, ratMul(rat(180), rat(floorDiv(r.n, r.d * 180n))));
    // m in [0, 180)
    if (ratIsZero(m)) return ZERO;
    if (ratEq(m, rat(45))) return ONE;
    if (ratEq(m, rat(135))) return exact(rat(-1));
    if (ratEq(m, rat(90))) throw new NumError('num.tan90');
  }
  const deg = toApprox(angle).re;
  const folded = ((deg % 180) + 180) % 180;
  if (Math.abs(folded - 90) < 1e-9) throw new NumError('num.tan90');
  const v = Math.tan((deg * Math.PI) / 180);
  const table = r !== null && r.d === 1n ? TAN_TABLE.get(Number(r.n)) : undefined;
  const slope = (Math.PI / 180) * (1 + v * v);
  const inTol = angle.exact ? 0 : angle.tol * slope;
  const tol = Math.max(TAN_TOLERANCE, table !== undefined ? Math.abs(table - v) + 1e-9 : 0) + inTol;
  return approx(v, 0, tol);
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}
