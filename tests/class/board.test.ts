/**
 * The class board (src/class/board.ts): codes from many devices into one
 * ranked table; every refused line keeps its reason and the rest still count;
 * the same code twice and the same student twice are shown, never counted
 * twice; the preset constant cube ranks by time with the rulebook's order
 * points; CSV is RFC 4180 and safe in a spreadsheet; 200 codes read fast.
 */
import { describe, expect, it } from 'vitest';
import { boardCsv, buildBoard, codesIn, csvCell, isOrderLesson, orderPoints, type CsvWords } from '../../src/class/board';
import { lessonKey, type Lesson } from '../../src/class/lesson';
import type { ClassResult } from '../../src/class/result';
import { writeResultCode } from '../../src/class/resultCode';
import { answerText } from '../../src/class/answerText';
import { tamperedCode } from './forge';

const lesson: Lesson = { game: 'mathable', params: {}, seed: 'class-7b', name: 'Mathable, Monday' };
const other: Lesson = { ...lesson, seed: 'class-7c' };

const result = (name: string, device: string, scores: number[], finished = true, extra: Partial<ClassResult> = {}): ClassResult => ({
  lesson: lessonKey(lesson),
  game: lesson.game,
  name,
  device,
  rounds: scores.map((score, i) => ({ score, declared: `${i + 1}+${score}=${i + 1 + score}`, ms: 10_000 + score })),
  total: scores.reduce((a, b) => a + b, 0),
  hints: 0,
  finished,
  ...extra,
});

const words: CsvWords = {
  rank: 'Rank',
  name: 'Name',
  round: (n) => `Round ${n}`,
  answer: (n) => `Round ${n} answer`,
  seconds: (n) => `Round ${n} seconds`,
  place: (n) => `Round ${n} place`,
  times: (n) => `Round ${n} times`,
  struck: (n) => `Round ${n} struck`,
  total: 'Total',
  hints: 'Hints',
  finished: 'Finished',
  yes: 'yes',
  no: 'no',
};

describe('class board', () => {
  const ana = writeResultCode(result('Ana', 'dev-a', [5, 7]), lesson);
  const anaAfterRound1 = writeResultCode(result('Ana', 'dev-a', [5], false), lesson);
  const ben = writeResultCode(result('Ben', 'dev-b', [9, 3]), lesson);
  const cleo = writeResultCode(result('Cléo', 'dev-c', [4, 6]), lesson);
  const foreign = writeResultCode(result('Dan', 'dev-d', [20, 20]), other);

  it('ranks one row per student; refused lines keep their reason and the others count', () => {
    const text = [anaAfterRound1, ben, '', 'hello there', ana.slice(0, 30), foreign, cleo, ben, ana].join('\n');
    const b = buildBoard(lesson, text);
    expect(b.students.map((s) => [s.rank, s.name, s.total])).toEqual([
      [1, 'Ana', 12],
      [1, 'Ben', 12],
      [3, 'Cléo', 10],
    ]);
    expect(b.counts).toEqual({ counted: 3, duplicate: 1, superseded: 1, refused: 3 });
    const byLine = Object.fromEntries(b.lines.map((l) => [l.line, [l.status, l.refusal?.code]]));
    expect(byLine).toEqual({
      1: ['superseded', undefined],
      2: ['counted', undefined],
      4: ['refused', 'resultNotCode'],
      5: ['refused', 'resultTruncated'],
      6: ['refused', 'resultForeign'],
      7: ['counted', undefined],
      8: ['duplicate', undefined],
      9: ['counted', undefined],
    });
    expect(b.lines.find((l) => l.line === 8)?.sameAs).toBe(2);
    // Ana's row is her final result (two rounds), from line 9, with line 1 handed in before it
    const anaRow = b.students.find((s) => s.name === 'Ana');
    expect(anaRow?.lines).toEqual([9, 1]);
    expect(anaRow?.rounds.map((r) => r?.score)).toEqual([5, 7]);
    // each line points at its row after ranking
    for (const l of b.lines) if (l.student !== undefined) expect(b.students[l.student]?.lines).toContain(l.line);
  });

  it('one pasted batch with every kind of bad line: each refused with its own reason, the good codes still counted once', () => {
    // a raised score signed under a guessed lesson, given the real lesson's key and its public check again
    const raised = writeResultCode(result('Ben', 'dev-b', [19, 3]), { ...lesson, seed: 'guess' });
    const tampered = tamperedCode(ben, raised);
    const damaged = `${cleo.slice(0, 20)}${cleo[20] === '7' ? '8' : '7'}${cleo.slice(21)}`;
    const lines = [ana, 'hello teacher', ana.slice(0, 30), damaged, `${ben}00`, foreign, ana, tampered, 'TU12*4', cleo];
    const b = buildBoard(lesson, lines.join('\n'));
    expect(b.lines.map((l) => l.refusal?.code ?? l.status)).toEqual([
      'counted',
      'resultNotCode',
      'resultTruncated',
      'resultDamaged',
      'resultTooLong',
      'resultForeign',
      'duplicate',
      'resultTampered',
      'resultLetter',
      'counted',
    ]);
    expect(b.students.map((s) => [s.name, s.total])).toEqual([
      ['Ana', 12],
      ['Cléo', 10],
    ]);
  });

  it('ties share a rank and totals are the game’s own, never summed twice', () => {
    const b = buildBoard(lesson, [ana, ana, ana, anaAfterRound1].join('\n'));
    expect(b.students).toHaveLength(1);
    expect(b.students[0]?.total).toBe(12);
    expect(b.counts).toEqual({ counted: 1, duplicate: 2, superseded: 1, refused: 0 });
  });

  it('reads several codes on one line, codes in links, and codes typed in groups', () => {
    const grouped = ben.replace(/(.{4})/g, '$1 ').toLowerCase();
    const text = `${ana} ${cleo}\nhttps://example.org/#/class/result/${anaAfterRound1}\n${grouped}`;
    expect(codesIn(text).map((c) => c.line)).toEqual([1, 1, 2, 3]);
    const b = buildBoard(lesson, text);
    expect(b.counts).toEqual({ counted: 3, duplicate: 0, superseded: 1, refused: 0 });
  });

  it('tells two students of the same name apart by device, and groups codes without a device by name', () => {
    const sam1 = writeResultCode(result('Sam', 'd1', [3]), lesson);
    const sam2 = writeResultCode(result('Sam', 'd2', [4]), lesson);
    const zoe1 = writeResultCode(result('Zoé', '', [1], false), lesson);
    const zoe2 = writeResultCode(result('zoé ', '', [1, 2]), lesson);
    const b = buildBoard(lesson, [sam1, sam2, zoe1, zoe2].join('\n'));
    expect(b.students.map((s) => `${s.name}:${s.total}`)).toEqual(['Sam:4', 'Sam:3', 'zoé :3']);
  });

  it('best found per round beside the best possible, and what nobody found', () => {
    const b = buildBoard(lesson, [ana, ben, cleo].join('\n'), [
      { score: 9, text: '9=9' },
      { score: 11, text: '4+7=11' },
    ]);
    expect(b.rounds[0]).toEqual({ best: { score: 9, declared: '1+9=10', by: ['Ben'] }, possible: { score: 9, text: '9=9' }, nobodyFound: false, played: 3 });
    expect(b.rounds[1]).toMatchObject({ best: { score: 7, by: ['Ana'] }, nobodyFound: true });
  });

  it('DiceCulus: whether anyone reached the best possible is read from each student’s own play, not the round’s score (robbery aside)', () => {
    const dice: Lesson = { game: 'diceculus', params: {}, seed: 'dice-class', name: '' };
    const play = (name: string, declared: string, score: number): string =>
      writeResultCode(
        { lesson: lessonKey(dice), game: 'diceculus', name, device: name, rounds: [{ score, declared }], total: score, hints: 0, finished: false },
        dice,
      );
    // Ana made the card's best 10 points but the computer on her tablet robbed 6 of them; Ben made 7 and was robbed of none (with a bonus of 1)
    const codes = [play('Ana', 'a=4 b=3 c=3 → 10', 4), play('Ben', 'a=3 b=2 c=2 → 7', 8)].join('\n');
    const b = buildBoard(dice, codes, [{ score: 10, text: 'a=4 b=3 c=3 → 10' }]);
    expect(b.rounds[0]).toMatchObject({ best: { score: 8, declared: 'a=3 b=2 c=2 → 7', by: ['Ben'] }, nobodyFound: false });
    expect(buildBoard(dice, codes, [{ score: 11, text: 'a=5 b=3 c=3 → 11' }]).rounds[0]?.nobodyFound).toBe(true);
    // a code from an earlier build declared the guess: its round score stands in
    expect(buildBoard(dice, play('Cy', '3', 10), [{ score: 10, text: 'a=4 b=3 c=3 → 10' }]).rounds[0]?.nobodyFound).toBe(false);
    expect(buildBoard(dice, play('Cy', '3', 9), [{ score: 10, text: 'a=4 b=3 c=3 → 10' }]).rounds[0]?.nobodyFound).toBe(true);
  });

  it('without a lesson: the lesson most codes carry, the others refused as foreign, nothing signed', () => {
    const foreign2 = writeResultCode(result('Eve', 'dev-e', [1, 1]), other);
    const b = buildBoard(null, [ana, ben, foreign, foreign2, cleo].join('\n'));
    expect(b.lesson).toBe(lessonKey(lesson));
    expect(b.students.map((s) => s.name).sort()).toEqual(['Ana', 'Ben', 'Cléo']);
    expect(b.students.every((s) => !s.signed)).toBe(true);
    expect(b.lines.filter((l) => l.refusal?.code === 'resultForeign')).toHaveLength(2);
  });

  it('Tally Rally: an equation two students found is struck on both sheets (inverses too), the rest score a point a tile', () => {
    const tally: Lesson = { game: 'tally', params: {}, seed: 'tally-class', name: '' };
    const sheet = (name: string, declared: string, ownScore: number): string =>
      writeResultCode(
        { lesson: lessonKey(tally), game: 'tally', name, device: name, rounds: [{ score: ownScore, declared }], total: ownScore, hints: 0, finished: true },
        tally,
      );
    const b = buildBoard(tally, [sheet('Ana', '4+4=8 12-3=9', 8), sheet('Ben', '8=4+4 7+2=9', 7), sheet('Cléo', '3*3=9', 3)].join('\n'));
    const row = (n: string) => b.students.find((s) => s.name === n);
    expect(row('Ana')?.rounds[0]).toMatchObject({ score: 4, struck: ['4+4=8'] });
    expect(row('Ben')?.rounds[0]).toMatchObject({ score: 3, struck: ['8=4+4'] });
    expect(row('Cléo')?.rounds[0]?.score).toBe(3);
    // the longest equation on the board: nobody wrote it (or an inverse of it), or someone did
    expect(buildBoard(tally, [sheet('Ana', '4+4=8', 3)].join('\n'), [{ score: 5, text: '12-3=9' }]).rounds[0]?.nobodyFound).toBe(true);
    expect(buildBoard(tally, [sheet('Ana', '9+3=12', 4)].join('\n'), [{ score: 4, text: '12-3=9' }]).rounds[0]?.nobodyFound).toBe(false);
    expect(b.students.map((s) => [s.name, s.total, s.rank])).toEqual([
      ['Ana', 4, 1],
      ['Ben', 3, 2],
      ['Cléo', 3, 2],
    ]);
  });

  it('Tally Rally CSV: each equation’s seconds and the struck equations, as the board shows them', () => {
    const tally: Lesson = { game: 'tally', params: {}, seed: 'tally-class', name: '' };
    const sheet = (name: string, declared: string, times: number[]): string =>
      writeResultCode(
        { lesson: lessonKey(tally), game: 'tally', name, device: name, rounds: [{ score: 0, declared, times }], total: 0, hints: 0, finished: true },
        tally,
      );
    const b = buildBoard(tally, [sheet('Ana', '4+4=8 12-3=9', [12_340, 61_000]), sheet('Ben', '8=4+4', [9_000])].join('\n'));
    expect(b.students.find((s) => s.name === 'Ana')?.rounds[0]?.times).toEqual([12_340, 61_000]);
    const rows = boardCsv(b, words).split('\r\n');
    expect(rows[0]).toBe('Rank,Name,Round 1,Round 1 answer,Round 1 seconds,Round 1 times,Round 1 struck,Total,Hints,Finished');
    expect(rows[1]).toBe('1,Ana,4,4+4=8 12-3=9,,12.3 61,4+4=8,4,0,yes');
    expect(rows[2]).toBe('2,Ben,0,8=4+4,,9,8=4+4,0,0,yes');
  });

  it('answers read as the game prints them: TUF’s symbols with the lesson’s rules, Tally’s signs; in the CSV too', () => {
    const chi: Lesson = { game: 'tuf', params: { g: 'constant', ord: '1', k: 'chi', chi: '12' }, seed: 'chi-12', name: '' };
    const tuf = answerText('tuf', chi);
    expect(tuf('chi = 3 + 9')).toBe('χ = 3 + 9');
    expect(tuf('1/2 + 1/2 = 1')).toBe('½ + ½ = 1');
    // text the game cannot read stays as it came
    expect(tuf('not ~ an equation')).toBe('not ~ an equation');
    expect(answerText('tuf', null)('pi x 2 = 2 pi')).toBe('π × 2 = 2 π');
    expect(answerText('tally', null)('12-3=9')).toBe('12 − 3 = 9');
    expect(answerText('words', null)('CAT TEA')).toBe('CAT TEA');
    const code = writeResultCode(
      {
        lesson: lessonKey(chi),
        game: 'tuf',
        name: 'Ana',
        device: 'a',
        rounds: [{ score: 5, ms: 9000, declared: 'chi = 3 + 9' }],
        total: 5,
        hints: 0,
        finished: true,
      },
      chi,
    );
    const b = buildBoard(chi, code);
    expect(boardCsv(b, words, tuf).split('\r\n')[1]).toContain(',χ = 3 + 9,');
    // the CSV without the lesson's printing keeps the game's notation
    expect(boardCsv(b, words).split('\r\n')[1]).toContain(',chi = 3 + 9,');
  });

  describe('preset constant cube: order of correct equations by time from the roll', () => {
    const constant: Lesson = { game: 'tuf', params: { g: 'constant', ord: '1', k: 'chi' }, seed: 'chi-12', name: 'χ = 12' };
    const r = (name: string, ms: (number | undefined)[], own: number[]): string =>
      writeResultCode(
        {
          lesson: lessonKey(constant),
          game: 'tuf',
          name,
          device: name,
          rounds: ms.map((m, i) => (m === undefined ? { score: own[i] ?? 0 } : { score: own[i] ?? 0, ms: m, declared: 'chi = 1 2' })),
          total: own.reduce((a, b) => a + b, 0),
          hints: 0,
          finished: true,
        },
        constant,
      );

    it('the rulebook’s points: one more than the players, then two less, then one less each, at least 1', () => {
      expect([1, 2, 3, 4, 5].map((p) => orderPoints(p, 4))).toEqual([5, 3, 2, 1, 1]);
      expect([1, 2, 3].map((p) => orderPoints(p, 3))).toEqual([4, 2, 1]);
      expect(orderPoints(0, 4)).toBe(0);
    });

    it('ranks four devices as a four-player table would: 5, 3, 2, 1; no correct equation 0; the devices’ own cube counts ignored', () => {
      const text = [
        r('Ana', [30_000, 12_000], [11, 11]),
        r('Ben', [12_000, undefined], [7, 0]),
        r('Cléo', [45_000, 20_000], [9, 9]),
        r('Dan', [50_000, 19_000], [13, 13]),
      ].join('\n');
      const b = buildBoard(constant, text);
      expect(b.orderPlay).toBe(true);
      const row = (n: string) => b.students.find((s) => s.name === n);
      // round 1: Ben 12 s (5), Ana 30 s (3), Cléo 45 s (2), Dan 50 s (1); round 2: Ana 12 s (5), Dan 19 s (3), Cléo 20 s (2), Ben none (0)
      expect(row('Ana')?.rounds.map((x) => [x?.place, x?.score])).toEqual([
        [2, 3],
        [1, 5],
      ]);
      expect(row('Ben')?.rounds.map((x) => x?.score)).toEqual([5, 0]);
      // the CSV carries each round's place beside its seconds, as the board does
      const csv = boardCsv(b, words).split('\r\n');
      expect(csv[0]).toBe(
        'Rank,Name,Round 1,Round 1 answer,Round 1 seconds,Round 1 place,Round 2,Round 2 answer,Round 2 seconds,Round 2 place,Total,Hints,Finished',
      );
      expect(csv[1]).toBe('1,Ana,3,chi = 1 2,30,2,5,chi = 1 2,12,1,8,0,yes');
      expect(csv[2]).toBe('2,Ben,5,chi = 1 2,12,1,0,,,,5,0,yes');
      expect(b.students.map((s) => [s.name, s.total, s.rank])).toEqual(
        [
          ['Ana', 8, 1],
          ['Ben', 5, 2],
          ['Dan', 4, 3],
          ['Cléo', 4, 3],
        ].sort((a, b) => (b[1] as number) - (a[1] as number) || String(a[0]).localeCompare(String(b[0]))),
      );
    });

    it('follows the constant cube added to another game (game 2 with χ preset, points by order)', () => {
      expect(isOrderLesson({ game: 'tuf', params: { g: '2', kc: '1', k: 'chi', ord: '1' } })).toBe(true);
      expect(isOrderLesson({ game: 'tuf', params: { g: '2', kc: '1', k: 'chi' } })).toBe(false);
      expect(isOrderLesson({ game: 'tuf', params: { g: '2' } })).toBe(false);
    });

    it('is off for a constant-cube lesson scored by cubes', () => {
      const cubes: Lesson = { ...constant, params: { g: 'constant', k: 'chi' } };
      expect(buildBoard(cubes, '').orderPlay).toBe(false);
    });
  });

  describe('CSV', () => {
    it('quotes as RFC 4180 says and defuses spreadsheet formulas in text cells', () => {
      expect(csvCell('Ana')).toBe('Ana');
      expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
      expect(csvCell('say "hi"')).toBe('"say ""hi"""');
      expect(csvCell('two\nlines')).toBe('"two\nlines"');
      expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
      expect(csvCell('+1')).toBe("'+1");
      expect(csvCell('-8 / -4 = 2')).toBe("'-8 / -4 = 2");
      expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
      expect(csvCell(-3)).toBe('-3');
    });

    it('has a header row and one ranked row per student, CRLF line ends', () => {
      const evil = writeResultCode(result('=cmd|"/c calc"!A1', 'dev-x', [1, 0]), lesson);
      const csv = boardCsv(buildBoard(lesson, [ana, ben, evil].join('\n')), words);
      const rows = csv.split('\r\n');
      expect(rows[0]).toBe('Rank,Name,Round 1,Round 1 answer,Round 1 seconds,Round 2,Round 2 answer,Round 2 seconds,Total,Hints,Finished');
      expect(rows[1]).toBe('1,Ana,5,1+5=6,10,7,2+7=9,10,12,0,yes');
      expect(rows[3]).toBe(`3,"'=cmd|""/c calc""!A1",1,1+1=2,10,0,2+0=2,10,1,0,yes`);
      expect(rows[4]).toBe('');
      expect(rows).toHaveLength(5);
    });
  });

  it('reads 200 codes well under a second (here, not throttled)', () => {
    const codes = Array.from({ length: 200 }, (_, i) => writeResultCode(result(`Student ${i}`, `d${i}`, [i % 7, i % 5, i % 3, i % 11, i % 13]), lesson));
    const text = codes.join('\n');
    const t0 = performance.now();
    const b = buildBoard(lesson, text);
    const ms = performance.now() - t0;
    expect(b.students).toHaveLength(200);
    expect(ms).toBeLessThan(1000);
  });
});
