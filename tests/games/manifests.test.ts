/**
 * Every game listed in src/games/registry.ts has what its manifest says it
 * has by its id: its engines, its command line, its benchmark, its catalogue
 * in each language, its worker. A sixth game that forgets one fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineFor, gameIds, gameOf, GAMES } from '../../src/games/registry';
import { cliOf } from '../../src/cli/run';
import { en } from '../../src/i18n/en';

const root = resolve(__dirname, '../..');

describe('game manifests', () => {
  it('list each game once, its own engine first, every engine id once', () => {
    const ids = GAMES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of GAMES) expect(g.engines[0].id).toBe(g.id);
    expect(new Set(gameIds).size).toBe(GAMES.flatMap((g) => g.engines).length);
    expect(gameOf('wordsrotary')?.id).toBe('words');
    expect(gameOf('constructor')).toBeUndefined();
    expect(engineFor('toString')).toBeUndefined();
  });

  it.each(GAMES.map((g) => [g.id]))('%s: its command line, benchmark, worker and catalogue are where its id says', async (id) => {
    const load = cliOf(id);
    expect(load).toBeDefined();
    const cli = await load!();
    expect(cli.verbs.length).toBeGreaterThan(0);
    expect(typeof cli.run).toBe('function');
    const bench = resolve(root, `src/cli/bench/${id}.ts`);
    expect(existsSync(bench)).toBe(true);
    expect(readFileSync(bench, 'utf8')).toMatch(/export (async )?function bench\(/);
    expect(existsSync(resolve(root, `workers/${id}.worker.ts`))).toBe(true);
    for (const lang of ['en', 'fr', 'es']) {
      expect(existsSync(resolve(root, `src/i18n/${lang}/${id}.ts`))).toBe(true);
      expect(readFileSync(resolve(root, `src/i18n/${lang}/index.ts`), 'utf8')).toContain(`...${id},`);
    }
    expect(Object.keys(en)).toContain(`${id}.title`);
  });

  it('the command line knows no other game', () => {
    expect(cliOf('constructor')).toBeUndefined();
    expect(cliOf('wordsrotary')).toBeUndefined();
  });
});
