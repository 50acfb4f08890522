/**
 * `npm run -s cli -- tuf <verb> [options]`
 *
 *   roll   --game G --seed S [--preset 4+|2+2-|1+3-|4-|rolled] [--constant %|pi|log|j|tan|chi] [--reduced]
 *          [--blank "faces of blank cube 1; faces of blank cube 2"]
 *   selfplay --seed S [--game G] [--players N] [--levels easy,hard,…] [--rounds R]
 *          → a whole match between computers on the race table (moves, points, winners, clock time)
 *   check  --game G --equation "1 5 - 8 = 7" [--roll "…"] [--final]
 *          [--zero allow|disallow|penalty] [--exponent-bonus] [--base-bonus] [--stated-bases]
 *          [--pi radians|22/7|3.14|any] [--j sqrt-1|relation|factorial] [--j-relation '<'|'>'|'<='|'>='|'!='|'===']
 *          [--chi VALUE] [--chi-cubes N]
 *
 * Verbs live in the `verbs` table below; another module adds its own (solve,
 * hint) by adding entries there and using `readGame` / `readSettings`.
 */
import { UsageError, type Args } from './args';
import { refusalText, t, PLAIN_NUMBERS } from '../i18n';
import type { CliGame } from './run';
import {
  GAME_KEYS,
  OPERATOR_PRESETS,
  checkEquation,
  formatRoll,
  isConstantFace,
  baseGame,
  isRulesKey,
  rulesOf,
  parseRoll,
  rollCubes,
  type RulesKey,
  type OperatorPreset,
  type RollOptions,
  type RolledCube,
  type Face,
  type TufSettings,
  J_MEANINGS,
  PI_READINGS,
  RELATIONS,
  ZERO_RULES,
  withDefaults,
  parseChi,
  type JMeaning,
  type PiReading,
  type Relation,
  type ZeroRule,
} from '../games/tuf';
import { solverVerbs } from './tufSolver';
import { defaultParams, type MatchParams } from '../games/tuf/matchParams';
import { matchRace } from '../games/tuf/plugin';
import { tufRaceComputer } from '../games/tuf/computer';
import { computerMove } from '../../workers/tuf/opponent';
import { raceSelfplay, readSelfplay, type RaceSelfplayJson } from './race';

/** A game, or a game 1–5 with the constant cube added (`2+k`; game 6 with it is `constant`). */
export function readGame(args: Args): RulesKey {
  const g = args.need('game').toLowerCase();
  if (!isRulesKey(g)) throw new UsageError(`unknown game "${g}" (games: ${GAME_KEYS.join(', ')}; a game 1–5 with the constant cube: 1+k … 5+k)`);
  return g;
}

function readFlag(args: Args, name: string): boolean {
  if (!args.has(name)) return false;
  const v = (args.get(name) ?? '').toLowerCase();
  if (v === '' || v === 'on' || v === 'yes' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'no' || v === 'false' || v === '0') return false;
  throw new UsageError(`--${name} takes on or off, got "${v}"`);
}

function oneOf<T extends string>(args: Args, name: string, allowed: readonly T[]): T | undefined {
  const v = args.get(name);
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw new UsageError(`--${name} takes ${allowed.join(', ')}, got "${v}"`);
  return v as T;
}

/** The settings options shared by check (and later solve and hint). */
export const SETTING_OPTIONS = ['zero', 'exponent-bonus', 'base-bonus', 'stated-bases', 'pi', 'j', 'j-relation', 'chi', 'chi-cubes'] as const;

export function readSettings(args: Args): TufSettings {
  const s = withDefaults(undefined);
  const zero = oneOf<ZeroRule>(args, 'zero', ZERO_RULES);
  if (zero !== undefined) s.zero = zero;
  s.exponentBonus = readFlag(args, 'exponent-bonus');
  s.baseBonus = readFlag(args, 'base-bonus');
  s.statedBases = readFlag(args, 'stated-bases');
  const pi = oneOf<PiReading>(args, 'pi', PI_READINGS);
  if (pi !== undefined) s.pi = pi;
  const j = oneOf<JMeaning>(args, 'j', J_MEANINGS);
  if (j !== undefined) s.j = j;
  const rel = oneOf<Relation>(args, 'j-relation', RELATIONS);
  if (rel !== undefined) s.jRelation = rel;
  const chi = args.get('chi');
  if (chi !== undefined) {
    if (parseChi(chi) === null) throw new UsageError(`--chi takes a number such as 12, 1/7, 25.4, sqrt(2), 1/sqrt(3), e or 10^6, got "${chi}"`);
    s.chi = chi;
  }
  s.chiCubes = args.int('chi-cubes', 1, 0, 10);
  return s;
}

export function readRoll(args: Args): RolledCube[] | undefined {
  const text = args.get('roll');
  if (text === undefined) return undefined;
  const p = parseRoll(text);
  if (!p.ok) throw new UsageError(`--roll is not readable: ${refusalText('tuf', p, PLAIN_NUMBERS)}`);
  return p.cubes;
}

function roll(args: Args): unknown {
  args.only('game', 'seed', 'preset', 'constant', 'reduced', 'blank');
  const game = readGame(args);
  const seed = args.need('seed');
  const options: RollOptions = {};
  const preset = oneOf<OperatorPreset>(args, 'preset', OPERATOR_PRESETS);
  if (preset !== undefined) {
    if (baseGame(game) !== '1a') throw new UsageError('--preset is only for game 1a');
    options.operatorPreset = preset;
  }
  const constant = args.get('constant');
  if (constant !== undefined) {
    if (!rulesOf(game).constant) throw new UsageError('--constant is only for a game with the constant cube (constant, or 1+k … 5+k)');
    if (!isConstantFace(constant)) throw new UsageError('--constant takes %, pi, log, j, tan or chi');
    options.constantPreset = constant;
  }
  if (readFlag(args, 'reduced')) {
    if (baseGame(game) !== '2a') throw new UsageError('--reduced is only for game 2a');
    options.reducedNumbers = true;
  }
  const blank = args.get('blank');
  if (blank !== undefined) {
    const cubes: Face[][] = [];
    for (const part of blank.split(';')) {
      const p = parseRoll(part);
      if (!p.ok)
        throw new UsageError(`--blank takes faces of blank cubes separated by ";" (e.g. "7 7 8 8 9 9; 1/2 1/3"): ${refusalText('tuf', p, PLAIN_NUMBERS)}`);
      cubes.push(p.cubes.map((c) => c.face));
    }
    options.blankCubes = cubes;
  }
  return { game, roll: formatRoll(rollCubes(game, seed, options)) };
}

function check(args: Args): unknown {
  args.only('game', 'roll', 'equation', 'final', ...SETTING_OPTIONS);
  const game = readGame(args);
  const equation = args.need('equation');
  const settings = readSettings(args);
  const rollCubesGiven = readRoll(args);
  const res = checkEquation({ game, equation, settings, finalDeclarer: readFlag(args, 'final'), ...(rollCubesGiven ? { roll: rollCubesGiven } : {}) });
  if (res.valid) {
    const out: Record<string, unknown> = { valid: true, normal: res.normal, value: res.value, cubes: res.cubes, score: res.score };
    if (res.approximate) {
      out.approximate = true;
      out.tolerance = res.tolerance;
    }
    if (res.zero) out.zero = true;
    if (res.notes.length > 0) out.notes = res.notes.map((n) => t(`tuf.note.${n}`));
    return out;
  }
  const out: Record<string, unknown> = { valid: false, code: res.refusal.code, reason: refusalText('tuf', res.refusal, PLAIN_NUMBERS) };
  if (res.normal !== undefined) out.normal = res.normal;
  if (res.left !== undefined) out.left = res.left;
  if (res.right !== undefined) out.right = res.right;
  return out;
}

/** The TUF computers as the race table asks them, answered by the solver module itself. */
export const tufCliComputer = tufRaceComputer(async (game, roll, level, seed, settings) => computerMove({ game, roll, level, seed, settings }));

/**
 * `selfplay --seed S [--game G] [--players N] [--levels a,b,…] [--rounds R]`: a whole match between computers (a
 * match's default settings) on the race table the screens use, on a fake clock.
 */
export function selfplay(args: Args): Promise<RaceSelfplayJson> {
  args.only('seed', 'game', 'players', 'levels', 'rounds');
  const key = args.has('game') ? readGame(args) : '1';
  const { seed, levels, rounds } = readSelfplay(args, 1);
  const game = baseGame(key);
  const params: MatchParams = { ...defaultParams(game), ...(key !== game ? { constantCube: true } : {}), humans: 0, computers: levels, rounds };
  return raceSelfplay(matchRace, params, seed, levels, tufCliComputer);
}

/** Verb table: add solve / hint here. */
export const verbs: Record<string, (args: Args) => unknown> = {
  roll,
  check,
  selfplay,
  ...solverVerbs({ readGame, readSettings, readRoll, settingOptions: SETTING_OPTIONS }),
};

export const cli: CliGame = {
  get verbs() {
    return Object.keys(verbs);
  },
  options: {
    game: 'string',
    seed: 'string',
    preset: 'string',
    constant: 'string',
    reduced: 'flag',
    blank: 'string',
    roll: 'string',
    equation: 'string',
    final: 'flag',
    zero: 'string',
    'exponent-bonus': 'flag',
    'base-bonus': 'flag',
    'stated-bases': 'flag',
    pi: 'string',
    j: 'string',
    'j-relation': 'string',
    chi: 'string',
    'chi-cubes': 'string',
    'budget-ms': 'string',
    'must-use': 'string',
    step: 'string',
    have: 'string',
    want: 'string',
    level: 'string',
    players: 'string',
    levels: 'string',
    rounds: 'string',
  },
  run(verb, args) {
    const fn = verbs[verb];
    if (fn === undefined) throw new UsageError(`unknown verb "${verb}"`);
    return fn(args);
  },
};
