import { describe, expect, it } from 'vitest';
import { SolverCancelled, SolverCrashed, SolverTimeout } from '../../../src/services/solverClient';
import { errorText } from '../../../src/ui/services/solverText';

describe('solver errors worded by the screens', () => {
  it('words each bridge error from its code and values through the catalogue', () => {
    expect(errorText(new SolverCancelled())).toBe('The calculation was cancelled.');
    expect(errorText(new SolverTimeout(30_000))).toBe('The calculation took longer than 30 s and was stopped.');
    expect(errorText(new SolverCrashed('out of memory'))).toMatch(/^The solver stopped unexpectedly \(out of memory\)/);
  });

  it("passes any other error's message through", () => {
    expect(errorText(new Error('bad input'))).toBe('bad input');
    expect(errorText('plain')).toBe('plain');
  });
});
