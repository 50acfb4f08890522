/**
 * The credits of the libraries the app ships (src/build/licences.ts): the licences file the About screen reads is
 * up to date with the packages; every dependency the device receives is credited (package.json's dependencies but
 * the class server's own, which no screen imports), each with its licence, holder and licence text; the README
 * credits the same list. The About end-to-end test checks the credits against the packages found in the build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARIES, librariesLicenceText, libraryTitle, licenceFile, packageOf } from '../../src/build/licences';
import { licenceSections } from '../../src/ui/AboutScreen';

const pkgJson = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
/** Run by the class server only (src/server): never in the app's bundles. */
const SERVER_ONLY = ['ws', '@y/websocket-server'];

/** Apache's licence text is a template: the holder is in the source's header. */
const HEADERS: Record<string, string> = { comlink: 'node_modules/comlink/dist/esm/comlink.mjs' };

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(f) ? [path] : [];
  });

describe('library credits', () => {
  it('public/licences/libraries.txt is up to date with the packages', () => {
    expect(readFileSync('public/licences/libraries.txt', 'utf8')).toBe(librariesLicenceText());
  });

  it('credits every dependency the device receives', () => {
    const credited = new Set(LIBRARIES.map((l) => l.pkg));
    const missing = Object.keys(pkgJson.dependencies).filter((d) => !SERVER_ONLY.includes(d) && !credited.has(d));
    expect(missing).toEqual([]);
  });

  it('the class server’s own dependencies are imported by no code of the app', () => {
    const app = [...filesUnder('src'), ...filesUnder('workers')].filter((f) => !/^src[/\\](server|cli|build)[/\\]/.test(f));
    const importing = app.filter((f) => SERVER_ONLY.some((d) => new RegExp(`from '${d}(/[^']*)?'`).test(readFileSync(f, 'utf8'))));
    expect(importing).toEqual([]);
  });

  it('each library: name, licence, copyright holder and its licence text, in the About screen’s file', () => {
    const sections = licenceSections(librariesLicenceText());
    expect(sections.map((s) => s.title)).toEqual(LIBRARIES.map(libraryTitle));
    for (const [i, l] of LIBRARIES.entries()) {
      const s = sections[i]!;
      expect(s.title).toMatch(/^\S.* — (MIT|ISC|Apache-2\.0) — © .+, npm package \S+@\d/);
      expect(s.text.length).toBeGreaterThan(300);
      // the holder is the one the licence file, the package or its source names (ZXing-C++'s Apache text is the template)
      const named = `${s.text} ${readFileSync(`node_modules/${l.pkg}/package.json`, 'utf8')} ${HEADERS[l.pkg] ? readFileSync(HEADERS[l.pkg]!, 'utf8').slice(0, 400) : ''}`;
      if (!l.textFrom) expect(named, l.pkg).toContain(l.holder.split(',')[0]!);
    }
    expect(licenceFile('vite')).not.toMatch(/bundled dependencies/i);
  });

  it('names the package of a bundled module', () => {
    expect(packageOf('/x/node_modules/preact/hooks/dist/hooks.module.js')).toBe('preact');
    expect(packageOf('/x/node_modules/.pnpm/a/node_modules/@y/websocket-server/src/x.js')).toBe('@y/websocket-server');
    expect(packageOf('\0vite/preload-helper.js')).toBe('vite');
    expect(packageOf('/x/src/ui/App.tsx')).toBeNull();
  });

  it('the README credits every library with its licence', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const l of LIBRARIES) {
      const licence = l.licence ?? (JSON.parse(readFileSync(`node_modules/${l.pkg}/package.json`, 'utf8')) as { license: string }).license;
      expect(readme, l.name ?? l.pkg).toMatch(
        new RegExp(`\\| \`?${(l.name ?? l.pkg).replace(/[.+]/g, '\\$&')}\`? \\|[^\\n]*\\| ${licence} \\|[^\\n]*${l.holder}`),
      );
    }
  });
});
