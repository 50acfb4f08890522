/**
 * Layer boundaries: the engines, solvers, command line and the worker bridge
 * never reach into the screens. Every import (static, dynamic, re-export) of
 * every source file under those folders is resolved and must not land in src/ui.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');
const GUARDED = ['src/cli', 'src/games', 'src/core', 'src/class', 'src/server', 'src/services', 'workers'];
const UI = resolve(root, 'src/ui');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) out.push(p);
  }
  return out;
}

/** The module specifiers a file names: `from '…'`, `import '…'`, `import('…')`, `new URL('…', import.meta.url)`. */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1] as string);
  return found;
}

function reachesUi(file: string, spec: string): boolean {
  if (!spec.startsWith('.') && !spec.startsWith('/')) return /(^|\/)src\/ui(\/|$)/.test(spec);
  const target = resolve(dirname(file), spec);
  return target === UI || target.startsWith(UI + sep);
}

describe('boundaries', () => {
  it('finds imports of every form (the scanner itself)', () => {
    const text = `import a from '../ui/x';\nexport { b } from "./y";\nimport './side';\nconst c = await import('../../ui/z');\nnew URL('./w.ts', import.meta.url)`;
    expect(specifiers(text).sort()).toEqual(['../../ui/z', '../ui/x', './side', './w.ts', './y']);
    expect(reachesUi(join(root, 'src/cli/x.ts'), '../ui/i18n')).toBe(true);
    expect(reachesUi(join(root, 'src/cli/x.ts'), '../services/solverClient')).toBe(false);
    expect(reachesUi(join(root, 'workers/tuf/x.ts'), '../../src/ui/tuf/Play')).toBe(true);
  });

  it('nothing in src/cli, src/games, src/core, src/class, src/server, src/services or workers/ imports from src/ui', () => {
    const offenders: string[] = [];
    let files = 0;
    for (const dir of GUARDED) {
      for (const file of sourceFiles(join(root, dir))) {
        files++;
        for (const spec of specifiers(readFileSync(file, 'utf8'))) {
          if (reachesUi(file, spec)) offenders.push(`${relative(root, file)} → ${spec}`);
        }
      }
    }
    expect(files).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
