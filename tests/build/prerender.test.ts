/**
 * index.html preloads the app's start chunk and what it imports (src/build/prerender.ts):
 * fetched while the prerendered home paints, evaluated after (src/main.tsx).
 */
import { describe, expect, it } from 'vitest';
import { appPreloads } from '../../src/build/prerender';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  dynamicImports,
});

describe("index.html's preloads of the app's start", () => {
  it("lists the start chunk and its static imports once each, never the entry or a game's chunk", () => {
    const entry = chunk('assets/index-a.js', '/r/src/main.tsx', [], ['assets/startApp-b.js']);
    const bundle = {
      'assets/index-a.js': entry,
      'assets/startApp-b.js': chunk(
        'assets/startApp-b.js',
        '/r/src/startApp.tsx',
        ['assets/router-c.js', 'assets/gameId-d.js', 'assets/index-a.js'],
        ['assets/TufScreen-e.js'],
      ),
      'assets/router-c.js': chunk('assets/router-c.js', null, ['assets/gameId-d.js']),
      'assets/gameId-d.js': chunk('assets/gameId-d.js', null),
      'assets/TufScreen-e.js': chunk('assets/TufScreen-e.js', '/r/src/ui/tuf/TufScreen.tsx', ['assets/router-c.js']),
      'assets/index-f.css': { type: 'asset' as const, fileName: 'assets/index-f.css' },
    };
    expect(appPreloads(bundle, entry)).toEqual(['assets/startApp-b.js', 'assets/router-c.js', 'assets/gameId-d.js']);
  });

  it('lists nothing when the entry does not import the start (or there is no bundle: the dev server)', () => {
    const entry = chunk('assets/index-a.js', '/r/src/main.tsx', [], ['assets/other-b.js']);
    expect(appPreloads({ 'assets/index-a.js': entry, 'assets/other-b.js': chunk('assets/other-b.js', '/r/src/other.tsx') }, entry)).toEqual([]);
    expect(appPreloads(undefined, undefined)).toEqual([]);
  });
});
