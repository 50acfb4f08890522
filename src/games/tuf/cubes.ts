/**
 * TUF cubes: faces, colours, the hand each game deals, and rolling a hand
 * from a seed. DOM-free; all randomness from `createRng`.
 */
import { createRng } from '../../core/random';

/** The six number faces of a blue cube. */
export const BLUE_FACES = ['0', '1', '2', '3', '4', '5'] as const;
/** The six faces of a green cube; `ø` is the slashed zero (a decimal point in games 3+). */
export const GREEN_FACES = ['6', '7', '8', '9', '10', 'ø'] as const;
/** Red operator cube: + − × ÷ (×) − (two minus faces). */
export const RED_FACES = ['+', '-', 'x', '/', '(x)', '-'] as const;
/** Yellow fraction cube (1/8, not the 1/6 the equipment list misprints). */
export const YELLOW_FACES = ['1/2', '1/3', '1/4', '1/5', '1/8', '1/10'] as const;
export const WHITE_FACES = ['=', '=', '=', '=', '=', '='] as const;
/** Orange constant cube: % π log j tan χ. */
export const ORANGE_FACES = ['%', 'pi', 'log', 'j', 'tan', 'chi'] as const;

export type NumberFace = (typeof BLUE_FACES)[number] | (typeof GREEN_FACES)[number];
export type OperatorFace = (typeof RED_FACES)[number];
export type FractionFace = (typeof YELLOW_FACES)[number];
export type ConstantFace = (typeof ORANGE_FACES)[number];
/** A face in the text notation (one token per cube, without position prefix). */
export type Face = NumberFace | OperatorFace | FractionFace | '=' | ConstantFace;

/** 'blank' is a blank cube whose faces a teacher wrote (from the faces above). */
export type CubeColour = 'blue' | 'green' | 'red' | 'yellow' | 'white' | 'orange' | 'blank';

export const COLOUR_FACES: Readonly<Record<CubeColour, readonly Face[]>> = {
  blue: BLUE_FACES,
  green: GREEN_FACES,
  red: RED_FACES,
  yellow: YELLOW_FACES,
  white: WHITE_FACES,
  orange: ORANGE_FACES,
  blank: [],
};

/** Colour order in a written roll: blue, green, red, yellow, white, orange (blank cubes last). */
export const COLOUR_ORDER: readonly Exclude<CubeColour, 'blank'>[] = ['blue', 'green', 'red', 'yellow', 'white', 'orange'];

const FACE_COLOUR: ReadonlyMap<string, CubeColour> = new Map<string, CubeColour>(
  COLOUR_ORDER.flatMap((c) => COLOUR_FACES[c].map((f) => [f, c] as [string, CubeColour])),
);

export const ALL_FACES: readonly Face[] = [...new Set(COLOUR_ORDER.flatMap((c) => COLOUR_FACES[c]))];

export function isFace(text: string): text is Face {
  return FACE_COLOUR.has(text);
}

/** The colour of the cube a face belongs to (faces are unique to one colour). */
export function faceColour(face: Face): CubeColour {
  return FACE_COLOUR.get(face) as CubeColour;
}

/** The symbol printed on a face where the text notation spells it otherwise (the one face→symbol table of TUF). */
export const FACE_SYMBOL: Readonly<Partial<Record<Face, string>>> = {
  '-': '−',
  x: '×',
  '/': '÷',
  '(x)': '(×)',
  pi: 'π',
  chi: 'χ',
};

/** The symbol printed on a face ("×" for x, "π" for pi; a number or fraction as written). */
export function faceSymbol(face: Face): string {
  return FACE_SYMBOL[face] ?? face;
}

export const isNumberFace = (f: string): f is NumberFace =>
  f.length <= 2 && FACE_COLOUR.get(f) !== undefined && (FACE_COLOUR.get(f) === 'blue' || FACE_COLOUR.get(f) === 'green');
export const isFractionFace = (f: string): f is FractionFace => FACE_COLOUR.get(f) === 'yellow';
export const isConstantFace = (f: string): f is ConstantFace => FACE_COLOUR.get(f) === 'orange';
export const isOperatorFace = (f: string): f is OperatorFace => FACE_COLOUR.get(f) === 'red';

/** Every game key of the rulebook (1C has three solitaire variants). */
export const GAME_KEYS = ['1', '1a', '1b', '1c-a', '1c-b', '1c-c', '2', '2a', '3', '4', '5', '6', 'constant', 'ratio'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

export function isGameKey(text: string): text is GameKey {
  return (GAME_KEYS as readonly string[]).includes(text);
}

export type Hand = Readonly<Record<Exclude<CubeColour, 'blank'>, number>>;

/** What a game allows and how numbers are formed. */
export interface GameRules {
  key: GameKey;
  /** Short English title (the UI uses its own catalogue). */
  title: string;
  /** Cubes each player rolls. */
  hand: Hand;
  /** Operator faces that may be used (1A: only + and −). */
  operators: readonly ('+' | '-' | 'x' | '/' | '(x)')[];
  /** Largest number of integer cubes in a whole number (2; 3 in the constant game, whose π example writes 360; a decimal or a based number may use more). */
  maxIntegerCubes: number;
  /** Yellow fraction cubes and mixed numbers (game 2 on). */
  fractions: boolean;
  /** The green ø is a decimal point, not a zero (game 3 on). */
  decimals: boolean;
  /** The (×) face may be a pair of parentheses (game 4 on). */
  groups: boolean;
  /** Subscript cubes give a number's base (game 5). */
  bases: boolean;
  /** Superscript cubes are exponents and roots (game 6). */
  exponents: boolean;
  /** The orange constant cube is in play. */
  constant: boolean;
  /** Ratio and proportion: each side may be a ratio written with `//`. */
  ratio: boolean;
  /** Game 1B: cutthroat scoring. */
  cutthroat: boolean;
  /** Game 1C: solitaire (no declarer doubling between players). */
  solitaire: boolean;
  /** Game 1A: the red cubes may be preset instead of rolled. */
  operatorPresets: boolean;
}

const H = (blue: number, green: number, red: number, yellow: number, white: number, orange: number): Hand => ({
  blue,
  green,
  red,
  yellow,
  white,
  orange,
});

const ALL_OPS = ['+', '-', 'x', '/', '(x)'] as const;
const base1: Omit<GameRules, 'key' | 'title'> = {
  hand: H(3, 3, 4, 0, 1, 0),
  operators: ALL_OPS,
  maxIntegerCubes: 2,
  fractions: false,
  decimals: false,
  groups: false,
  bases: false,
  exponents: false,
  constant: false,
  ratio: false,
  cutthroat: false,
  solitaire: false,
  operatorPresets: false,
};
const base2 = { ...base1, hand: H(3, 3, 5, 1, 1, 0), fractions: true };
const base3 = { ...base2, decimals: true };
const base4 = { ...base3, groups: true };

/** The rules of every game. Game 6 builds on 2, 3 and 4 (as the rulebook says), not on 5. */
export const GAMES: Readonly<Record<GameKey, GameRules>> = {
  '1': { ...base1, key: '1', title: 'Basic game' },
  '1a': { ...base1, key: '1a', title: 'For very young players (+ and − only)', operators: ['+', '-'], operatorPresets: true },
  '1b': { ...base1, key: '1b', title: 'Cutthroat TUF', cutthroat: true },
  '1c-a': { ...base1, key: '1c-a', title: 'Solitaire against the clock', solitaire: true },
  '1c-b': { ...base2, key: '1c-b', title: 'Solitaire with more cubes', hand: H(4, 4, 6, 2, 1, 0), solitaire: true },
  '1c-c': { ...base1, key: '1c-c', title: 'Double solitaire', solitaire: true },
  '2': { ...base2, key: '2', title: 'Fractions' },
  '2a': { ...base2, key: '2a', title: 'Two fraction cubes', hand: H(3, 3, 5, 2, 1, 0) },
  '3': { ...base3, key: '3', title: 'Decimal point' },
  '4': { ...base4, key: '4', title: 'Parentheses' },
  '5': { ...base4, key: '5', title: 'Bases other than decimal', bases: true },
  '6': { ...base4, key: '6', title: 'Exponents, powers and roots', exponents: true },
  constant: { ...base4, key: 'constant', title: 'The constant cube', hand: H(3, 3, 5, 1, 1, 1), exponents: true, constant: true, maxIntegerCubes: 3 },
  ratio: { ...base4, key: 'ratio', title: 'Ratio and proportion', ratio: true },
};

/**
 * The constant cube added to a game (rulebook, "The Constant Cube": "The addition of the Orange 'Constant' cube to
 * the basic set"): any game 1–6 may be played with it, preset or rolled. Game 6 with it is the constant game
 * itself (`constant`: game 4's numbers with exponents and the orange cube), so its key is kept; every other game g
 * with it is `g+k`: g's rules and cubes plus one orange cube, and whole numbers of up to three cubes (the
 * section's own examples write 360 and 100). Ratio and proportion is a game of its own and takes no constant cube.
 */
export type ConstantBase = Exclude<GameKey, 'constant' | 'ratio' | '6'>;
export const CONSTANT_BASES = GAME_KEYS.filter((g): g is ConstantBase => g !== 'constant' && g !== 'ratio' && g !== '6');
/** The rules a roll, a check and a solver follow: a game, or a game with the constant cube added. */
export type RulesKey = GameKey | `${ConstantBase}+k`;

/** A game's rules key with the constant cube added (game 6: the constant game); null for a game that takes none. */
export function withConstantCube(game: GameKey): RulesKey | null {
  if (game === '6' || game === 'constant') return 'constant';
  if (game === 'ratio') return null;
  return `${game}+k`;
}

/** The game a rules key plays (its own name, its setup choice): `2+k` → `2`. */
export function baseGame(key: RulesKey): GameKey {
  return key.endsWith('+k') ? (key.slice(0, -2) as GameKey) : (key as GameKey);
}

export function isRulesKey(text: string): text is RulesKey {
  return isGameKey(text) || (text.endsWith('+k') && (CONSTANT_BASES as readonly string[]).includes(text.slice(0, -2)));
}

const withConstant = new Map<RulesKey, GameRules>();

/** The rules of a game, with the constant cube when its key says so. */
export function rulesOf(key: RulesKey): GameRules {
  if (isGameKey(key)) return GAMES[key];
  let rules = withConstant.get(key);
  if (rules === undefined) {
    const base = GAMES[baseGame(key)];
    rules = { ...base, hand: { ...base.hand, orange: 1 }, constant: true, maxIntegerCubes: Math.max(base.maxIntegerCubes, 3) };
    withConstant.set(key, rules);
  }
  return rules;
}

/** Game 1A: the red cubes set as constants, or rolled with × (×) → + and ÷ → −. */
export type OperatorPreset = '4+' | '2+2-' | '1+3-' | '4-' | 'rolled';
export const OPERATOR_PRESETS: readonly OperatorPreset[] = ['4+', '2+2-', '1+3-', '4-', 'rolled'];

export interface RollOptions {
  /** Game 1A only: how the red cubes are set (default 'rolled'). */
  operatorPreset?: OperatorPreset;
  /** Constant game: the orange cube preset to a face instead of rolled. */
  constantPreset?: ConstantFace;
  /** Game 2A: two blue and two green instead of three each. */
  reducedNumbers?: boolean;
  /**
   * Blank cubes with faces a teacher wrote on them (each a list of faces from
   * the cube set, e.g. ['7', '7', '8', '8', '1/2', '1/2']); rolled after the
   * hand, colour 'blank'. A blank cube with no faces is left out.
   */
  blankCubes?: readonly (readonly Face[])[];
}

export interface RolledCube {
  colour: CubeColour;
  face: Face;
}

export interface Roll {
  game: RulesKey;
  cubes: RolledCube[];
}

/** The hand a game deals, after its options (2A reduced numbers). */
export function handFor(game: RulesKey, options: RollOptions = {}): Hand {
  const h = rulesOf(game).hand;
  if (baseGame(game) === '2a' && options.reducedNumbers) return { ...h, blue: 2, green: 2 };
  return h;
}

const PRESET_FACES: Readonly<Record<Exclude<OperatorPreset, 'rolled'>, readonly OperatorFace[]>> = {
  '4+': ['+', '+', '+', '+'],
  '2+2-': ['+', '+', '-', '-'],
  '1+3-': ['+', '-', '-', '-'],
  '4-': ['-', '-', '-', '-'],
};

/**
 * Rolls a hand from a seed: the same game, seed and options always give the
 * same roll (a game with the constant cube added: the game's roll, then the orange cube). Cubes come in colour order (blue, green, red, yellow, white,
 * orange), as a roll is written.
 */
export function rollCubes(game: RulesKey, seed: string | number, options: RollOptions = {}): Roll {
  // a game with the constant cube added rolls the game's own cubes first, from the game's own stream, then the orange one
  const base = baseGame(game);
  const rng = createRng(`tuf/${base}/${String(seed)}`);
  const hand = handFor(game, options);
  const cubes: RolledCube[] = [];
  for (const colour of COLOUR_ORDER) {
    const n = hand[colour];
    for (let i = 0; i < n; i++) {
      let face: Face = rng.pick(COLOUR_FACES[colour]);
      if (colour === 'red' && base === '1a') {
        const preset = options.operatorPreset ?? 'rolled';
        if (preset === 'rolled') face = face === 'x' || face === '(x)' ? '+' : face === '/' ? '-' : face;
        else face = PRESET_FACES[preset][i] ?? '+';
      }
      if (colour === 'orange' && options.constantPreset !== undefined) face = options.constantPreset;
      cubes.push({ colour, face });
    }
  }
  for (const faces of options.blankCubes ?? []) {
    if (faces.length > 0) cubes.push({ colour: 'blank', face: rng.pick(faces) });
  }
  return { game, cubes };
}

/** A roll written as faces separated by spaces: `3 5 1 9 10 ø + - x / =`. */
export function formatRoll(roll: Roll | readonly RolledCube[]): string {
  const cubes = Array.isArray(roll) ? (roll as readonly RolledCube[]) : (roll as Roll).cubes;
  return cubes.map((c) => c.face).join(' ');
}

/** Unicode and ASCII spellings accepted for faces, mapped to the notation's spelling. */
export const FACE_ALIASES: Readonly<Record<string, Face>> = {
  '×': 'x',
  '*': 'x',
  X: 'x',
  '÷': '/',
  '−': '-',
  '–': '-',
  '(×)': '(x)',
  '(*)': '(x)',
  Ø: 'ø',
  '∅': 'ø',
  'ø': 'ø',
  '½': '1/2',
  '⅓': '1/3',
  '¼': '1/4',
  '⅕': '1/5',
  '⅛': '1/8',
  '⅒': '1/10',
  'π': 'pi',
  'χ': 'chi',
  i: 'j',
};

/** Reads one face token (no position prefix); null when it is not a face. */
export function readFace(token: string): Face | null {
  if (isFace(token)) return token;
  const alias = Object.hasOwn(FACE_ALIASES, token) ? FACE_ALIASES[token] : undefined;
  if (alias !== undefined) return alias;
  const lower = token.toLowerCase();
  if (isFace(lower)) return lower;
  return null;
}

export type RollParse = { ok: true; cubes: RolledCube[] } | { ok: false; code: string; vars: Record<string, string | number> };

/** Reads a written roll (faces separated by spaces). */
export function parseRoll(text: string): RollParse {
  const cubes: RolledCube[] = [];
  for (const token of text.trim().split(/\s+/)) {
    if (token === '') continue;
    const face = readFace(token);
    if (face === null) return { ok: false, code: 'roll.notAFace', vars: { token } };
    cubes.push({ colour: faceColour(face), face });
  }
  if (cubes.length === 0) return { ok: false, code: 'roll.empty', vars: {} };
  return { ok: true, cubes };
}

/** The faces of a roll given as text, rolled cubes or faces: the one reading every checker and solver uses. */
export function rollFaces(
  roll: string | readonly (RolledCube | Face)[],
): { ok: true; faces: Face[] } | { ok: false; code: string; vars: Record<string, string | number> } {
  if (typeof roll === 'string') {
    const p = parseRoll(roll);
    return p.ok ? { ok: true, faces: p.cubes.map((c) => c.face) } : p;
  }
  return { ok: true, faces: roll.map((c) => (typeof c === 'string' ? c : c.face)) };
}
