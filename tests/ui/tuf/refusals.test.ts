/** Every refusal code the race engine and the TUF plug-in can give has words in the catalogue. */
import { describe, expect, it } from 'vitest';
import { RACE_REFUSALS } from '../../../src/games/race/engine';
import { TUF_REFUSALS } from '../../../src/games/tuf/plugin';
import { hasMessage } from '../../../src/ui/i18n';
import { raceRefusalText } from '../../../src/ui/race/refusal';

describe('TUF refusals are worded by the catalogue', () => {
  it('every race and TUF code has a sentence', () => {
    for (const c of RACE_REFUSALS) expect(hasMessage(`race.refuse.${c}`), c).toBe(true);
    for (const c of TUF_REFUSALS) expect(hasMessage(`tuf.refuse.${c}`), c).toBe(true);
  });
  it('values fill the sentence; the game\'s own word comes before the race\'s', () => {
    expect(raceRefusalText('tuf', { code: 'mustBeat', vars: { toBeat: 5, value: 4 } })).toBe('A call has to beat 5 cubes; this one counts 4.');
    expect(raceRefusalText('tuf', { code: 'tooMany', vars: { face: '×', used: 2, have: 1 } })).toBe('The × cube is used 2 times, but your roll has only 1.');
    expect(raceRefusalText('tuf', { code: 'unreplayableMove', vars: {} })).toBe('a saved move could not be replayed');
  });
});
