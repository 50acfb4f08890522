/**
 * "Best possible" and the computer players should teach (issue 14, point 9):
 * within the same cubes and value the solver writes the tidiest equation (no
 * padding, no −0, fewest tricks, the working on the left), and medium and
 * easy computers play an equation without tricks when one of the score they
 * play exists. Checked against a brute force over every ordering of small
 * rolls that hold a 0 and a 1, so tricks are always possible.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { checkEquation } from '../../../src/games/tuf';
import { equationUpTo } from '../../../workers/tuf/opponent';
import { analyse, solve, verifyFound } from '../../../workers/tuf/solve';
import { trickRank } from '../../../workers/tuf/tricks';
import { couldBeEquation, forEachOrdering, smallRoll } from './brute';

/** A small game-1 roll holding a 0, a 1, a + and a × (so "+ 0", "× 0" and "× 1" are always possible). */
function trickyRoll(seed: string, size: number): string[] {
  const faces = smallRoll('1', seed, size);
  const others = faces.map((f, i) => (f === '=' ? -1 : i)).filter((i) => i >= 0);
  ['0', '1', '+', 'x'].forEach((f, k) => {
    if (!faces.includes(f)) faces[others[k] as number] = f;
  });
  return faces;
}

// × and (×) read the same, as do 0 and ø in game 1: the same cubes means the same readings
const canon = (f: string): string => (f === '(x)' ? 'x' : f === 'ø' ? '0' : f);
const cubesKey = (tokens: readonly string[]): string =>
  tokens
    .filter((f) => f !== '=')
    .map(canon)
    .sort()
    .join(' ');
const sides = (tokens: readonly string[]): [number, number] => {
  const i = tokens.indexOf('=');
  return [i, tokens.length - i - 1];
};

describe('the tidiest equation of the same cubes and value (brute force)', () => {
  it('game 1, rolls of 7 cubes with 0, 1, + and ×: fewest tricks, then the longer side on the left', () => {
    let compared = 0;
    let hadTrickyTwin = 0;
    for (let i = 0; i < 80; i++) {
      const faces = trickyRoll(`tidy/${i}`, 7);
      const roll = faces.join(' ');
      const got = solve({ game: '1', roll });
      if (got.equation === null) continue;
      const mine = got.equation.split(' ');
      const key = cubesKey(mine);
      let least = Infinity;
      let most = 0;
      let leftLonger = false;
      forEachOrdering(faces, (seq) => {
        if (!couldBeEquation(seq) || seq.length !== mine.length || cubesKey(seq) !== key) return;
        const r = checkEquation({ game: '1', equation: seq.join(' '), roll });
        if (!r.valid || r.value !== got.value) return;
        const rank = trickRank(seq, r.value === '0');
        most = Math.max(most, rank);
        if (rank < least) {
          least = rank;
          leftLonger = false;
        }
        const [l, rr] = sides(seq);
        if (rank === least && l >= rr) leftLonger = true;
      });
      compared++;
      if (most > least) hadTrickyTwin++;
      expect(trickRank(mine, got.value === '0'), `${roll}: the solver wrote ${got.equation}`).toBe(least);
      if (leftLonger) {
        const [l, r] = sides(mine);
        expect(l, `${roll}: ${got.equation} puts the shorter side first`).toBeGreaterThanOrEqual(r);
      }
    }
    expect(compared).toBeGreaterThan(30);
    // the check has teeth: many of these rolls also hold a tricky way to write the same equation
    expect(hadTrickyTwin).toBeGreaterThan(5);
  });
});

describe('computer players prefer an equation without tricks (brute force)', () => {
  it('game 1, rolls of 7 cubes with 0, 1, + and ×: at the score a computer plays, trick-free whenever one exists', () => {
    let checked = 0;
    let cleanChosen = 0;
    for (let i = 0; i < 36; i++) {
      const faces = trickyRoll(`tidy-computer/${i}`, 7);
      const roll = faces.join(' ');
      const a = analyse({ game: '1', roll });
      if (a.result.equation === null) continue;
      // trick-free scores: every score some equation without tricks reaches
      const clean = new Set<number>();
      forEachOrdering(faces, (seq) => {
        if (!couldBeEquation(seq)) return;
        const r = checkEquation({ game: '1', equation: seq.join(' '), roll });
        if (r.valid && trickRank(seq, r.value === '0') === 0) clean.add(r.score);
      });
      for (let target = 3; target <= a.result.score; target++) {
        const eq = equationUpTo(a, target, createRng(`pick/${i}/${target}`));
        if (!eq) continue;
        const text = verifyFound(a.prepared, eq)?.equation;
        expect(text, roll).toBeDefined();
        checked++;
        if (clean.has(eq.score)) {
          expect(trickRank((text as string).split(' '), eq.n === 0), `${roll}, score ${eq.score}: ${text}`).toBe(0);
          cleanChosen++;
        }
      }
    }
    expect(checked).toBeGreaterThan(25);
    expect(cleanChosen).toBeGreaterThan(10);
  });
});
