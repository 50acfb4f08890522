/**
 * What players pick before a TUF match, and its short text form for game ids
 * (`tuf:g=2,h=2,…#seed`). DOM-free.
 */
import type { Params } from '../../core/gameId';
import { DEFAULT_SETTINGS } from './settings';
import {
  GAMES,
  OPERATOR_PRESETS,
  ORANGE_FACES,
  PI_READINGS,
  ZERO_RULES,
  isGameKey,
  rulesOf,
  withConstantCube,
  type ConstantFace,
  type GameKey,
  type JMeaning,
  type OperatorPreset,
  type PiReading,
  type Relation,
  type RulesKey,
  type TufSettings,
  type ZeroRule,
} from './index';

import { checkKnown, flagOf, formatTable, intIn, RaceParamsError, readTable, seatCount, TABLE_KEYS } from '../race/params';
import { COMPUTER_LEVELS, MAX_SEATS, TIMER_PRESETS, type ComputerLevel, type TimerPreset } from '../race/types';

export { COMPUTER_LEVELS, MAX_SEATS, TIMER_PRESETS, type ComputerLevel, type TimerPreset };
export { seatCount };
export const MAX_ROUNDS = 20;

/** What a code may ask for: the setup screen's own range, so a link cannot open a game no teacher meant (`checkCodeLimits`). */
export const CODE_LIMITS = { soloMinutes: { min: 1, max: 15 }, rounds: { min: 1, max: 10 } } as const;
/** What a saved match may hold: earlier builds saved up to 60 solitaire minutes and 20 rounds, and those games still open. */
export const SAVED_LIMITS = { soloMinutes: { min: 1, max: 60 }, rounds: { min: 1, max: MAX_ROUNDS } } as const;

export interface MatchParams {
  game: GameKey;
  /** People playing on this device (1–4). */
  humans: number;
  /** Computer opponents, one level each; humans + computers ≤ 4. */
  computers: ComputerLevel[];
  timers: TimerPreset;
  /** Solitaire: minutes on the clock for each round. */
  soloMinutes: number;
  rounds: number;
  /** Every seat rolls the same cubes (double solitaire, several devices on one roll). */
  sameRoll: boolean;
  /** Teacher setting: a light that says whether the equation being built is true. */
  validityLight: boolean;
  cutthroat: boolean;
  /**
   * The constant cube added to game 1–5 (code `kc=1`; game 6 with it is the `constant` game itself): see
   * `rulesKey`. Absent or false: the game as printed.
   */
  constantCube?: boolean;
  /** With the constant cube: the orange cube preset to this face instead of rolled. */
  constantPreset: ConstantFace | null;
  /** With a preset constant cube: points by order of correct equations using the symbol. */
  orderScoring: boolean;
  operatorPreset: OperatorPreset;
  reducedNumbers: boolean;
  settings: TufSettings;
  /**
   * Teacher setting (code `hn=1`/`hn=0`): whether people may ask for hints.
   * Absent: the default, on when one person plays on the device (solitaire,
   * or against computers), off when several people compete at one table.
   */
  hints?: boolean;
}

/** Whether people may ask for hints in a match (see `MatchParams.hints`). */
export function hintsOn(p: Pick<MatchParams, 'hints' | 'humans'>): boolean {
  return p.hints ?? p.humans === 1;
}

/** Minutes of a solitaire round by game: 1C(a) five, 1C(b) fifteen, 1C(c) two; other games five. */
export function defaultSoloMinutes(game: GameKey): number {
  if (game === '1c-b') return 15;
  if (game === '1c-c') return 2;
  return 5;
}

/** The engine's default settings; a match states bases with cubes, so `statedBases` stays out of its code. */
const { statedBases: _statedBases, ...MATCH_SETTINGS } = DEFAULT_SETTINGS;

export function defaultParams(game: GameKey = '1'): MatchParams {
  return {
    game,
    humans: 1,
    computers: game.startsWith('1c') ? [] : ['easy'],
    timers: 'std',
    soloMinutes: defaultSoloMinutes(game),
    rounds: 5,
    sameRoll: game === '1c-c',
    validityLight: true,
    cutthroat: game === '1b',
    constantPreset: null,
    orderScoring: false,
    operatorPreset: 'rolled',
    reducedNumbers: false,
    settings: { ...MATCH_SETTINGS },
  };
}

/** Solitaire: one seat alone, or a 1C game (each seat plays its own roll against the clock). */
export function isSolitaire(p: MatchParams): boolean {
  return GAMES[p.game].solitaire || seatCount(p) === 1;
}

/** The rules a match plays: its game, with the constant cube added when chosen (`2+k`; game 6: `constant`). */
export function rulesKey(p: Pick<MatchParams, 'game' | 'constantCube'>): RulesKey {
  return p.constantCube === true ? (withConstantCube(p.game) ?? p.game) : p.game;
}

/** Whether the orange constant cube is in play (the constant game, or a game 1–5 with it added). */
export function hasConstantCube(p: Pick<MatchParams, 'game' | 'constantCube'>): boolean {
  return rulesOf(rulesKey(p)).constant;
}

/** The game a player picks in the setup: game 6 for the constant game (6 with the constant cube). */
export function chosenGame(p: Pick<MatchParams, 'game'>): GameKey {
  return p.game === 'constant' ? '6' : p.game;
}

/**
 * The same match with the constant cube added or taken away: game 6 ⇄ the constant game, any other game 1–5 by
 * `constantCube`. Taken away, its preset face and order scoring go with it. Ratio takes no constant cube.
 */
export function setConstantCube(p: MatchParams, on: boolean): MatchParams {
  const { constantCube: _old, ...rest } = p;
  const game = chosenGame(p);
  if (!on) return { ...rest, game, constantPreset: null, orderScoring: false };
  if (withConstantCube(game) === null) return p;
  return game === '6' ? { ...rest, game: 'constant' } : { ...rest, game, constantCube: true };
}

/** Constant-cube preset play scored by order of correct equations. */
export function isOrderPlay(p: MatchParams): boolean {
  return hasConstantCube(p) && p.constantPreset !== null && p.orderScoring && !isSolitaire(p);
}

const REL_CODE: Readonly<Record<Relation, string>> = { '<': 'lt', '>': 'gt', '<=': 'le', '>=': 'ge', '!=': 'ne', '===': 'eq' };
const J_CODE: Readonly<Record<JMeaning, string>> = { 'sqrt-1': 'i', relation: 'r', factorial: 'f' };

function invert<K extends string>(m: Readonly<Record<K, string>>): Map<string, K> {
  return new Map(Object.entries(m).map(([k, v]) => [v as string, k as K]));
}

const REL_READ = invert(REL_CODE);
const J_READ = invert(J_CODE);

/** A χ value as the rulebook suggests: an integer, a fraction or a decimal ("12", "1/7", "25.4", "-3"). */
export function isChiValue(text: string): boolean {
  return /^-?(\d{1,9}(\.\d{1,9})?|\.\d{1,9}|\d{1,9}\/[1-9]\d{0,8})$/.test(text);
}

/** Params as short text; a setting at its default is left out, so shared codes stay short. */
export function formatMatchParams(p: MatchParams): Params {
  const s = p.settings;
  const out: Params = { g: p.game };
  const put = (k: string, v: string, fallback: string): void => {
    if (v !== fallback) out[k] = v;
  };
  formatTable(out, p, { soloMinutes: defaultSoloMinutes(p.game), rounds: 5 });
  put('z', s.zero, 'allow');
  put('same', p.sameRoll ? '1' : '0', '0');
  put('v', p.validityLight ? '1' : '0', '1');
  put('ct', p.cutthroat ? '1' : '0', '0');
  put('xb', s.exponentBonus ? '1' : '0', '0');
  put('bb', s.baseBonus ? '1' : '0', '0');
  put('rn', p.reducedNumbers ? '1' : '0', '0');
  put('ord', p.orderScoring ? '1' : '0', '0');
  if (p.constantCube === true) out.kc = '1';
  if (p.constantPreset !== null) out.k = p.constantPreset === '%' ? 'pct' : p.constantPreset;
  put('op', p.operatorPreset, 'rolled');
  put('pi', s.pi, 'any');
  put('j', J_CODE[s.j], 'i');
  put('jr', REL_CODE[s.jRelation], 'lt');
  if (s.chi !== null) out.chi = s.chi;
  put('cc', String(s.chiCubes), '1');
  if (p.hints !== undefined) out.hn = p.hints ? '1' : '0';
  return out;
}

const KNOWN = new Set(['g', ...TABLE_KEYS, 'z', 'same', 'v', 'ct', 'xb', 'bb', 'rn', 'ord', 'kc', 'k', 'op', 'pi', 'j', 'jr', 'chi', 'cc', 'hn']);

/**
 * Refuses params a shared code may not ask for (CODE_LIMITS): a roll or
 * lesson code opens only what the setup screen offers. Saved games are read
 * with the wider SAVED_LIMITS and are not checked again.
 */
export function checkCodeLimits(p: MatchParams): void {
  const limits: [keyof typeof CODE_LIMITS, string, number][] = [
    ['soloMinutes', 'm', p.soloMinutes],
    ['rounds', 'r', p.rounds],
  ];
  for (const [key, setting, n] of limits) {
    const { min, max } = CODE_LIMITS[key];
    if (n < min || n > max) throw new RaceParamsError('params.range', { setting, lo: min, hi: max, n });
  }
}

/** Reads match params; throws RaceParamsError with a code and values (worded by the screens). */
export function parseMatchParams(params: Params): MatchParams {
  checkKnown(params, KNOWN);
  const g = params.g ?? '1';
  if (!isGameKey(g)) throw new RaceParamsError('params.game', { text: g });
  const base = defaultParams(g);
  const table = readTable(params, {
    soloMinutes: { ...SAVED_LIMITS.soloMinutes, fallback: base.soloMinutes },
    rounds: { ...SAVED_LIMITS.rounds, fallback: () => 5 },
  });
  const z = params.z ?? 'allow';
  if (!(ZERO_RULES as readonly string[]).includes(z)) throw new RaceParamsError('params.zeroRule', { text: z });
  // the constant cube added to a game (kc=1); game 6 with it is the constant game, read as `g=constant`
  const kc = flagOf(params.kc, 'kc', false);
  if (kc && withConstantCube(g) === null) throw new RaceParamsError('params.constantCubeGame');
  const game: GameKey = kc && g === '6' ? 'constant' : g;
  const constantCube = kc && game !== 'constant';
  const k = params.k === 'pct' ? '%' : params.k;
  if (k !== undefined && !(ORANGE_FACES as readonly string[]).includes(k)) throw new RaceParamsError('params.constantFace', { text: k });
  if (k !== undefined && game !== 'constant' && !constantCube) throw new RaceParamsError('params.constantGame');
  const op = params.op ?? 'rolled';
  if (!(OPERATOR_PRESETS as readonly string[]).includes(op)) throw new RaceParamsError('params.operatorPreset', { text: op });
  const pi = params.pi ?? 'any';
  if (!(PI_READINGS as readonly string[]).includes(pi)) throw new RaceParamsError('params.pi', { text: pi });
  const j = params.j === undefined ? 'sqrt-1' : J_READ.get(params.j);
  if (j === undefined) throw new RaceParamsError('params.j', { text: params.j ?? '' });
  const jr = params.jr === undefined ? '<' : REL_READ.get(params.jr);
  if (jr === undefined) throw new RaceParamsError('params.jr', { text: params.jr ?? '' });
  const chi = params.chi ?? null;
  if (chi !== null && !isChiValue(chi)) throw new RaceParamsError('params.chi', { text: chi });
  return {
    game,
    ...(constantCube ? { constantCube: true } : {}),
    ...table,
    sameRoll: flagOf(params.same, 'same', false),
    validityLight: flagOf(params.v, 'v', true),
    cutthroat: flagOf(params.ct, 'ct', false),
    constantPreset: (k ?? null) as ConstantFace | null,
    orderScoring: flagOf(params.ord, 'ord', false),
    operatorPreset: op as OperatorPreset,
    reducedNumbers: flagOf(params.rn, 'rn', false),
    settings: {
      zero: z as ZeroRule,
      exponentBonus: flagOf(params.xb, 'xb', false),
      baseBonus: flagOf(params.bb, 'bb', false),
      pi: pi as PiReading,
      j,
      jRelation: jr,
      chi,
      chiCubes: intIn(params.cc, 1, 5, 'cc', 1),
    },
    ...(params.hn !== undefined ? { hints: flagOf(params.hn, 'hn', true) } : {}),
  };
}
