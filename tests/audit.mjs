#!/usr/bin/env node
/**
 * `npm run audit`: Lighthouse (mobile preset) on the production build in
 * Debian's Chromium, printing the category scores, plus the size of the
 * JavaScript the shell loads before first paint (gzip).
 * Targets: performance ≥ 95, accessibility 100, best practices 100;
 * first-paint JavaScript ≤ 50 KB gzip.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { preview } from 'vite';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) process.exit(1);

// JavaScript before first paint: the entry script and everything it imports statically.
const html = readFileSync('dist/index.html', 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
let firstPaintJs = 0;
for (const s of new Set(scripts)) firstPaintJs += gzipSync(readFileSync(join('dist', s))).length;

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const url = server.resolvedUrls.local[0];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const cats = result.lhr.categories;
  const rows = Object.values(cats).map((c) => `| ${c.title} | ${Math.round((c.score ?? 0) * 100)} |`);
  console.log(
    ['', '| Lighthouse (mobile) | score |', '|---|---:|', ...rows, `| First-paint JavaScript (gzip) | ${(firstPaintJs / 1024).toFixed(1)} KB |`].join('\n'),
  );
  const failing = [];
  for (const c of Object.values(cats)) {
    if (c.id === 'seo') continue;
    const issues = c.auditRefs
      .map((r) => result.lhr.audits[r.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      );
    if (c.id !== 'performance' && issues.length) failing.push(`${c.title}: ${issues.map((a) => a.id).join(', ')}`);
  }
  if (failing.length) console.log(`\nAudits below full marks:\n${failing.join('\n')}`);
} finally {
  await chrome.kill();
  await server.close();
}
