/**
 * Issue 27: "Students are not told … the χ value on the roll-code page." The
 * confirm step of a TUF roll code says what the constant cube is set to.
 */
import { describe, expect, it } from 'vitest';
import { writeSharedCode } from '../../../src/core/sharedCode';
import { defaultParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { matchEngine } from '../../../src/games/tuf/plugin';
import { codeSummary } from '../../../src/ui/tuf/TufScreen';

describe('a roll code’s summary', () => {
  it('says the preset constant face and χ’s value', () => {
    const base = defaultParams('constant');
    const p: MatchParams = { ...base, humans: 1, computers: [], sameRoll: true, constantPreset: 'chi', settings: { ...base.settings, chi: '12' } };
    const code = writeSharedCode({ game: 'tuf', params: matchEngine.formatParams(p), seed: 'abc' });
    const summary = codeSummary(code) ?? '';
    expect(summary).toContain('χ (chi) is 12 in this game');
    expect(summary).toContain('The orange cube is set to χ (chi)');
  });

  it('a roll without the constant cube says no more than before', () => {
    const p: MatchParams = { ...defaultParams('1'), humans: 1, computers: [], sameRoll: true };
    const code = writeSharedCode({ game: 'tuf', params: matchEngine.formatParams(p), seed: 'abc' });
    expect(codeSummary(code)).not.toContain('χ');
  });
});
