/**
 * The libraries whose code the app ships to the device (its scripts, its workers, the QR reader's WebAssembly, the
 * service worker), credited in the About screen and the README with name, licence and copyright holder. Their licence
 * texts go into public/licences/libraries.txt in the word lists' format (src/build/words.ts `licenceText`): a title
 * between two rules, then the text; the About screen reads both files the same way, offline (they are precached).
 *
 * `licencesPlugin` records, at build time, which packages the bundles hold (dist/licences/shipped.json): the About
 * end-to-end test checks every one of them is credited here, so a new library cannot ship without its credit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface Library {
  /** The npm package (its package.json gives the version and licence; its licence file the text). */
  pkg: string;
  /** The copyright holder, as the licence file or the package names it. */
  holder: string;
  /** What the app uses it for (English: the licence file is not translated). */
  use: string;
  /** Where a package carries no licence file of its own: another package's file with the same licence text. */
  textFrom?: string;
  /** A library compiled into another package's file, credited under its own licence (`licence`, not the package's). */
  licence?: string;
  /** Its name when it is not the package's. */
  name?: string;
}

export const LIBRARIES: readonly Library[] = [
  { pkg: 'preact', holder: 'Jason Miller', use: 'draws every screen' },
  { pkg: 'idb', holder: 'Jake Archibald', use: 'saves games and settings in the browser’s IndexedDB' },
  { pkg: 'comlink', holder: 'Google LLC', use: 'talks to the solvers running in workers' },
  { pkg: 'workbox-window', holder: 'Google LLC', use: 'offers the app’s updates' },
  { pkg: 'workbox-core', holder: 'Google LLC', use: 'the offline service worker and the update offer' },
  { pkg: 'workbox-precaching', holder: 'Google LLC', use: 'the offline service worker: keeps the app on the device' },
  { pkg: 'workbox-routing', holder: 'Google LLC', use: 'the offline service worker: answers the app’s requests' },
  { pkg: 'workbox-strategies', holder: 'Google LLC', use: 'the offline service worker' },
  { pkg: 'uqr', holder: 'Project Nayuki, Anthony Fu', use: 'draws the QR codes' },
  { pkg: 'barcode-detector', holder: 'Ze-Zheng Wu', use: 'reads QR codes with the camera' },
  { pkg: 'zxing-wasm', holder: 'Ze-Zheng Wu', use: 'the QR reader’s WebAssembly module' },
  {
    pkg: 'zxing-wasm',
    name: 'ZXing-C++',
    licence: 'Apache-2.0',
    holder: 'the ZXing authors',
    use: 'the barcode reader compiled into zxing-wasm’s WebAssembly module',
    textFrom: 'comlink',
  },
  { pkg: 'yjs', holder: 'Kevin Jahns', use: 'live class lessons: shares the lesson between devices' },
  { pkg: 'y-websocket', holder: 'Kevin Jahns', use: 'live class lessons: the connection to the class server' },
  { pkg: 'y-protocols', holder: 'Kevin Jahns', use: 'live class lessons: the messages between devices' },
  { pkg: 'y-indexeddb', holder: 'Kevin Jahns', use: 'live class lessons: kept on the device between visits' },
  { pkg: 'lib0', holder: 'Kevin Jahns', use: 'helpers of the live class libraries' },
  { pkg: 'vite', holder: 'VoidZero Inc. and Vite contributors', use: 'the small loader that fetches each screen’s script' },
];

const require = createRequire(import.meta.url);

/** A package's folder in node_modules (found through its package.json, which every package exports or holds). */
export function packageDir(pkg: string): string {
  try {
    return dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    return join(process.cwd(), 'node_modules', pkg);
  }
}

const packageJson = (pkg: string): { version: string; license?: string } =>
  JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string; license?: string };

/** A package's licence file: LICENSE, LICENCE, LICENSE.md, COPYING… */
export function licenceFile(pkg: string): string {
  const dir = packageDir(pkg);
  const name = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
  if (!name) throw new Error(`${pkg} has no licence file`);
  const text = readFileSync(join(dir, name), 'utf8');
  // a build tool's file can go on with the licences of what the tool bundles into itself (Vite's does): not shipped
  const i = text.search(/^#+ *Licen[cs]es of bundled dependencies/im);
  return (i < 0 ? text : text.slice(0, i)).trim();
}

/** A library's title line in the licences file: `preact 11.2.0 — MIT — © Jason Miller (draws every screen), npm package preact@11.2.0`. */
export function libraryTitle(l: Library): string {
  const p = packageJson(l.pkg);
  const name = l.name ?? `${l.pkg} ${p.version}`;
  return `${name} — ${l.licence ?? p.license ?? '?'} — © ${l.holder} (${l.use}), npm package ${l.pkg}@${p.version}`;
}

/** The licence texts of every shipped library, for the About screen (public/licences/libraries.txt). */
export function librariesLicenceText(): string {
  let out = 'Libraries whose code Tuffest ships to the device, each used under its licence\n';
  for (const l of LIBRARIES) {
    out += `\n${'='.repeat(72)}\n${libraryTitle(l)}\n${'='.repeat(72)}\n`;
    out += `\n${licenceFile(l.textFrom ?? l.pkg)}\n`;
  }
  return out;
}

/** The npm package a module of the bundle comes from (`…/node_modules/@scope/name/…` → `@scope/name`), or null for the app's own. */
export function packageOf(id: string): string | null {
  const clean = id.replace(/^\0/, '').replace(/\\/g, '/');
  // Vite's own helpers (the preload helper, the module preload polyfill) come as virtual modules
  if (/^vite\//.test(clean)) return 'vite';
  const i = clean.lastIndexOf('/node_modules/');
  if (i < 0) return null;
  const parts = clean.slice(i + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

/** Packages seen in any bundle of this build (the app's and its workers': each has its own plugin instance). */
const shipped = new Set<string>();

/**
 * Records the packages whose modules end up in the bundles, and writes them to licences/shipped.json beside the
 * licences (not precached: the About test reads it). `main`: the app's build, which writes the file; the workers'
 * builds only record.
 */
export function licencesPlugin(options: { main: boolean }): Plugin {
  return {
    name: 'tuffest-licences',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) {
          const pkg = packageOf(id);
          if (pkg) shipped.add(pkg);
        }
      }
      if (options.main) {
        this.emitFile({ type: 'asset', fileName: 'licences/shipped.json', source: `${JSON.stringify([...shipped].sort(), null, 1)}\n` });
      }
    },
  };
}
