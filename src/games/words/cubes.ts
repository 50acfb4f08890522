/**
 * TUF words cubes: the five colours, their faces, a seeded roll and the
 * hand's text notation (20 faces: `A`–`Z`, `'E`, `*` for ☉, `@` for Ω).
 */
import { createRng, type Rng } from '../../core/random';

/** A face: a plain letter A–Z, the 'E face (plays as E), ☉ (any lower-case letter) or Ω (any capital). */
export type Face = string;
export const SUN = '*';
export const OMEGA = '@';
export const E_APOS = "'E";

export type Colour = 'red' | 'blue' | 'green' | 'yellow' | 'orange';

export const CUBE_FACES: Readonly<Record<Colour, readonly Face[]>> = {
  red: ['A', 'E', 'I', 'O', 'U', E_APOS],
  blue: ['T', 'R', 'N', 'S', 'C', 'P'],
  green: ['D', 'H', 'F', 'L', 'M', 'Y'],
  yellow: ['G', 'W', 'V', 'B', OMEGA, SUN],
  orange: ['J', 'Z', 'Q', 'X', 'K', SUN],
};

/** Each player's cubes, in rolling order: 8 red, 5 blue, 4 green, 2 yellow, 1 orange. */
export const HAND_COLOURS: readonly Colour[] = [
  ...Array<Colour>(8).fill('red'),
  ...Array<Colour>(5).fill('blue'),
  ...Array<Colour>(4).fill('green'),
  ...Array<Colour>(2).fill('yellow'),
  'orange',
];
export const HAND_SIZE = HAND_COLOURS.length;

export interface RollOptions {
  /** Play without special faces: Ω, ☉ and 'E are re-rolled until a plain letter shows. */
  noSpecials?: boolean;
}

export const isSpecial = (f: Face): boolean => f === SUN || f === OMEGA || f === E_APOS;

/** One cube rolled by the rules: 'E re-rolled once (kept if it shows again), or specials re-rolled away. */
export function rollCube(colour: Colour, rng: Rng, options: RollOptions = {}): Face {
  const faces = CUBE_FACES[colour];
  let f = rng.pick(faces);
  if (options.noSpecials) {
    while (isSpecial(f)) f = rng.pick(faces);
  } else if (f === E_APOS) {
    f = rng.pick(faces);
  }
  return f;
}

/** A player's 20 cubes from a seed (or an Rng already in use). */
export function rollHand(seed: string | Rng, options: RollOptions = {}): Face[] {
  const rng = typeof seed === 'string' ? createRng(seed) : seed;
  return HAND_COLOURS.map((c) => rollCube(c, rng, options));
}

export function formatHand(hand: readonly Face[]): string {
  return hand.join(' ');
}

export type HandParse = { ok: true; hand: Face[] } | { ok: false; code: 'badFace'; vars: { index: number; text: string } };

/** Reads a hand: faces separated by spaces; `☉` and `Ω` are accepted for `*` and `@`, lower case for letters. */
export function parseHand(text: string): HandParse {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  const hand: Face[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    const f = t === '☉' ? SUN : t === 'Ω' ? OMEGA : t.toUpperCase() === E_APOS || t === '’E' || t === '’e' ? E_APOS : t.toUpperCase();
    if (f === SUN || f === OMEGA || f === E_APOS || /^[A-Z]$/.test(f)) hand.push(f);
    else return { ok: false, code: 'badFace', vars: { index: i, text: t } };
  }
  return { ok: true, hand };
}

/** The cubes a hand holds, counted: plain letters by letter ('E counted with E separately), wilds apart. */
export interface HandCounts {
  letters: Map<string, number>;
  eApos: number;
  sun: number;
  omega: number;
}

export function countHand(hand: readonly Face[]): HandCounts {
  const letters = new Map<string, number>();
  let eApos = 0;
  let sun = 0;
  let omega = 0;
  for (const f of hand) {
    if (f === SUN) sun++;
    else if (f === OMEGA) omega++;
    else if (f === E_APOS) eApos++;
    else letters.set(f, (letters.get(f) ?? 0) + 1);
  }
  return { letters, eApos, sun, omega };
}
