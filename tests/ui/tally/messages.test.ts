import { describe, expect, it } from 'vitest';
import { REASON_CODES, reason } from '../../../src/games/tally/equation';
import { en } from '../../../src/i18n/en';
import { reasonText } from '../../../src/ui/tally/Play';
import { boardIssue, boardProblem } from '../../../src/games/tally/board';
import { applyMove, checkImport, DEFAULT_PARAMS, initRound, readParams } from '../../../src/games/tally/round';
import { readBoardCode } from '../../../src/games/tally/codes';
import { t, type MessageKey } from '../../../src/ui/i18n';

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


describe('Tally Rally refusals of codes and boards in the catalogue', () => {
  const BOARD = '4481917632905758';
  const state = applyMove(initRound({ ...DEFAULT_PARAMS, board: BOARD }, 's'), { t: 'join', name: 'Ana' });

  it('says the same as the engine for every kind of unusable results code', () => {
    const codes = [
      'hello',
      'TR1.12.0.Ben.a+b=c',
      `TR1.${BOARD}.7.Ben.a+b=c`,
      `TR1.${BOARD}.0.B~zz.a+b=c`,
      `TR1.${BOARD}.0.Ben.a+b=c!`,
      'TR1.1234567890123456.0.Ben.a+b=c',
      `TR1.${BOARD}.1.Ben.a+b=c`,
      `TR1.${BOARD}.0.Ana.a+b=c`,
      `TR1.${BOARD}.0.Ben.a+b=d`,
    ];
    const seen = new Set<string>();
    for (const code of codes) {
      const r = checkImport(state, code);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      seen.add(r.issue.code);
      const why = r.issue.inner ? reasonText(r.issue.inner) : '';
      expect(t(`tally.import.${r.issue.code}` as MessageKey, { ...r.issue.vars, why }).replace(/[“”]/g, '"')).toBe(r.issue.text);
    }
    expect(seen.size).toBe(codes.length);
  });

  it('says the same as the engine for unusable board-code settings', () => {
    const cases: Record<string, string>[] = [{ p: '2' }, { s: '5' }, { q: '1' }, { b: '1111222233334444' }];
    for (const params of cases) {
      const r = readParams(params);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      const text = r.issue.code === 'board' ? t(`tally.boardIssue.${r.issue.board.code}` as MessageKey, r.issue.vars) : t(`tally.params.${r.issue.code}` as MessageKey, r.issue.vars);
      expect(text.replace(/[“”]/g, '"')).toBe(r.text);
    }
    const other = readBoardCode('tuf:g=1#x');
    expect(other.ok).toBe(false);
    if (!other.ok) expect(t(`tally.code.${other.code}` as MessageKey)).toBe(other.reason);
  });

  it('says the same as the engine for unusable boards', () => {
    for (const text of ['12a', '123', '1111222233334444']) {
      const issue = boardIssue(text)!;
      expect(t(`tally.boardIssue.${issue.code}` as MessageKey, issue.vars)).toBe(boardProblem(text));
    }
  });
});
