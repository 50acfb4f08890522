/** Test helper: a short true equation "a op b = c" from a roll, found by trying them all (throws when there is none). */
import { checkEquation, type Face, type GameKey, type RulesKey, type TufSettings } from '../../../src/games/tuf';

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

/** A side of an equation being built: its faces (with signs), the number cubes it uses (by index), its signs, its value. */
interface Side {
  faces: string[];
  used: number;
  signs: string[];
  value: number;
}

const SIGN_VALUE: Readonly<Record<string, string>> = { '+': '+', '-': '-', x: '*', '(x)': '*', '/': '/' };

/** A row of numbers and signs, × and ÷ before + and − (no brackets, no negative signs). */
function rowValue(nums: readonly number[], signs: readonly string[]): number {
  const terms: number[] = [nums[0] as number];
  const adds: string[] = [];
  for (let i = 0; i < signs.length; i++) {
    const s = SIGN_VALUE[signs[i] as string];
    const n = nums[i + 1] as number;
    if (s === '*') terms[terms.length - 1] = (terms[terms.length - 1] as number) * n;
    else if (s === '/') terms[terms.length - 1] = n === 0 ? Number.NaN : (terms[terms.length - 1] as number) / n;
    else {
      terms.push(n);
      adds.push(s as string);
    }
  }
  return terms.slice(1).reduce((v, n, i) => (adds[i] === '+' ? v + n : v - n), terms[0] as number);
}

/**
 * Test helper: a short true equation using the preset constant cube's face (`face`, worth `value`) from a roll,
 * such as "chi = 6 x 2" or "chi - 4 = 1 x 8": both sides rows of at most three numbers (a number is a cube, or two
 * digit cubes side by side) with + − × ÷ between them, the fewest cubes first; the engine has the last word on each.
 * Throws when it finds none.
 */
export function constantEquation(faces: readonly string[], game: RulesKey, settings: Partial<TufSettings>, face: string, value: number): string {
  const numbers: { faces: string[]; used: number; value: number }[] = [];
  const cubes = faces.map((f, i) => ({ f, i })).filter(({ f }) => /^(\d+|1\/\d+)$/.test(f));
  const read = (f: string): number => (f.startsWith('1/') ? 1 / Number(f.slice(2)) : Number(f));
  for (const a of cubes) {
    numbers.push({ faces: [a.f], used: 1 << a.i, value: read(a.f) });
    // two digit cubes side by side make one number (not starting with 0)
    for (const b of cubes)
      if (a !== b && /^[1-9]$/.test(a.f) && /^\d$/.test(b.f)) numbers.push({ faces: [a.f, b.f], used: (1 << a.i) | (1 << b.i), value: Number(a.f + b.f) });
  }
  const signsInRoll = [...new Set(faces.filter((f) => f in SIGN_VALUE))];
  const count = (list: readonly string[], f: string) => list.filter((x) => x === f).length;
  const sides: Side[] = [];
  // rows of one, two and three numbers (three only of single cubes), each cube once
  const grow = (row: (typeof numbers)[number][], signs: string[], max: number): void => {
    const used = row.reduce((m, n) => m | n.used, 0);
    sides.push({
      faces: row.flatMap((n, i) => (i === 0 ? n.faces : [signs[i - 1] as string, ...n.faces])),
      used,
      signs,
      value: rowValue(
        row.map((n) => n.value),
        signs,
      ),
    });
    if (row.length === max) return;
    for (const n of numbers) {
      if ((n.used & used) !== 0 || (max === 3 && n.faces.length > 1) || (max === 3 && row.some((r) => r.faces.length > 1))) continue;
      for (const s of signsInRoll) if (count(signs, s) < count(faces, s)) grow([...row, n], [...signs, s], max);
    }
  };
  for (const n of numbers) {
    grow([n], [], 2);
    if (n.faces.length === 1) grow([n], [], 3);
  }
  // the constant's side: the face alone, or put before or after a row of one or two numbers
  const withFace: Side[] = [{ faces: [face], used: 0, signs: [], value }];
  for (const side of sides) {
    if (side.signs.length > 1) continue;
    for (const s of signsInRoll) {
      if (count(side.signs, s) >= count(faces, s)) continue;
      const before = { faces: [face, s, ...side.faces], used: side.used, signs: [s, ...side.signs], value: Number.NaN };
      const after = { faces: [...side.faces, s, face], used: side.used, signs: [...side.signs, s], value: Number.NaN };
      // values: the row read again with the constant in it
      const rowOf = (f: readonly string[]) => {
        const ns: number[] = [];
        const ss: string[] = [];
        let cur = '';
        for (const x of f) {
          if (x in SIGN_VALUE) {
            ns.push(cur === face ? value : read(cur));
            ss.push(x);
            cur = '';
          } else cur = cur === '' ? x : cur + x;
        }
        ns.push(cur === face ? value : read(cur));
        return rowValue(ns, ss);
      };
      before.value = rowOf(before.faces);
      after.value = rowOf(after.faces);
      withFace.push(before, after);
    }
  }
  const byValue = new Map<string, Side[]>();
  const key = (v: number) => (Number.isFinite(v) ? v.toFixed(9) : 'x');
  for (const side of sides) byValue.set(key(side.value), [...(byValue.get(key(side.value)) ?? []), side]);
  const found: string[] = [];
  for (const left of withFace)
    for (const right of byValue.get(key(left.value)) ?? []) {
      if ((left.used & right.used) !== 0) continue;
      if (signsInRoll.some((s) => count(left.signs, s) + count(right.signs, s) > count(faces, s))) continue;
      found.push([...left.faces, '=', ...right.faces].join(' '));
    }
  found.sort((a, b) => a.split(' ').length - b.split(' ').length);
  for (const eq of found) if (checkEquation({ game, equation: eq, roll: faces as Face[], settings }).valid) return eq;
  throw new Error(`no short equation with ${face} in the roll ${faces.join(' ')}`);
}
