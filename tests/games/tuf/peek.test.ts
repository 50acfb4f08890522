import { it } from 'vitest';
import { rollFor, defaultParams } from '../../../src/games/tuf/match';
import { checkEquation } from '../../../src/games/tuf';
function perms<T>(a: T[]): T[][] { if (a.length <= 1) return [a]; const out: T[][] = []; a.forEach((x, i) => { for (const p of perms([...a.slice(0, i), ...a.slice(i + 1)])) out.push([x, ...p]); }); return out; }
it('peek', () => {
  const p = { ...defaultParams('1a'), computers: [], humans: 2, operatorPreset: '2+2-' as const };
  let found = 0;
  for (let k = 0; k < 60 && found < 3; k++) {
    const seed = 'all' + k;
    const roll = rollFor(p, seed, 0, 0);
    const nums = roll.filter(c => c.colour === 'blue' || c.colour === 'green').map(c => c.face);
    const ops = ['+', '+', '-', '-'];
    const seen = new Set<string>();
    outer: for (const np of perms(nums)) for (const op of perms(ops)) for (let eqAt = 1; eqAt < 6; eqAt++) {
      // eqAt: position (after number index) of '=' ; ops fill other 4 gaps
      const toks: string[] = []; let oi = 0;
      for (let i = 0; i < 6; i++) { toks.push(np[i]!); if (i < 5) toks.push(i + 1 === eqAt ? '=' : op[oi++]!); }
      const s = toks.join(' '); if (seen.has(s)) continue; seen.add(s);
      const r = checkEquation({ game: '1a', equation: s, roll });
      if (r.valid) { console.log('SEED', seed, roll.map(c=>c.face).join(' '), '=>', s); found++; break outer; }
    }
  }
  const c = { ...defaultParams('constant'), computers: [], humans: 3, constantPreset: 'pi' as const, orderScoring: true };
  for (let s = 0; s < 3; s++) console.log('CONST', s, rollFor(c, 'seedC', 0, s).map(c => c.face).join(' '));
});
