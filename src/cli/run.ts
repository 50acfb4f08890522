/**
 * The command line without the process: `runCli(argv)` answers with the exit
 * code and the text for stdout and stderr, so tests call it in-process and
 * main.ts alone talks to the real streams.
 */
import { provideCatalogue, setLanguage } from '../i18n';
import { en } from '../i18n/en';
import { parseArgs, UsageError, type Args, type OptionSpec } from './args';
import { GAMES } from '../games/registry';

/** A game's command-line module, `src/cli/<id>.ts` exporting `cli`: it declares its options and returns the JSON value to print. */
export type CliGame = { verbs: string[]; options: OptionSpec; run(verb: string, args: Args): Promise<unknown> | unknown };

/** What a verb returns to be printed as it is (CSV), not as JSON. */
export class RawOutput {
  constructor(readonly text: string) {}
}

/** Command lines that are not one game's: `class` (lessons and the class board, src/cli/class.ts). */
const VERBS_BEYOND_GAMES: Readonly<Record<string, () => Promise<CliGame>>> = {
  class: async () => (await import('./class')).cli,
};

/**
 * A game's command line by the game's id (one of src/games/registry.ts; any other word, `constructor` included, is
 * none): its module `./<id>.ts`, loaded when asked for.
 */
export function cliOf(id: string): (() => Promise<CliGame>) | undefined {
  if (Object.hasOwn(VERBS_BEYOND_GAMES, id)) return VERBS_BEYOND_GAMES[id];
  if (!GAMES.some((g) => g.id === id)) return undefined;
  return async () => {
    const m = (await import(`./${id}.ts`)) as { cli?: CliGame };
    if (!m.cli) throw new Error(`src/cli/${id}.ts exports no cli`);
    return m.cli;
  };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Exit 0 with JSON for any verdict, 2 with a message for unusable arguments; other failures throw. */
export async function runCli(argv: readonly string[]): Promise<CliResult> {
  // The command line speaks English, from the same catalogue and wording as the page.
  provideCatalogue('en', en);
  setLanguage('en');
  const [game, verb, ...rest] = argv;
  const load = game ? cliOf(game) : undefined;
  if (!load) {
    return {
      code: 2,
      stdout: '',
      stderr: `usage: npm run -s cli -- <${[...GAMES.map((g) => g.id), ...Object.keys(VERBS_BEYOND_GAMES)].join('|')}> <verb> [options]\n`,
    };
  }
  const mod = await load();
  if (!verb || !mod.verbs.includes(verb)) {
    return { code: 2, stdout: '', stderr: `usage: npm run -s cli -- ${game} <${mod.verbs.join('|')}> [options]\n` };
  }
  try {
    const out = await mod.run(verb, parseArgs(rest, mod.options));
    if (out instanceof RawOutput) return { code: 0, stdout: out.text, stderr: '' };
    return { code: 0, stdout: `${JSON.stringify(out)}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `${game} ${verb}: ${e.message}\n` };
    throw e;
  }
}
