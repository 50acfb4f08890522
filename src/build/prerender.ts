/**
 * Build-time plugin (vite.config.ts): the home screen painted by index.html
 * itself, before any of the app's script, catalogue or database arrives.
 *
 * - The app's own components draw the home screen (as it first renders,
 *   before saved games are listed) in each interface language
 *   (src/build/homeMarkup.tsx); index.html's `#app` carries the three copies,
 *   each in a `.prerender[data-lang]` wrapper (`display: contents`, so the
 *   layout is the app's). The copies other than English get their ids
 *   suffixed (`games-h-fr`) so no id is doubled in the page.
 * - A small classic script in <head> (src/boot/start.ts, bundled alone as
 *   `assets/boot-<hash>.js`) sets <html lang>, theme, motion and text size
 *   from the settings' localStorage copy before the body is parsed; a
 *   stylesheet (`assets/prerender-<hash>.css`) shows the copy whose language
 *   <html lang> names. No inline script or style, so the
 *   Content-Security-Policy stays as it is: the `style` attributes the app
 *   sets through the DOM become rules in that stylesheet.
 * - Tiles and buttons are the app's links (`#/tuf`, `#/settings`…): a tap
 *   before the app starts changes the route, which the app opens when it starts.
 * - src/startApp.tsx replaces the copies with the live app in one task (no
 *   paint in between, so nothing flashes), carrying over what was typed into
 *   them (src/boot/carry.ts). The entry (src/main.tsx) imports it only after
 *   the first frame is painted; index.html preloads it and its chunks
 *   (`appPreloads`), so they are fetched meanwhile.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import { LANGUAGES, type Language } from '../boot/prefs';

const hash8 = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);
const escapeCss = (text: string): string => text.replace(/["\\]/g, '\\$&');

/** One language's copy: ids suffixed (but English's), `style` attributes moved into CSS rules. */
export function prepareCopy(lang: Language, markup: string, rules: string[]): string {
  let html = markup;
  if (lang !== 'en') {
    html = html.replace(
      / (id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g,
      (_m, attr: string, ids: string) =>
        ` ${attr}="${ids
          .split(' ')
          .map((id) => `${id}-${lang}`)
          .join(' ')}"`,
    );
    html = html.replace(/ href="#(?!\/)([^"]*)"/g, (_m, id: string) => ` href="#${id}-${lang}"`);
  }
  return html.replace(/ style="([^"]*)"/g, (_m, style: string) => {
    const key = `${lang}-${rules.length}`;
    rules.push(`[data-prerender-style="${escapeCss(key)}"]{${style.replace(/&quot;/g, '"').replace(/&amp;/g, '&')}}`);
    return ` data-prerender-style="${key}"`;
  });
}

/** Which copy shows: the one whose language <html lang> names (src/boot/start.ts sets it; index.html says en); none on a route other than home. */
export function copyRules(): string[] {
  return [
    '.prerender{display:none}',
    ...LANGUAGES.map((l) => `html[lang="${l}"] .prerender[data-lang="${l}"]{display:contents}`),
    // opened on another route (src/boot/start.ts): no home screen on the way to it
    'html[data-deep-link][lang] .prerender[data-lang]{display:none}',
  ];
}

async function bootScript(root: string): Promise<string> {
  const bundle = await rolldown({ input: resolve(root, 'src/boot/start.ts'), platform: 'browser', logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

async function homeCopies(root: string): Promise<Record<Language, string>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // workbox-window's CommonJS entry has no named exports for Node; its module entry does
    ssr: { noExternal: ['workbox-window'] },
  });
  try {
    const { homeMarkup } = (await server.ssrLoadModule(resolve(root, 'src/build/homeMarkup.tsx'))) as typeof import('./homeMarkup');
    const out = {} as Record<Language, string>;
    for (const lang of LANGUAGES) out[lang] = await homeMarkup(lang);
    return out;
  } finally {
    await server.close();
  }
}

/** The entry's own chunk as far as this plugin reads it (Rollup's output chunk). */
interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The app's start (src/startApp.tsx, imported by the entry once the first
 * frame is painted) and every chunk it imports statically: preloaded from
 * index.html so they are fetched (and compiled) while the first paint
 * happens, and only evaluated after it.
 */
export function appPreloads(bundle: Record<string, ChunkLike> | undefined, entry: ChunkLike | undefined): string[] {
  if (!bundle || !entry) return [];
  const start = (entry.dynamicImports ?? [])
    .map((f) => bundle[f])
    .find((c) => c?.type === 'chunk' && /[\\/]src[\\/]startApp\.tsx$/.test(c.facadeModuleId ?? ''));
  if (!start) return [];
  const out: string[] = [];
  const visit = (c: ChunkLike | undefined): void => {
    if (c?.type !== 'chunk' || out.includes(c.fileName) || c === entry) return;
    out.push(c.fileName);
    for (const f of c.imports ?? []) visit(bundle[f]);
  };
  visit(start);
  return out;
}

export function prerenderPlugin(): Plugin {
  let root = process.cwd();
  let base = './';
  let files: { boot: string; css: string; body: string } | null = null;
  return {
    name: 'tuffest-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      const [boot, copies] = await Promise.all([bootScript(root), homeCopies(root)]);
      const rules = copyRules();
      const body = LANGUAGES.map((l) => `<div class="prerender" data-lang="${l}">${prepareCopy(l, copies[l], rules)}</div>`).join('');
      const css = `${rules.join('\n')}\n`;
      files = { boot: `assets/boot-${hash8(boot)}.js`, css: `assets/prerender-${hash8(css)}.css`, body };
      this.emitFile({ type: 'asset', fileName: files.boot, source: boot });
      this.emitFile({ type: 'asset', fileName: files.css, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!files) return html;
        const preload = appPreloads(ctx.bundle, ctx.chunk)
          .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">\n    `)
          .join('');
        const app = '<div id="app"><noscript>';
        if (!html.includes('</head>') || !html.includes(app)) throw new Error('prerender: index.html lost its </head> or its #app');
        // Last in <head>: the stylesheets above load in parallel with it (it waits for them, as the first paint does anyway),
        // and it has run before the body is parsed.
        return html
          .replace('</head>', `${preload}<link rel="stylesheet" href="${base}${files.css}">\n    <script src="${base}${files.boot}"></script>\n  </head>`)
          .replace(app, `<div id="app">${files.body}<noscript>`);
      },
    },
  };
}
