/**
 * The solver's verbs for `npm run -s cli -- tuf …` (added to the verb table in tuf.ts):
 *
 *   solve  --game G --roll "3 5 1 9 10 ø + - x / =" [--budget-ms N] [--must-use FACE] [settings]
 *          → {"equation":"…","normal":"…","cubes":11,"score":11,"value":"…","proven":true,…}
 *   hint   --game G --roll "…" [--step 1|2|3] [--have "<equation>"] [--budget-ms N] [settings]
 *   grade  --game G (--roll "…" | --seed S [--want easy|medium|hard]) [settings]
 *   computer --game G --roll "…" --level easy|medium|hard --seed S [settings]
 *
 * Settings options are the same as for check (--zero allow|disallow|penalty, …).
 * --must-use FACE (solve, hint, computer): only equations using that cube count,
 * as in constant-cube play with a preset symbol.
 */
import { UsageError, type Args } from './args';
import { refusalText, PLAIN_NUMBERS } from '../i18n';
import { readFace, type RulesKey, type RolledCube, type TufSettings } from '../games/tuf';
import {
  computerMove,
  gradeRoll,
  hint,
  LEVELS,
  rollWithDifficulty,
  solve,
  DIFFICULTIES,
  SolveInputError,
  type Difficulty,
  type Level,
} from '../../workers/tuf/index';

export interface SolverCliHelpers {
  readGame(args: Args): RulesKey;
  readSettings(args: Args): TufSettings;
  readRoll(args: Args): RolledCube[] | undefined;
  settingOptions: readonly string[];
}

function needRoll(h: SolverCliHelpers, args: Args): string {
  const cubes = h.readRoll(args);
  if (cubes === undefined || cubes.length === 0) throw new UsageError('--roll is required (faces separated by spaces, e.g. "3 5 1 9 10 ø + - x / =")');
  return cubes.map((c) => c.face).join(' ');
}

function budget(args: Args): number | undefined {
  return args.has('budget-ms') ? args.int('budget-ms', 2000, 1, 600_000) : undefined;
}

/** --must-use FACE: every equation must use this cube (preset constant-cube play). */
function readMustUse(args: Args): string | undefined {
  const v = args.get('must-use');
  if (v === undefined) return undefined;
  const face = readFace(v);
  if (face === null) throw new UsageError(`--must-use takes a cube face such as pi, chi or %, got "${v}"`);
  return face;
}

function guarded<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof SolveInputError) throw new UsageError(`${refusalText('tuf', e.refusal, PLAIN_NUMBERS)} (${e.code})`);
    throw e;
  }
}

export function solverVerbs(h: SolverCliHelpers): Record<string, (args: Args) => unknown> {
  return {
    solve(args: Args): unknown {
      args.only('game', 'roll', 'budget-ms', 'must-use', ...h.settingOptions);
      const game = h.readGame(args);
      const roll = needRoll(h, args);
      const settings = h.readSettings(args);
      const b = budget(args);
      const mustUse = readMustUse(args);
      const r = guarded(() => solve({ game, roll, settings, ...(b !== undefined ? { budgetMs: b } : {}), ...(mustUse ? { mustUse } : {}) }));
      return { ...r, ms: Math.round(r.ms * 10) / 10 };
    },
    hint(args: Args): unknown {
      args.only('game', 'roll', 'step', 'have', 'budget-ms', 'must-use', ...h.settingOptions);
      const game = h.readGame(args);
      const roll = needRoll(h, args);
      const settings = h.readSettings(args);
      const step = args.int('step', 1, 1, 3) as 1 | 2 | 3;
      const have = args.get('have');
      if (have !== undefined && have.trim() === '') throw new UsageError('--have needs an equation');
      const b = budget(args);
      const mustUse = readMustUse(args);
      return guarded(() =>
        hint({
          game,
          roll,
          step,
          settings,
          ...(have !== undefined ? { have } : {}),
          ...(b !== undefined ? { budgetMs: b } : {}),
          ...(mustUse ? { mustUse } : {}),
        }),
      );
    },
    grade(args: Args): unknown {
      args.only('game', 'roll', 'seed', 'want', 'budget-ms', ...h.settingOptions);
      const game = h.readGame(args);
      const settings = h.readSettings(args);
      const b = budget(args);
      const want = args.get('want');
      if (want !== undefined) {
        if (!(DIFFICULTIES as readonly string[]).includes(want)) throw new UsageError(`--want takes ${DIFFICULTIES.join(', ')}, got "${want}"`);
        if (args.has('roll')) throw new UsageError('--want makes a roll from --seed: leave out --roll');
        const seed = args.need('seed');
        return guarded(() => rollWithDifficulty(game, seed, want as Difficulty, { settings, ...(b !== undefined ? { budgetMs: b } : {}) }));
      }
      if (args.has('seed') && !args.has('roll')) {
        const seed = args.need('seed');
        return guarded(() => rollWithDifficulty(game, seed, 'easy', { settings, maxTries: 1, ...(b !== undefined ? { budgetMs: b } : {}) }).grade);
      }
      const roll = needRoll(h, args);
      return guarded(() => gradeRoll({ game, roll, settings, ...(b !== undefined ? { budgetMs: b } : {}) }));
    },
    computer(args: Args): unknown {
      args.only('game', 'roll', 'level', 'seed', 'budget-ms', 'must-use', ...h.settingOptions);
      const game = h.readGame(args);
      const roll = needRoll(h, args);
      const settings = h.readSettings(args);
      const level = args.need('level');
      if (!(LEVELS as readonly string[]).includes(level)) throw new UsageError(`--level takes ${LEVELS.join(', ')}, got "${level}"`);
      const seed = args.need('seed');
      const b = budget(args);
      const mustUse = readMustUse(args);
      return guarded(() =>
        computerMove({ game, roll, level: level as Level, seed, settings, ...(b !== undefined ? { budgetMs: b } : {}), ...(mustUse ? { mustUse } : {}) }),
      );
    },
  };
}
