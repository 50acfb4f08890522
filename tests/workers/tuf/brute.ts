/**
 * A plain brute force for small rolls: every ordering of every selection of
 * the roll's cubes is handed to the rules engine; the best valid one wins.
 * Slow on purpose (no cleverness shared with the solver).
 */
import { expect } from 'vitest';
import { createRng } from '../../../src/core/random';
import { BLUE_FACES, GREEN_FACES, RED_FACES, YELLOW_FACES, checkEquation, type GameKey, type TufSettings } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';

export interface BruteBest {
  score: number;
  cubes: number;
  equation: string | null;
}

/**
 * Calls `each` once with every distinct ordering of every selection of the
 * faces (repeated faces are not permuted among themselves). The sequence is
 * reused: copy it to keep it.
 */
export function forEachOrdering(faces: readonly string[], each: (seq: readonly string[]) => void): void {
  const used = new Array<boolean>(faces.length).fill(false);
  const seq: string[] = [];
  const visit = (): void => {
    each(seq);
    const tried = new Set<string>();
    for (let i = 0; i < faces.length; i++) {
      if (used[i]) continue;
      const f = faces[i] as string;
      if (tried.has(f)) continue;
      tried.add(f);
      used[i] = true;
      seq.push(f);
      visit();
      seq.pop();
      used[i] = false;
    }
  };
  visit();
}

/** Whether a sequence can be an equation at all: an '=' and at least three cubes. */
export const couldBeEquation = (seq: readonly string[]): boolean => seq.includes('=') && seq.length >= 3;

/** Checks arrangements with the engine (each text once) and keeps the best valid one. */
export function bestKeeper(game: GameKey, roll: string, settings?: Partial<TufSettings>): { offer(tokens: readonly string[]): void; best(): BruteBest } {
  let best: BruteBest = { score: 0, cubes: 0, equation: null };
  const seen = new Set<string>();
  return {
    offer(tokens) {
      const text = tokens.join(' ');
      if (seen.has(text)) return;
      seen.add(text);
      const r = checkEquation({ game, equation: text, roll, ...(settings ? { settings } : {}) });
      if (r.valid && (r.score > best.score || (r.score === best.score && r.cubes > best.cubes))) {
        best = { score: r.score, cubes: r.cubes, equation: text };
      }
    },
    best: () => best,
  };
}

export function bruteBest(game: GameKey, faces: readonly string[], settings?: Partial<TufSettings>): BruteBest {
  const keeper = bestKeeper(game, faces.join(' '), settings);
  forEachOrdering(faces, (seq) => {
    if (couldBeEquation(seq)) keeper.offer(seq);
  });
  return keeper.best();
}

/** Distinct valid equations with the given score, a side-swapped pair counted once (small rolls only). */
export function bruteCount(game: GameKey, faces: readonly string[], score: number, settings?: Partial<TufSettings>): number {
  const roll = faces.join(' ');
  const found = new Set<string>();
  // × and (×) read the same, as do 0 and ø outside game 3: count readings, not faces
  const canon = (f: string): string => (f === '(x)' ? 'x' : f === 'ø' && game !== '3' ? '0' : f);
  forEachOrdering(faces, (seq) => {
    if (!couldBeEquation(seq)) return;
    const r = checkEquation({ game, equation: seq.join(' '), roll, ...(settings ? { settings } : {}) });
    if (r.valid && r.score === score) {
      const i = seq.indexOf('=');
      const left = seq.slice(0, i).map(canon).join(' ');
      const right = seq
        .slice(i + 1)
        .map(canon)
        .join(' ');
      found.add(left < right ? `${left}=${right}` : `${right}=${left}`);
    }
  });
  return found.size;
}

/** A small random roll (one '=' and `size - 1` other cubes) for the brute-force comparison. */
export function smallRoll(game: GameKey, seed: string, size: number): string[] {
  const rng = createRng(seed);
  const faces: string[] = ['='];
  const fractions = game === '2' || game === '2a' || game === '3';
  const ops = game === '1a' ? ['+', '-'] : RED_FACES;
  while (faces.length < size) {
    const r = rng.int(10);
    if (r < 3) faces.push(rng.pick(BLUE_FACES));
    else if (r < 6) faces.push(rng.pick(GREEN_FACES));
    else if (r < 9 || !fractions) faces.push(rng.pick(ops));
    else faces.push(rng.pick(YELLOW_FACES));
  }
  return rng.shuffle(faces);
}

/** The solver's answer equals the brute force's best score and cube count, and passes the engine's check. */
export function agree(game: GameKey, faces: string[], settings?: Partial<TufSettings>): void {
  const brute = bruteBest(game, faces, settings);
  const got = solve({ game, roll: faces.join(' '), ...(settings ? { settings } : {}) });
  const label = `${game}: ${faces.join(' ')} solver=${got.equation ?? 'none'} brute=${brute.equation ?? 'none'}`;
  expect(got.proven, label).toBe(true);
  expect([got.score, got.cubes], label).toEqual([brute.score, brute.cubes]);
  if (got.equation !== null) {
    const r = checkEquation({ game, equation: got.equation, roll: faces.join(' '), ...(settings ? { settings } : {}) });
    expect(r.valid, label).toBe(true);
  }
}

/**
 * Brute force for game 4: every ordering of every selection of cubes, each
 * with no gap, one gap or two gaps anywhere between cubes (a bare `(x)` lets
 * the engine try all its readings).
 */
export function bruteBestWithGaps(game: GameKey, faces: readonly string[]): BruteBest {
  const keeper = bestKeeper(game, faces.join(' '));
  forEachOrdering(faces, (seq) => {
    if (!couldBeEquation(seq)) return;
    keeper.offer(seq);
    for (let a = 1; a < seq.length; a++) {
      const one = [...seq.slice(0, a), '|', ...seq.slice(a)];
      keeper.offer(one);
      for (let b = a + 2; b < one.length; b++) keeper.offer([...one.slice(0, b), '|', ...one.slice(b)]);
    }
  });
  return keeper.best();
}
