/** Test helper: a short true equation "a op b = c" from a roll, found by trying them all (throws when there is none). */
import { checkEquation, type Face, type GameKey } from '../../../src/games/tuf';

export function smallEquation(faces: readonly string[], game: GameKey = '1'): string {
  const nums = faces.filter((f) => /^(\d+|ø)$/.test(f));
  const ops = faces.filter((f) => ['+', '-', 'x', '/', '(x)'].includes(f));
  for (let i = 0; i < nums.length; i++)
    for (let j = 0; j < nums.length; j++)
      for (let k = 0; k < nums.length; k++) {
        if (i === j || j === k || i === k) continue;
        for (const op of ops) {
          const eq = `${nums[i]} ${op} ${nums[j]} = ${nums[k]}`;
          if (checkEquation({ game, equation: eq, roll: faces as Face[] }).valid) return eq;
        }
      }
  throw new Error(`no small equation in the roll ${faces.join(' ')}`);
}
