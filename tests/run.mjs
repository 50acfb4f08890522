#!/usr/bin/env node
/**
 * `npm test`: the whole suite, browser tests included.
 *   1. makes sure Debian's Chromium is there (installs it with apt when run as
 *      root, otherwise stops with the one command to run — never skips);
 *   2. lints (Biome, `npm run lint`: any finding stops the run) and
 *      type-checks the three programs (page, DOM-free engines, workers);
 *   3. builds the production bundle the browser tests run against;
 *   4. runs vitest (its four projects: engine, unit — component, storage and
 *      server —, isolated — the files that mock a module — and end-to-end), writing
 *      its JSON report to test-results/vitest.json for CI's summary line.
 * Extra arguments go to vitest (e.g. `npm test -- --project unit --project engine --project isolated`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env }) === 0 && run('apt-get', ['install', '-y', 'chromium'], { env }) === 0 && existsSync(CHROMIUM)) return;
    console.error('Installing Chromium failed.');
  }
  console.error(`\nThe browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`);
  process.exit(1);
}

const extra = process.argv.slice(2);
const wantsE2e = !(extra.includes('unit') || extra.includes('engine')) || extra.includes('e2e');
if (wantsE2e) ensureChromium();

if (run('npm', ['run', '-s', 'lint']) !== 0) {
  console.error('Lint findings (npm run lint): fix them, or switch a rule off in biome.jsonc with a one-line reason.');
  process.exit(1);
}
for (const cfg of ['tsconfig.json', 'tsconfig.engine.json', 'tsconfig.worker.json']) {
  if (run('npx', ['tsc', '-p', cfg]) !== 0) {
    console.error(`Type errors in ${cfg}.`);
    process.exit(1);
  }
}
if (wantsE2e && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

mkdirSync('test-results', { recursive: true });
process.exit(run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json', ...extra]));
