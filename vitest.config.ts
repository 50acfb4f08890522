import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Two projects: fast unit/component/storage tests, and end-to-end tests that
// drive Debian's Chromium against the production build (run one file at a time).
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
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
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
