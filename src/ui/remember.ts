/**
 * Setup choices remembered on this device (localStorage, one key per game),
 * so the next setup opens as the last one was left: names, counts, levels,
 * options. A missing, damaged or unreadable entry gives the defaults.
 */
const PREFIX = 'tuffest.setup.';

export function recall<T>(game: string, read: (v: unknown) => T | null): T | null {
  try {
    const text = globalThis.localStorage?.getItem(PREFIX + game);
    if (!text) return null;
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}

export function remember(game: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(PREFIX + game, JSON.stringify(value));
  } catch {
    // storage full or refused: the setup is simply not remembered
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
