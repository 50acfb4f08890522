/**
 * The text notation: one whitespace-separated token per cube.
 *
 *   faces      0 … 10, ø, + - x (x) /, =, 1/2 1/3 1/4 1/5 1/8 1/10, % pi log j tan chi
 *              (Unicode × ÷ − π χ ½ ⅓ ¼ ⅕ ⅛ ⅒ Ø are accepted and written back in ASCII)
 *   position   a prefix ^ puts a cube in the exponent (superscript) position,
 *              _ in the subscript position: `8 ^1/3`, `1 1 0 _2`, `log _2 3 2`
 *   gap        `|` (not a cube) closes the innermost open group (game 4)
 *   ratio line `//` (not a cube; the card's line) in the ratio game: `4 // 8 = 5 // 1 0`
 *   (×) reading `(x)` lets the engine choose; `(x)*` is a multiplication sign,
 *              `(x)>` opens a group running right, `<(x)` closes a group running left
 *   j reading  `!` is the j cube turned upside down (factorial); `<` `>` `<=` `>=`
 *              `!=` `===` (or ≤ ≥ ≠ ≡) are the j cube declared as a relation sign
 *
 * Parsing only reads tokens; which faces a game allows and whether the cubes
 * make a true equation is decided by `checkEquation`.
 */
import { faceSymbol, isConstantFace, isFractionFace, isOperatorFace, readFace, rulesOf, type Face, type GameRules, type RulesKey } from './cubes';

export type Position = 'normal' | 'sup' | 'sub';
/** How a (×) cube is read in game 4+: a times sign, a group opening to the right, or closing a group to the left. */
export type GroupReading = 'times' | 'open' | 'close';
/** The j cube as a declared relation sign or (upside down) as factorial. */
export type JReading = 'factorial' | '<' | '>' | '<=' | '>=' | '!=' | '===';

export interface PlacedCube {
  kind: 'cube';
  face: Face;
  position: Position;
  /** Only for (x): the reading chosen in the text; absent = let the engine find one. */
  group?: GroupReading;
  /** Only for j: written as `!` or a relation sign. */
  jAs?: JReading;
}

/** A space left between cubes: closes the innermost open group. */
export interface Gap {
  kind: 'gap';
  position: Position;
}

/** The ratio line of the ratio game (drawn on a card, not a cube). */
export interface RatioLine {
  kind: 'ratio';
}

export type Item = PlacedCube | Gap | RatioLine;

export interface Arrangement {
  items: Item[];
}

/** Why text or cubes cannot be used: a short code and its values (worded under `tuf.refuse.<code>`). */
export interface Why {
  code: string;
  vars: Record<string, string | number>;
}

export type ParseResult = { ok: true; arrangement: Arrangement } | { ok: false; code: string; vars: Record<string, string | number>; token?: number };

const J_TOKENS: Readonly<Record<string, JReading>> = {
  '!': 'factorial',
  '<': '<',
  '>': '>',
  '<=': '<=',
  '≤': '<=',
  '>=': '>=',
  '≥': '>=',
  '!=': '!=',
  '≠': '!=',
  '===': '===',
  '≡': '===',
};

const J_TEXT: Readonly<Record<JReading, string>> = {
  factorial: '!',
  '<': '<',
  '>': '>',
  '<=': '<=',
  '>=': '>=',
  '!=': '!=',
  '===': '===',
};

function readToken(raw: string, index: number): Item | Why {
  let t = raw;
  let position: Position = 'normal';
  const first = t.charCodeAt(0);
  if (first === 94 /* ^ */ || first === 95 /* _ */) {
    position = first === 94 ? 'sup' : 'sub';
    t = t.slice(1);
    if (t === '') return { code: 'parse.needsCube', vars: { n: index + 1, text: raw, mark: position === 'sup' ? '^' : '_' } };
  }
  if (t === '|') return { kind: 'gap', position };
  if (t === '//') {
    if (position !== 'normal') return { code: 'parse.ratioRaised', vars: { n: index + 1 } };
    return { kind: 'ratio' };
  }
  const j = Object.hasOwn(J_TOKENS, t) ? J_TOKENS[t] : undefined;
  if (j !== undefined) return { kind: 'cube', face: 'j', position, jAs: j };
  let group: GroupReading | undefined;
  if (t.length > 3) {
    if (t.endsWith('*') && readFace(t.slice(0, -1)) === '(x)') {
      group = 'times';
      t = t.slice(0, -1);
    } else if (t.endsWith('>') && readFace(t.slice(0, -1)) === '(x)') {
      group = 'open';
      t = t.slice(0, -1);
    } else if (t.startsWith('<') && readFace(t.slice(1)) === '(x)') {
      group = 'close';
      t = t.slice(1);
    }
  }
  const face = readFace(t);
  if (face === null) {
    return { code: 'parse.notAFace', vars: { n: index + 1, text: raw } };
  }
  const cube: PlacedCube = { kind: 'cube', face, position };
  if (group !== undefined) cube.group = group;
  return cube;
}

/** Reads the text notation into an arrangement (tokens only; see checkEquation for meaning). */
export function parseArrangement(text: string): ParseResult {
  if (text.length > 2000) return { ok: false, code: 'parse.tooLong', vars: {} };
  const tokens = text.trim().split(/\s+/);
  const items: Item[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i] as string;
    if (raw === '') continue;
    const item = readToken(raw, i);
    if (!('kind' in item)) return { ok: false, ...item, token: i };
    items.push(item);
  }
  if (items.length === 0) return { ok: false, code: 'noCubes', vars: {} };
  return { ok: true, arrangement: { items } };
}

/** Writes one item back in the notation. */
export function formatItem(item: Item): string {
  if (item.kind === 'ratio') return '//';
  const prefix = item.position === 'sup' ? '^' : item.position === 'sub' ? '_' : '';
  if (item.kind === 'gap') return `${prefix}|`;
  if (item.face === 'j' && item.jAs !== undefined) return prefix + J_TEXT[item.jAs];
  if (item.face === '(x)' && item.group !== undefined) {
    return prefix + (item.group === 'times' ? '(x)*' : item.group === 'open' ? '(x)>' : '<(x)');
  }
  return prefix + item.face;
}

/** Writes an arrangement in the text notation; parseArrangement(formatEquation(a)) gives `a` back. */
export function formatEquation(arrangement: Arrangement): string {
  return arrangement.items.map(formatItem).join(' ');
}

/** The physical cubes of an arrangement (gaps and ratio lines are not cubes). */
export function cubesOf(arrangement: Arrangement): PlacedCube[] {
  const out: PlacedCube[] = [];
  for (const it of arrangement.items) if (it.kind === 'cube') out.push(it);
  return out;
}

/** Why a cube cannot be used in a game at all (its face or position), or null. */
export function faceNotAllowed(cube: PlacedCube, rules: GameRules): Why | null {
  const f = cube.face;
  if (isFractionFace(f) && !rules.fractions) return { code: 'face.fraction', vars: { face: f, game: rules.key } };
  if (isConstantFace(f) && !rules.constant) return { code: 'face.constant', vars: { face: f } };
  if (isOperatorFace(f) && !(rules.operators as readonly string[]).includes(f)) {
    return { code: 'face.operator', vars: { game: rules.key, operators: rules.operators.map(faceSymbol).join(' '), face: faceSymbol(f) } };
  }
  if (f === '(x)' && cube.group !== undefined && cube.group !== 'times' && !rules.groups) {
    return { code: 'face.groupFrom4', vars: {} };
  }
  if (cube.position === 'sup' && !rules.exponents) return { code: 'face.exponents', vars: {} };
  if (cube.position === 'sub' && !rules.bases && !rules.constant) {
    return { code: 'face.subscripts', vars: {} };
  }
  return null;
}

export type EquationParse = ParseResult;

/**
 * Reads an equation for a game: the tokens, and whether each cube, gap and
 * ratio line may be used in that game at all. Whether the equation is true is
 * decided by checkEquation.
 */
export function parseEquation(text: string, game?: RulesKey): ParseResult {
  const parsed = parseArrangement(text);
  if (!parsed.ok || game === undefined) return parsed;
  const rules = rulesOf(game);
  const items = parsed.arrangement.items;
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    if (it.kind === 'ratio') {
      if (!rules.ratio) return { ok: false, code: 'ratioOnly', vars: {}, token: i };
    } else if (it.kind === 'gap') {
      if (!rules.groups) return { ok: false, code: 'gapsFrom4', vars: {}, token: i };
    } else {
      const why = faceNotAllowed(it, rules);
      if (why !== null) return { ok: false, ...why, token: i };
    }
  }
  return parsed;
}
