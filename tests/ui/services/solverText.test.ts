import { describe, expect, it } from 'vitest';
import { RefusalError, refusal } from '../../../src/core/refusal';
import { refusalText } from '../../../src/i18n';
import { SolverCancelled, SolverCrashed, SolverTimeout } from '../../../src/services/solverClient';
import { errorText } from '../../../src/ui/services/solverText';

describe('solver errors worded by the screens', () => {
  it('words each bridge error from its code and values through the catalogue', () => {
    expect(errorText(new SolverCancelled())).toBe('The calculation was cancelled.');
    expect(errorText(new SolverTimeout(30_000))).toBe('The calculation took longer than 30 s and was stopped.');
    expect(errorText(new SolverCrashed('out of memory'))).toMatch(/^The solver stopped unexpectedly \(out of memory\)/);
  });

  it('is the one refusal path: a bridge error reads as refusalText words its refusal, in any game', () => {
    for (const e of [new SolverCancelled(), new SolverTimeout(12_000), new SolverCrashed('gone')]) {
      expect(errorText(e)).toBe(refusalText('common', e.refusal));
      expect(errorText(e, 'mathable')).toBe(refusalText('mathable', e.refusal));
      expect(errorText(e, 'tuf')).toBe(errorText(e));
    }
    // the runner's own computer failures use the same codes
    expect(refusalText('diceculus', refusal('solver.timeout', { seconds: 30 }))).toBe('The calculation took longer than 30 s and was stopped.');
    expect(refusalText('tally', refusal('solver.noMove'))).toBe('The computer found no move to make.');
  });

  it("words any other refusal by the game's catalogue, not by its code", () => {
    expect(errorText(new RefusalError('id.game', { game: 'chess' }))).toBe('“chess” is not a game name');
  });

  it("passes any other error's message through", () => {
    expect(errorText(new Error('bad input'))).toBe('bad input');
    expect(errorText('plain')).toBe('plain');
  });
});
