/**
 * TUF's equation check on inputs that used to be timed inside unit tests
 * (tests/games/tuf/check.test.ts, property.test.ts); wall-clock figures
 * belong here, not in pass/fail tests.
 *   - pathological inputs: a tower of powers and a 900-digit based number,
 *     each refused with a reason (target: well under 1 s)
 *   - every game's rolls checked as typed (cubes in roll order, mostly not
 *     equations): 30 seeded rolls per game (target: each well under 500 ms)
 */
import { checkEquation, formatRoll, GAME_KEYS, rollCubes } from '../../games/tuf';
import { timed, type BenchRow } from './stats';

export function bench(): BenchRow[] {
  const hard = [
    { game: '6' as const, equation: '9 9 ^10 ^10 = 1' },
    { game: '5' as const, equation: `${Array.from({ length: 900 }, () => '9').join(' ')} _10 = 1` },
  ];
  const hardMs: number[] = [];
  for (let i = 0; i < 10; i++) for (const h of hard) hardMs.push(timed(() => checkEquation(h)).ms);
  const rollMs: number[] = [];
  let valid = 0;
  for (const game of GAME_KEYS) {
    for (let i = 0; i < 30; i++) {
      const equation = formatRoll(rollCubes(game, `check-bench-${i}`));
      const { ms, value } = timed(() => checkEquation({ game, equation }));
      rollMs.push(ms);
      if (value.valid) valid++;
    }
  }
  return [
    { name: 'tuf check, pathological inputs (power tower, 900-digit based number; 10 runs each)', samples: hardMs },
    { name: `tuf check, rolls typed as they fell (30 per game, ${GAME_KEYS.length} games)`, samples: rollMs, notes: { valid: valid } },
  ];
}
