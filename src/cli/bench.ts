/**
 * `npm run bench`: runs every game's benchmarks (single thread, Node) and
 * prints one Markdown table of medians, p95 and maxima, plus the extra
 * figures the issues ask for. Paste the table into the README.
 *   npm run bench [-- tuf|tally|mathable|diceculus|words|cancel|check|class|live …]   (default: all)
 * `npm run bench -- browser` instead plays the app in Chromium at 4× CPU
 * throttling (tap → paint, long tasks, cold and warm start; see
 * bench/browser.ts) and prints its own table; it is not part of "all".
 *   npm run bench -- browser [start|tuf|words|tally|mathable …] [--no-build] [--trace <dir> [--samples]] [--dist <dir>] [--rate N] [--runs N]
 */
import { summarize, type BenchRow } from './bench/stats';

const suites: Record<string, () => Promise<{ bench(): Promise<BenchRow[]> | BenchRow[] }>> = {
  tuf: () => import('./bench/tuf'),
  tally: () => import('./bench/tally'),
  mathable: () => import('./bench/mathable'),
  diceculus: () => import('./bench/diceculus'),
  words: () => import('./bench/words'),
  cancel: () => import('./bench/cancel'),
  check: () => import('./bench/check'),
  class: () => import('./bench/class'),
  live: () => import('./bench/live'),
};

const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

async function main(): Promise<void> {
  if (process.argv.includes('browser')) {
    const value = (flag: string): string | undefined => {
      const i = process.argv.indexOf(flag);
      return i >= 0 ? process.argv[i + 1] : undefined;
    };
    const table = await (await import('./bench/browser')).run({
      build: !process.argv.includes('--no-build'),
      trace: value('--trace'),
      samples: process.argv.includes('--samples'),
      rate: value('--rate') === undefined ? undefined : Number(value('--rate')),
      runs: value('--runs') === undefined ? undefined : Number(value('--runs')),
      dist: value('--dist'),
      only: process.argv.slice(2).filter((a) => ['start', 'floor', 'tuf', 'words', 'tally', 'mathable'].includes(a)),
    });
    process.stdout.write(`\nChromium (Debian), ${new Date().toISOString().slice(0, 10)}\n\n${table}\n`);
    return;
  }
  const wanted = process.argv.slice(2).filter((a) => Object.hasOwn(suites, a));
  const names = wanted.length > 0 ? wanted : Object.keys(suites);
  const lines = ['| benchmark | runs | median ms | p95 ms | max ms | notes |', '|---|---:|---:|---:|---:|---|'];
  for (const name of names) {
    const load = Object.hasOwn(suites, name) ? suites[name] : undefined;
    if (!load) continue;
    const rows = await (await load()).bench();
    for (const row of rows) {
      const s = summarize(row.samples);
      const notes = Object.entries(row.notes ?? {})
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      const line = `| ${row.name} | ${s.n} | ${fmt(s.median)} | ${fmt(s.p95)} | ${fmt(s.max)} | ${notes} |`;
      lines.push(line);
      process.stderr.write(`${line}\n`);
    }
  }
  process.stdout.write(`\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}\n\n${lines.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
