import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Four projects: unit (screens, storage, server, class and build tests), engine (the DOM-free engines, solvers,
// runner and command line), isolated (any file that mocks a module) and end-to-end tests that drive Debian's Chromium
// against the production build (run one file at a time). `npx vitest run tests/x.test.ts` finds a file's project by
// itself; `npm run test:unit` runs unit, engine and isolated.
//
// Unit and engine files share one module registry per worker (`isolate: false`): each module is loaded and compiled
// once per worker rather than once per file, which halves the run. What a file leaves behind in a module (a solver
// answered by a fake, a language switched) is reset after each test by tests/setup/unit.ts; a DOM comes fresh with
// each file that asks for one (`// @vitest-environment happy-dom`). A file that mocks a module (`vi.mock`) cannot
// share: the mock would not reach a module another file loaded first, and would reach the files after it. Such files
// are found here by reading the tests, so a new one is isolated without anyone listing it.
const root = fileURLToPath(new URL('.', import.meta.url));
const testFiles = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('e2e'))
  .map((f) => `tests/${f.replaceAll('\\', '/')}`);
const MOCKING = testFiles.filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, f), 'utf8')));
const ENGINE = ['games', 'workers', 'core', 'cli'].map((dir) => `tests/${dir}/**/*.test.ts`);

export default defineConfig({
  plugins: [preact()],
  test: {
    // One test file per core. Vitest's default in a run is one worker fewer than the cores: on a 2-core machine,
    // a single worker, so the unit project ran one file at a time (end-to-end files stay one at a time below).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          // Screens, storage, the class server, the class and build tests, with a DOM where a file asks for one.
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', ...ENGINE, ...MOCKING],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // DOM-free engines, solvers, the runner and the command line.
          name: 'engine',
          include: ENGINE,
          exclude: MOCKING,
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that mock a module: each in a fresh module registry.
          name: 'isolated',
          include: MOCKING,
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // the tests word labels with the app's own catalogue (English unless a test switches)
          setupFiles: ['tests/setup/unit.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
