// Component and storage tests opt into a DOM with `// @vitest-environment happy-dom`
// at the top of the file; engine tests run in plain Node.
// Screens are tested in English unless a test switches: the app loads the active
// catalogue before first paint, so the tests do the same.
import { currentLanguage, switchLanguage } from '../../src/i18n';

await switchLanguage('en');

// A test that answers a game's solver from plain functions (`tufSolver.use(fake)`) does so for itself only.
import { afterEach } from 'vitest';
import { resetSolvers } from '../../src/services/solverClient';

// The unit and engine files of a worker share one module registry, so a test that switched the language hands the
// next one English again.
afterEach(async () => {
  resetSolvers();
  if (currentLanguage() !== 'en') await switchLanguage('en');
});
