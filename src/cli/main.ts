/**
 * One command-line entry for the engines and solvers:
 *   npm run -s cli -- <game> <verb> [options]
 * Prints JSON only on stdout. Exit 0 for any verdict, 2 for unusable
 * arguments (with a message on stderr), 1 for an unexpected failure.
 *
 * On a pipe, Node writes stdout asynchronously: calling process.exit() right
 * after write() cut the JSON off at the pipe's 64 KiB buffer. So the text is
 * written, its callback awaited (the data is with the OS), and only then does
 * the process leave, with its exit code.
 */
import { runCli } from './run';

export type { CliGame } from './run';

function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  if (text === '') return Promise.resolve();
  return new Promise((resolve, reject) => {
    stream.write(text, (err) => (err ? reject(err) : resolve()));
  });
}

async function main(argv: string[]): Promise<number> {
  let code: number;
  try {
    const r = await runCli(argv);
    await write(process.stdout, r.stdout);
    await write(process.stderr, r.stderr);
    code = r.code;
  } catch (e) {
    await write(process.stderr, `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    code = 1;
  }
  return code;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
  // Everything written has been handed to the OS; leave even if a stray timer is still armed.
  process.exit(code);
});
