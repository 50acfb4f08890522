import { describe, expect, it } from 'vitest';
import { REASON_CODES, reason } from '../../../src/games/tally/equation';
import { en } from '../../../src/i18n/en';
import { reasonText } from '../../../src/ui/tally/Play';

describe('Tally Rally messages', () => {
  it('has an English message for every engine reason, saying the same as the engine', () => {
    const vars = { ch: '?', sign: '+', a: 2, b: 7, n: '05', inside: '4', left: '8 − 7', right: '2 − 1', text: '4 + 4 = 8', d: 3, eq: 4, path: 5, pos: 3, tile: 8, calc: '4 + 5', value: 9, target: 8 };
    for (const code of REASON_CODES) {
      expect(Object.keys(en)).toContain(`tally.reason.${code}`);
      const r = reason(code, vars);
      // the catalogue may use typographic quotes; otherwise the words are the engine's
      expect(reasonText(r).replace(/[“”]/g, '"')).toBe(r.text);
    }
  });
});
