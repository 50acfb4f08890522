import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { wordsPlugin } from './src/build/words';
import { prerenderPlugin } from './src/build/prerender';
import { licencesPlugin } from './src/build/licences';

/** The Content-Security-Policy, written once in index.html's meta tag. */
const CSP_TAG = /<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/;
export const CSP = CSP_TAG.exec(readFileSync(new URL('./index.html', import.meta.url), 'utf8'))?.[1] ?? '';
if (!/default-src 'self'/.test(CSP)) throw new Error('index.html must carry the Content-Security-Policy meta tag');
/** As a header the policy can also forbid framing (a meta tag cannot). */
export const CSP_HEADER = `${CSP}; frame-ancestors 'none'`;

/**
 * Vite's development server injects styles inline and talks to the page over
 * a WebSocket; only there is the policy relaxed for that. Builds keep it as written.
 */
function devPolicy(): Plugin {
  return {
    name: 'tuffest-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(CSP, CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'").replace("connect-src 'self'", "connect-src 'self' ws: wss:")),
  };
}

// Relative base so the build works from any folder; hash routes keep the
// service worker's job simple (every navigation is index.html).
export default defineConfig({
  base: './',
  plugins: [
    devPolicy(),
    preact(),
    // TUF words dictionaries: compiled word graphs emitted as hashed assets (src/build/words.ts)
    wordsPlugin({ emit: true }),
    // the home screen in index.html itself, painted before any script runs (src/build/prerender.ts)
    prerenderPlugin(),
    // which packages the bundles hold (dist/licences/shipped.json), for the About test's check of the credits
    licencesPlugin({ main: true }),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // svg, txt and wasm are precached by globPatterns; the manifest's icons are added by the plugin.
      includeAssets: ['icons/apple-touch-icon.png'],
      manifest: {
        id: './',
        name: 'Tuffest — math cube games',
        short_name: 'Tuffest',
        description: 'TUF, TUF words, Tally Rally, Mathable and DiceCulus for the classroom: roll, arrange, declare — offline.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f5fbf',
        background_color: '#f6f4ee',
        categories: ['education', 'games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // wasm: the QR reader's ZXing module (about 1.1 MB), loaded only when the camera scans, precached so it scans offline
        globPatterns: ['**/*.{js,css,html,svg,txt,dawg,wasm}'],
        // the largest word graph (Spanish) is about 0.4 MB; leave room
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // one script for the worker to start (no importScripts of workbox's runtime): a warm start waits for it
        inlineWorkboxRuntime: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ],
  worker: { format: 'es', plugins: () => [wordsPlugin({ emit: false }), licencesPlugin({ main: false })] },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  preview: { port: 4173, strictPort: true, headers: { 'Content-Security-Policy': CSP_HEADER } },
});
