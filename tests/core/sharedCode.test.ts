/**
 * Issue 31: roll, board and game codes carry a check, so a code cut short or
 * mistyped is refused instead of opening a different game; codes written
 * before the check still open.
 */
import { describe, expect, it } from 'vitest';
import { formatGameId } from '../../src/core/gameId';
import { readSharedCode, writeSharedCode } from '../../src/core/sharedCode';
import { DEFAULT_PARAMS, diceculusEngine as E, readTableCode, tableCode } from '../../src/games/diceculus/game';
import { formatBoardCode, readBoardCode } from '../../src/games/tally/codes';
import { defaultParams, formatMatchParams } from '../../src/games/tuf/matchParams';
import { readCode as readTufCode } from '../../src/ui/tuf/codes';
import { wordsCodes } from '../../src/ui/words/codes';
import { routeForCode } from '../../src/ui/Home';

const prefixes = (code: string): string[] => Array.from({ length: code.length - 1 }, (_, i) => code.slice(0, i + 1));

describe('codes with a check (issue 31)', () => {
  it('a TUF roll code cut short anywhere never opens a different roll (tuf:c=e,g=1#abc12)', () => {
    const code = writeSharedCode({ game: 'tuf', params: { c: 'e', g: '1' }, seed: 'abc12' });
    expect(code).toMatch(/^tuf:c=e,ck=[0-9a-z]{5},g=1#abc12$/);
    const whole = readTufCode(code);
    expect(whole).toMatchObject({ kind: 'roll', seed: 'abc12' });
    for (const cut of prefixes(code)) {
      const r = readTufCode(cut);
      expect(r.kind, cut).toBe('bad');
    }
    expect(readTufCode(code.slice(0, -1))).toEqual({ kind: 'bad', refusal: { code: 'code.changed', vars: {} } });
    // one letter changed
    expect(readTufCode(code.replace('#abc12', '#abc13')).kind).toBe('bad');
    expect(readTufCode(code.replace('g=1', 'g=2')).kind).toBe('bad');
  });

  it('codes written before the check still open as they did (saved games and printed codes)', () => {
    expect(readTufCode('tuf:c=e,g=1#abc12')).toMatchObject({ kind: 'roll', seed: 'abc12' });
    expect(wordsCodes.readCode('words:c=e#abc12')).toMatchObject({ kind: 'roll', seed: 'abc12' });
    expect(readBoardCode('tally:p=0,s=180#k3x9ab')).toMatchObject({ ok: true, seed: 'k3x9ab' });
    expect(readTableCode('diceculus:f=6,r=1#abc12|Ann|Bob')).toMatchObject({ ok: true, seed: 'abc12', names: ['Ann', 'Bob'] });
    // a game id as saved games hold it reads with no check
    const saved = formatGameId({ game: 'tuf', params: formatMatchParams(defaultParams('2')), seed: 'sv1' });
    expect(readSharedCode(saved)).toMatchObject({ ok: true, checked: false, id: { game: 'tuf', seed: 'sv1' } });
  });

  it('TUF words, Tally and DiceCulus codes as the app writes them: every cut is refused', () => {
    const words = writeSharedCode({ game: 'words', params: { c: 'e', d: 'older' }, seed: 'w0rds' });
    expect(wordsCodes.readCode(words)).toMatchObject({ kind: 'roll', seed: 'w0rds' });
    for (const cut of prefixes(words)) expect(wordsCodes.readCode(cut).kind, cut).toBe('bad');

    const board = formatBoardCode({ params: { parens: true, seconds: 180, board: '4481917632905758' }, seed: 'k3x9ab' });
    expect(readBoardCode(board)).toMatchObject({ ok: true, params: { b: '4481917632905758' } });
    for (const cut of prefixes(board)) expect(readBoardCode(cut).ok, cut).toBe(false);

    let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'tbl12');
    for (const m of [
      { t: 'join', name: 'Ann Lee' },
      { t: 'join', name: 'Bob', remote: true },
    ] as const)
      s = E.apply(s, m);
    const table = tableCode(s);
    expect(readTableCode(table)).toMatchObject({ ok: true, seed: 'tbl12', names: ['Ann Lee', 'Bob'] });
    // a name cut short ("Bo") would stop the results codes matching: refused
    for (const cut of prefixes(table)) expect(readTableCode(cut).ok, cut).toBe(false);
    expect(readTableCode(table.slice(0, -1))).toMatchObject({ ok: false, refusal: { code: 'code.changed' } });
  });

  it('the home screen\'s "Open a code" box reads what a link and a QR code read, with the same check', () => {
    let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'tbl12');
    for (const m of [
      { t: 'join', name: 'Ann' },
      { t: 'join', name: 'Bob', remote: true },
    ] as const)
      s = E.apply(s, m);
    const table = tableCode(s);
    expect(routeForCode(table)).toEqual({ route: ['diceculus', 'code', table] });
    // the code, from before the check
    expect(routeForCode('diceculus:f=6,r=1#abc|Ann|Bob')).toEqual({ route: ['diceculus', 'code', 'diceculus:f=6,r=1#abc|Ann|Bob'] });
    expect(routeForCode(table.slice(0, -1))).toEqual({ reason: 'That code could not be read: the code was changed or cut short: ask for it again.' });
    const roll = writeSharedCode({ game: 'tuf', params: { g: '1' }, seed: 'abc12' });
    expect(routeForCode(roll)).toEqual({ route: ['tuf', 'code', roll] });
    expect('reason' in routeForCode(roll.slice(0, -1))).toBe(true);
  });
});
