import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Three projects: unit (component, storage and server tests, each file isolated), engine (the DOM-free engines,
// solvers, runner and command line, sharing modules within a worker), and end-to-end tests that drive Debian's
// Chromium against the production build (run one file at a time). `npx vitest run tests/x.test.ts` finds a file's
// project by itself; `npm run test:unit` runs unit and engine.
// Files under these folders that mock a module another engine file imports first (a shared registry would not
// take the mock) stay in the unit project: their names go in ISOLATED.
const ISOLATED = 'addcheck';
const ENGINE = ['games', 'workers', 'core', 'cli'].map((dir) => `tests/${dir}/**/!(${ISOLATED}).test.ts`);

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
          // Screens, storage, the class server and anything that mocks a module or touches globals: each file in a
          // fresh module registry, with its own DOM (`// @vitest-environment happy-dom`) where it asks for one.
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', ...ENGINE],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // DOM-free engines, solvers, the runner and the command line: no module state a file leaves behind matters
          // to the next, so the files of a worker share one module registry (`isolate: false`) and each engine is
          // loaded and compiled once per worker rather than once per file.
          name: 'engine',
          include: ENGINE,
          environment: 'node',
          isolate: false,
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
