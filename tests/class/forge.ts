/**
 * A forger's result code, for the tests of signed results: `raised` (a code with a higher score, signed under a
 * guessed lesson) given the lesson key of `real` and its public check digits again, so only the signature can tell.
 */
import { codeParts, RESULT_PREFIX } from '../../src/class/resultCode';

export function tamperedCode(real: string, raised: string): string {
  const r = codeParts.fromLetters(real.slice(2));
  const f = codeParts.fromLetters(raised.slice(2));
  if ('letter' in r || 'letter' in f) throw new Error('unreadable');
  const bytes = f.bytes;
  bytes.splice(2, 4, ...r.bytes.slice(2, 6));
  const end = bytes.length - 6;
  const c = codeParts.check16(bytes.slice(0, end));
  bytes[end] = c >> 8;
  bytes[end + 1] = c & 255;
  return RESULT_PREFIX + codeParts.toLetters(bytes);
}
