/**
 * The result code (src/class/resultCode.ts): what the app writes reads back
 * the same (seeded random results), and every way a text can fail — random
 * input, a code cut short at any letter, any letter changed, a code from
 * another lesson, a score raised by someone who knows the format but not the
 * lesson — is a refusal with its reason, never an exception or a hang.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../src/core/random';
import { codeParts, readResultCode, writeResultCode } from '../../src/class/resultCode';
import { lessonKey, type Lesson } from '../../src/class/lesson';
import type { ClassResult, ClassRound } from '../../src/class/result';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { es } from '../../src/i18n/es';
import { tamperedCode } from './forge';

const lesson: Lesson = { game: 'tuf', params: { g: 'c', chi: '12' }, seed: 'lesson-seed-1', name: 'Constant cube, χ = 12' };
const other: Lesson = { ...lesson, seed: 'lesson-seed-2' };

const TEXTS = [
  () => '1 5 - 8 = 7',
  () => 'tan (x) 8 ^2 - 4 = 3 ^1/2',
  () => 'CAT DOG',
  () => 'Amélie',
  () => 'Zoë 🐙 Ñandú',
  () => '4+4=8',
  () => '',
  () => 'x',
];

function randomText(rng: Rng): string {
  const kind = rng.int(4);
  if (kind === 0) return (rng.pick(TEXTS) as () => string)();
  const letters = kind === 1 ? ' 0123456789+-x/=()' : kind === 2 ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ' : 'aéz€𝄞\n\t"\'<>=+@0';
  const chars = [...letters];
  let s = '';
  for (let i = rng.int(30); i > 0; i--) s += rng.pick(chars);
  return s;
}

function randomNumber(rng: Rng): number {
  const k = rng.int(10);
  if (k === 0) return -rng.int(1000);
  if (k === 1) return rng.int(2 ** 30) * 1000;
  if (k === 2) return rng.int(100) / 4;
  return rng.int(40);
}

export function randomResult(rng: Rng, l: Lesson = lesson): ClassResult {
  const rounds: ClassRound[] = [];
  for (let i = rng.int(12); i > 0; i--) {
    const r: ClassRound = { score: randomNumber(rng) };
    if (rng.int(3) > 0) r.declared = randomText(rng);
    if (rng.int(3) > 0) r.ms = rng.int(3_600_000);
    rounds.push(r);
  }
  return {
    lesson: lessonKey(l),
    game: l.game,
    name: randomText(rng),
    device: rng.int(5) === 0 ? '' : rng.int(36 ** 6).toString(36),
    rounds,
    total: randomNumber(rng),
    hints: rng.int(20),
    finished: rng.int(2) === 0,
  };
}

const sample: ClassResult = {
  lesson: lessonKey(lesson),
  game: 'tuf',
  name: 'Amélie',
  device: 'k3v9q2xa',
  rounds: [{ score: 9, declared: '1 5 - 8 = 7', ms: 41_250 }, { score: 0 }, { score: 11, declared: 'chi - 4 = 8', ms: 95_004 }],
  total: 20,
  hints: 1,
  finished: true,
};

describe('result code', () => {
  it('reads back what it wrote, signed against the lesson, in letters a QR code packs densely', () => {
    const code = writeResultCode(sample, lesson);
    expect(code).toMatch(/^TU[0-9A-HJKMNP-TV-Z]+$/);
    expect(code.length).toBeLessThanOrEqual(100); // 98 letters: a version-4 QR code (33 modules) at medium error correction
    expect(readResultCode(code, lesson)).toEqual({ ok: true, result: sample, code, signed: true });
    // without the lesson: its own check only
    expect(readResultCode(code)).toMatchObject({ ok: true, result: sample, signed: false });
  });

  it('forgives what typing does: lower case, O for 0, I and L for 1, spaces and dashes, a link before it', () => {
    const code = writeResultCode(sample, lesson);
    const typed = code
      .toLowerCase()
      .replace(/0/g, 'o')
      .replace(/1/g, 'l')
      .replace(/(.{4})/g, '$1 - ');
    expect(readResultCode(typed, lesson)).toMatchObject({ ok: true, result: sample, code });
    expect(readResultCode(`https://example.org/app/#/class/result/${code}`, lesson)).toMatchObject({ ok: true, code });
  });

  it('round-trips 2000 seeded random results (names and answers in any script, negative, huge and fractional scores)', () => {
    const rng = createRng('result-code-roundtrip');
    for (let i = 0; i < 2000; i++) {
      const l: Lesson = { game: rng.pick(['tuf', 'words', 'tally', 'mathable', 'diceculus', 'future']), params: {}, seed: `s${i}`, name: '' };
      const result = randomResult(rng, l);
      const code = writeResultCode(result, l);
      const read = readResultCode(code, l);
      expect(read, `case ${i}: ${JSON.stringify(result)}`).toEqual({ ok: true, result, code, signed: true });
    }
  });

  it('refuses a code from another lesson, and from the same lesson read as another', () => {
    expect(readResultCode(writeResultCode(sample, other), lesson)).toEqual({ ok: false, refusal: { code: 'resultForeign', vars: {} } });
  });

  it('refuses a code cut short at every letter as incomplete', () => {
    const code = writeResultCode(sample, lesson);
    for (let n = 2; n < code.length; n++) {
      const r = readResultCode(code.slice(0, n), lesson);
      expect(r.ok, `${n} letters`).toBe(false);
      if (!r.ok) expect(['resultTruncated', 'resultEmpty', 'resultDamaged'], `${n} letters`).toContain(r.refusal.code);
    }
    expect(readResultCode(code.slice(0, code.length - 3), lesson)).toMatchObject({ ok: false, refusal: { code: 'resultTruncated' } });
  });

  it('refuses every one-letter change (damaged), and letters added', () => {
    const code = writeResultCode(sample, lesson);
    const letters = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let i = 2; i < code.length; i++) {
      for (const c of letters) {
        if (c === code[i]) continue;
        const changed = code.slice(0, i) + c + code.slice(i + 1);
        expect(readResultCode(changed, lesson).ok, `${i} → ${c}`).toBe(false);
      }
    }
    expect(readResultCode(`${code}00`, lesson)).toMatchObject({ ok: false, refusal: { code: 'resultTooLong' } });
    expect(readResultCode(`${code}${code}`, lesson)).toMatchObject({ ok: false });
  });

  it('refuses a raised score re-checked by someone who knows the format but not the lesson (tampered)', () => {
    const code = writeResultCode(sample, lesson);
    // The forger writes the raised result under a lesson they guess, then puts in the real lesson's key and re-does the public check.
    const raised = writeResultCode(
      { ...sample, rounds: [{ ...sample.rounds[0]!, score: 19 }, ...sample.rounds.slice(1)], total: 30 },
      { ...lesson, seed: 'guess' },
    );
    const tampered = tamperedCode(code, raised);
    expect(readResultCode(tampered)).toMatchObject({ ok: true, result: { total: 30 }, signed: false });
    expect(readResultCode(tampered, lesson)).toEqual({ ok: false, refusal: { code: 'resultTampered', vars: {} } });
  });

  it('names what is not a result code at all, and a letter no code has', () => {
    expect(readResultCode('   ', lesson)).toMatchObject({ ok: false, refusal: { code: 'resultEmpty' } });
    expect(readResultCode('tuf:g=1#abc', lesson)).toMatchObject({ ok: false, refusal: { code: 'resultNotCode' } });
    expect(readResultCode('TU12Ü4', lesson)).toEqual({ ok: false, refusal: { code: 'resultLetter', vars: { letter: 'Ü' } } });
    expect(readResultCode('TU', lesson)).toMatchObject({ ok: false, refusal: { code: 'resultTruncated' } });
  });

  it('never throws or hangs on random input (30 000 texts)', () => {
    const rng = createRng('result-code-fuzz');
    const alphabet = [...'TU0123456789ABCDEFGHJKMNPQRSTVWXYZabcu -/#=é\u0000'];
    const valid = writeResultCode(sample, lesson);
    const started = performance.now();
    for (let i = 0; i < 30_000; i++) {
      let s: string;
      const k = rng.int(3);
      if (k === 0) {
        s = 'TU';
        for (let n = rng.int(80); n > 0; n--) s += rng.pick(alphabet);
      } else if (k === 1) {
        // a valid code with a few letters changed, dropped or doubled
        s = valid;
        for (let n = 1 + rng.int(3); n > 0; n--) {
          const at = 2 + rng.int(s.length - 2);
          s = s.slice(0, at) + (rng.int(2) ? rng.pick(alphabet) : s.slice(at, at + 2)) + s.slice(at + 1);
        }
      } else {
        s = `TU${codeParts.toLetters(Array.from({ length: rng.int(60) }, () => rng.int(256)))}`;
      }
      const r = readResultCode(s, rng.int(2) ? lesson : null);
      if (!r.ok) expect(typeof r.refusal.code).toBe('string');
      else expect(r.code.startsWith('TU')).toBe(true);
    }
    expect(readResultCode(`TU${'Z'.repeat(1_000_000)}`, lesson)).toMatchObject({ ok: false, refusal: { code: 'resultTooLong' } });
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('words every refusal in English, French and Spanish', () => {
    const codes = [
      'resultEmpty',
      'resultNotCode',
      'resultLetter',
      'resultNewer',
      'resultTruncated',
      'resultTooLong',
      'resultDamaged',
      'resultForeign',
      'resultTampered',
    ];
    for (const cat of [en, fr, es] as Record<string, string>[]) for (const c of codes) expect(cat[`board.refuse.${c}`]).toBeTruthy();
  });
});
