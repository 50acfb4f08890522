/**
 * The race engine with a toy hand plug-in shaped like TUF words: a hand of
 * letters, a submission is a word list ("CAT DOG"), a call needs a majority
 * of the hand in its words, each valid word scores its letters, the final
 * declarer gets +8 instead of doubling, TUF ERROR pays the challenger +5 or
 * costs 5 (the plug-in is in ./toy.ts). The table rules (calls, glasses, locking, ends, totals) are the
 * engine's and must behave as in TUF.
 */
import { describe, expect, it } from 'vitest';
import { timerView } from '../../../src/core/timer';
import { createRace, currentRound, isRaceMove } from '../../../src/games/race/engine';
import { raceRoundScores, finalDeclarerIndex } from '../../../src/games/race/scoring';
import { callSegment, soloGlasses } from '../../../src/games/race/timers';
import type { RaceMove } from '../../../src/games/race/types';
import { playToy, refusalCode as code, toyPlugin, type ToyParams } from './toy';

/** People only; the two hands alternate by round and seat. */
const toy = toyPlugin(['CATDOG', 'TOGDAC']);
const race = createRace(toy);
const T0 = 1_700_000_000_000;
const S = 1000;
const play = (p: ToyParams, moves: RaceMove[]) => playToy(race, p, moves);

describe('race engine with a words-like plug-in', () => {
  it('TUF! needs a majority of the hand (the plug-in refuses with its code); calls set red then yellow', () => {
    const p = { kinds: 'hh', solo: false };
    const s = play(p, [{ type: 'roll', at: T0 }]);
    expect(currentRound(s)?.rolls[0]?.join('')).toBe('CATDOG');
    expect(code(() => race.apply(s, { type: 'declare', seat: 0, submission: 'AT', at: T0 + S }))).toBe('tooFew');
    expect(code(() => race.apply(s, { type: 'declare', seat: 0, submission: 'ZOO', at: T0 + S }))).toBe('notInHand');
    const s1 = race.apply(s, { type: 'declare', seat: 0, submission: 'CAT  DO', at: T0 + S });
    const r1 = currentRound(s1);
    expect(r1?.calls[0]).toMatchObject({ submission: 'CAT DO', value: 5, correct: false, color: 'red' });
    expect(code(() => race.apply(s1, { type: 'declare', seat: 1, submission: 'DOG TA', at: T0 + 2 * S }))).toBe('mustBeat');
    expect(code(() => race.apply(s1, { type: 'declare', seat: 0, submission: 'CAT DOG', at: T0 + 2 * S }))).toBe('handsOff');
    const s2 = race.apply(s1, { type: 'declare', seat: 1, submission: 'DOG ACT', at: T0 + 3 * S });
    expect(currentRound(s2)?.calls[1]?.color).toBe('yellow');
    expect(race.roundOver(s2, T0 + 3 * S)).toBe('all-cubes');
  });

  it('the final declarer gets the plug-in bonus (+8), others their words once; TUF ERROR pays +5 / costs 5', () => {
    const p = { kinds: 'hh', solo: false };
    let s = play(p, [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 0, submission: 'CAT DO', at: T0 + S },
      { type: 'declare', seat: 1, submission: 'DOG ACT', at: T0 + 3 * S },
      { type: 'end', reason: 'all-cubes', finals: ['CAT TO', null], at: T0 + 4 * S },
    ]);
    const r = currentRound(s)!;
    expect(r.end?.results.map((x) => x.points)).toEqual([0, 6 + 8]);
    expect(r.end?.results[1]?.finalDeclarer).toBe(true);
    s = race.apply(s, { type: 'challenge', by: 1, call: 0, at: T0 + 5 * S });
    s = race.apply(s, { type: 'challenge', by: 0, call: 1, at: T0 + 6 * S });
    expect(race.roundPoints(s, currentRound(s)!)).toEqual([-5, 14 + 5]);
    expect(code(() => race.apply(s, { type: 'challenge', by: 0, call: 0, at: T0 + 7 * S }))).toBe('ownCall');
  });

  it("the time limit is the engine's: no call at or after the glass runs out", () => {
    const s = play({ kinds: 'h', solo: true }, [{ type: 'roll', at: T0 }]);
    const end = T0 + 120 * S;
    expect(timerView(currentRound(s)!.timer!, end).done).toBe(true);
    expect(code(() => race.apply(s, { type: 'declare', seat: 0, submission: 'CAT DOG', at: end }))).toBe('timeUp');
    const done = race.apply(s, { type: 'end', reason: 'time', finals: ['CAT DOG'], at: end });
    expect(currentRound(done)?.end?.results[0]?.points).toBe(6);
  });

  it('moves are plain data checked before replay', () => {
    expect(isRaceMove({ type: 'declare', seat: 0, submission: 'CAT', at: 1 })).toBe(true);
    expect(isRaceMove({ type: 'declare', seat: 0, at: 1 })).toBe(false);
    expect(isRaceMove({ type: 'end', reason: 'later', finals: [], at: 1 })).toBe(false);
  });
});

describe('names are part of the saved game', () => {
  it('a names move before the first roll sets them (null keeps the default); after the roll it is refused', () => {
    const p = { kinds: 'hh', solo: false };
    const fresh = race.init(p, 'x');
    expect(fresh.names).toEqual([null, null]);
    const named = race.apply(fresh, { type: 'names', names: [' Ana ', null], at: T0 });
    expect(named.names).toEqual(['Ana', null]);
    expect(code(() => race.apply(fresh, { type: 'names', names: ['Ana'], at: T0 }))).toBe('badNames');
    expect(code(() => race.apply(fresh, { type: 'names', names: ['   ', null], at: T0 }))).toBe('badNames');
    expect(code(() => race.apply(fresh, { type: 'names', names: ['x'.repeat(25), null], at: T0 }))).toBe('badNames');
    const rolled = race.apply(named, { type: 'roll', at: T0 + 1 });
    expect(code(() => race.apply(rolled, { type: 'names', names: ['Bo', null], at: T0 + 2 }))).toBe('namesLocked');
    expect(isRaceMove({ type: 'names', names: ['Ana', null], at: 1 })).toBe(true);
    expect(isRaceMove({ type: 'names', names: [3], at: 1 })).toBe(false);
  });
});

describe('a hint used is a move', () => {
  it('is recorded in the round for a person while the round is played, and refused after time', () => {
    const s = play({ kinds: 'h', solo: true }, [{ type: 'roll', at: T0 }]);
    expect(race.hintsUsed(s)).toBe(false);
    const h = race.apply(s, { type: 'hint', seat: 0, step: 1, at: T0 + S });
    expect(currentRound(h)?.hints).toEqual([{ seat: 0, step: 1, at: T0 + S }]);
    expect(race.hintsUsed(h)).toBe(true);
    expect(race.hintsUsed(h, 1)).toBe(false);
    expect(code(() => race.apply(s, { type: 'hint', seat: 0, step: 1, at: T0 + 120 * S }))).toBe('timeUp');
    expect(code(() => race.apply(s, { type: 'hint', seat: 3, step: 1, at: T0 + S }))).toBe('noSeat');
    expect(
      code(
        () => race.init({ kinds: 'h', solo: true }, 'x') && race.apply(race.init({ kinds: 'h', solo: true }, 'x'), { type: 'hint', seat: 0, step: 1, at: T0 }),
      ),
    ).toBe('noRound');
    expect(isRaceMove({ type: 'hint', seat: 0, step: 0, at: 1 })).toBe(false);
  });

  it('keeps the arrangement it was asked with (optional `have`: a move without it, as older builds saved, still applies)', () => {
    const s = play({ kinds: 'h', solo: true }, [{ type: 'roll', at: T0 }]);
    const h = race.apply(race.apply(s, { type: 'hint', seat: 0, step: 1, at: T0 + S }), { type: 'hint', seat: 0, step: 2, at: T0 + 2 * S, have: 'CAT' });
    expect(currentRound(h)?.hints).toEqual([
      { seat: 0, step: 1, at: T0 + S },
      { seat: 0, step: 2, at: T0 + 2 * S, have: 'CAT' },
    ]);
    expect(isRaceMove({ type: 'hint', seat: 0, step: 1, at: 1, have: '' })).toBe(true);
    expect(isRaceMove({ type: 'hint', seat: 0, step: 1, at: 1, have: 3 })).toBe(false);
    expect(isRaceMove({ type: 'hint', seat: 0, step: 1, at: 1, have: 'x'.repeat(401) })).toBe(false);
    expect(code(() => race.apply(s, { type: 'hint', seat: 0, step: 1, at: T0 + S, have: 'x'.repeat(401) }))).toBe('badHint');
  });

  it('is refused when the table rules switch hints off', () => {
    const noHints = createRace({ ...toy, table: (p) => ({ ...toy.table(p), hints: false }) });
    const s = noHints.apply(noHints.init({ kinds: 'h', solo: true }, 'x'), { type: 'roll', at: T0 });
    expect(code(() => noHints.apply(s, { type: 'hint', seat: 0, step: 1, at: T0 + S }))).toBe('hintsOff');
  });
});

describe('one final-declarer rule', () => {
  it('the last correct call is the final declarer; the plug-in says what it scores', () => {
    expect(finalDeclarerIndex([{ correct: true }, { correct: false }])).toBe(0);
    expect(finalDeclarerIndex([{ correct: false }])).toBe(-1);
    const decl = [
      { player: 'a', value: 5, correct: true },
      { player: 'b', value: 7, correct: true },
    ];
    const finals = { a: { value: 5, correct: true }, b: { value: 7, correct: true } };
    expect(raceRoundScores(decl, finals, false, (v) => v * 2)).toEqual({ a: 5, b: 14 });
    expect(raceRoundScores(decl, finals, false, (v) => v + 8)).toEqual({ a: 5, b: 15 });
    expect(raceRoundScores(decl, finals, true, (v) => v * 2)).toEqual({ a: 0, b: 14 });
  });
  it('glasses by preset: std red/yellow/blue, fast yellow/blue/blue, then the last again', () => {
    expect([0, 1, 2, 3].map((n) => callSegment('std', n).color)).toEqual(['red', 'yellow', 'blue', 'blue']);
    expect([0, 1, 2].map((n) => callSegment('fast', n).color)).toEqual(['yellow', 'blue', 'blue']);
    expect(soloGlasses(5).map((g) => g.color)).toEqual(['red', 'yellow']);
  });
});

describe('amending a call', () => {
  it('is refused by a plug-in without the hook (TUF maths and this toy)', () => {
    const p = { kinds: 'hh', solo: false };
    const s = play(p, [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 0, submission: 'CAT DO', at: T0 + S },
    ]);
    expect(code(() => race.apply(s, { type: 'amend', call: 0, verdict: { accepted: ['DO'] }, at: T0 + 2 * S }))).toBe('noAmend');
  });
});
