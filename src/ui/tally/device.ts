/**
 * This device's id in Tally Rally results codes: made once (8 letters or
 * digits from the platform's randomness) and kept in localStorage, so that
 * players on different devices are told apart even when they share a name.
 */
const KEY = 'tuffest.device';
let fallback: string | null = null;

function make(): string {
  const buf = new Uint32Array(2);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (n) => n.toString(36).padStart(7, '0').slice(-4)).join('');
}

export function deviceId(): string {
  try {
    const kept = globalThis.localStorage?.getItem(KEY);
    if (kept && /^[a-z0-9]{1,12}$/.test(kept)) return kept;
    const id = make();
    globalThis.localStorage?.setItem(KEY, id);
    return id;
  } catch {
    // storage refused (private mode): one id for as long as the page is open
    fallback ??= make();
    return fallback;
  }
}
