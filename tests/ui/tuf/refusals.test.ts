/** Every refusal code the race engine and the TUF plug-in can give has words in the catalogue. */
import { describe, expect, it } from 'vitest';
import { RACE_REFUSALS } from '../../../src/games/race/engine';
import { CHECK_REFUSALS, TUF_REFUSALS } from '../../../src/games/tuf/plugin';
import { checkEquation } from '../../../src/games/tuf';
import { hasMessage, refusalText } from '../../../src/i18n';

describe('TUF refusals are worded by the catalogue', () => {
  it('every race and TUF code has a sentence', () => {
    for (const c of RACE_REFUSALS) expect(hasMessage(`race.refuse.${c}`), c).toBe(true);
    for (const c of TUF_REFUSALS) expect(hasMessage(`tuf.refuse.${c}`), c).toBe(true);
    for (const c of CHECK_REFUSALS) expect(hasMessage(`tuf.refuse.${c}`), c).toBe(true);
  });
  it('an untrue equation says why as a code with values, worded by the catalogue', () => {
    const r = checkEquation({ game: '1', equation: '3 + 4 = 8', roll: ['3', '4', '8', '+', '='] });
    if (r.valid) throw new Error('expected an untrue equation');
    expect(r.refusal).toEqual({ code: 'notEqual', vars: { left: '7', right: '8' } });
    expect(refusalText('tuf', r.refusal)).toBe('the left side is 7 but the right side is 8');
    const missing = checkEquation({ game: '1', equation: '3 + 4 = 7', roll: ['3', '4', '8', '+', '='] });
    if (missing.valid) throw new Error('expected a refusal');
    expect(missing.refusal).toEqual({ code: 'notInRoll', vars: { face: '7' } });
    const gaps = checkEquation({ game: '1', equation: '3 | + 4 = 7' });
    if (gaps.valid) throw new Error('expected a refusal');
    expect(CHECK_REFUSALS).toContain(gaps.refusal.code);
  });
  it("values fill the sentence; the game's own word comes before the race's", () => {
    expect(refusalText('tuf', { code: 'mustBeat', vars: { toBeat: 5, value: 4 } })).toBe('A call has to beat 5 cubes; this one counts 4.');
    expect(refusalText('tuf', { code: 'tooMany', vars: { face: '×', used: 2, have: 1 } })).toBe('The × cube is used more often (2) than your roll has it (1).');
    expect(refusalText('tuf', { code: 'unreplayableMove', vars: {} })).toBe('a saved move could not be replayed');
  });
});
