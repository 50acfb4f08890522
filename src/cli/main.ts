/**
 * One command-line entry for the engines and solvers:
 *   npm run -s cli -- <game> <verb> [options]
 * Prints JSON only on stdout. Exit 0 for any verdict, 2 for unusable
 * arguments (with a message on stderr), 1 for an unexpected failure.
 */
import { parseArgs, UsageError, type Args } from './args';

/** A game's command-line module: it returns the JSON value to print. */
export type CliGame = { verbs: string[]; run(verb: string, args: Args): Promise<unknown> | unknown };

const games: Record<string, () => Promise<CliGame>> = {
  tuf: () => import('./tuf').then((m) => m.cli),
  tally: () => import('./tally').then((m) => m.cli),
  mathable: () => import('./mathable').then((m) => m.cli),
  words: () => import('./words').then((m) => m.cli),
};

async function main(argv: string[]): Promise<number> {
  const [game, verb, ...rest] = argv;
  const load = game ? games[game] : undefined;
  if (!load) {
    process.stderr.write(`usage: npm run -s cli -- <${Object.keys(games).join('|')}> <verb> [options]\n`);
    return 2;
  }
  const mod = await load();
  if (!verb || !mod.verbs.includes(verb)) {
    process.stderr.write(`usage: npm run -s cli -- ${game} <${mod.verbs.join('|')}> [options]\n`);
    return 2;
  }
  try {
    const out = await mod.run(verb, parseArgs(rest));
    process.stdout.write(JSON.stringify(out) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`${game} ${verb}: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
