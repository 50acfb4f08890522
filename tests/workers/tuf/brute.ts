/**
 * A plain brute force for small rolls: every ordering of every selection of
 * the roll's cubes is handed to the rules engine; the best valid one wins.
 * Slow on purpose (no cleverness shared with the solver).
 */
import { checkEquation, type GameKey, type TufSettings } from '../../../src/games/tuf';

export interface BruteBest {
  score: number;
  cubes: number;
  equation: string | null;
}

export function bruteBest(game: GameKey, faces: readonly string[], settings?: Partial<TufSettings>): BruteBest {
  let best: BruteBest = { score: 0, cubes: 0, equation: null };
  const roll = faces.join(' ');
  const used = new Array<boolean>(faces.length).fill(false);
  const seq: string[] = [];
  const seen = new Set<string>();
  const visit = (): void => {
    if (seq.includes('=') && seq.length >= 3) {
      const text = seq.join(' ');
      if (!seen.has(text)) {
        seen.add(text);
        const r = checkEquation({ game, equation: text, roll, ...(settings ? { settings } : {}) });
        if (r.valid && (r.score > best.score || (r.score === best.score && r.cubes > best.cubes))) {
          best = { score: r.score, cubes: r.cubes, equation: text };
        }
      }
    }
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
  return best;
}

/** Distinct valid equations with the given score, a side-swapped pair counted once (small rolls only). */
export function bruteCount(game: GameKey, faces: readonly string[], score: number, settings?: Partial<TufSettings>): number {
  const roll = faces.join(' ');
  const found = new Set<string>();
  const used = new Array<boolean>(faces.length).fill(false);
  const seq: string[] = [];
  // × and (×) read the same, as do 0 and ø outside game 3: count readings, not faces
  const canon = (f: string): string => (f === '(x)' ? 'x' : f === 'ø' && game !== '3' ? '0' : f);
  const visit = (): void => {
    if (seq.includes('=') && seq.length >= 3) {
      const text = seq.join(' ');
      const r = checkEquation({ game, equation: text, roll, ...(settings ? { settings } : {}) });
      if (r.valid && r.score === score) {
        const i = seq.indexOf('=');
        const left = seq.slice(0, i).map(canon).join(' ');
        const right = seq.slice(i + 1).map(canon).join(' ');
        found.add(left < right ? `${left}=${right}` : `${right}=${left}`);
      }
    }
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
  return found.size;
}
