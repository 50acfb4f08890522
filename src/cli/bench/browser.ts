/**
 * `npm run bench -- browser`: the app in Debian's Chromium at 390×844 with
 * touch, the page's main thread slowed 4× (the DevTools protocol's
 * `Emulation.setCPUThrottlingRate`; the solver workers are not slowed).
 * Builds the production bundle, serves it with `vite preview`, then:
 *   - cold start (fresh profile, nothing cached) and warm start (service
 *     worker installed, the first page closed, the app opened again in a new
 *     page with the worker stopped first, as after the app sat closed for a
 *     while): navigation start → the home tiles painted (the frame after the
 *     home, in index.html the whole copy shown, is in the page: it takes taps);
 *   - plays a scripted TUF round (game 1 solo, and game 1 against two hard
 *     computers), a Tally Rally round and Mathable turns against a hard
 *     computer, and for each tap measures tap → the next paint that shows the
 *     tapped thing's new state (pointerdown's time stamp to the frame after
 *     the watched part of the page changed), and counts main-thread tasks of
 *     50 ms or more (long-tasks observer), the round's start and its end
 *     (the call or "I'm done" and the results screen) apart; every target in
 *     play is found by CSS, and the driver goes once through a tap on the
 *     first before play (its own code in the page compiles as it first runs);
 *   - the same taps on a one-button page that writes once to IndexedDB per
 *     tap (`floorTaps`): the browser's own share of every tap figure on this
 *     machine at this moment, to read the games' figures against.
 * The last column is the page's main-thread CPU time (DevTools' Performance
 * metrics, less the benchmark's own commands): the work done, which unlike
 * the wall times does not grow with the machine's load (`--rate 1` measures it
 * without the slow-down). Prints one Markdown table for the README. With `--trace <dir>` it also
 * records a Chromium trace of each start and each round's play into that
 * folder and prints what the page's long tasks were made of and the main
 * thread's CPU time (bench/trace.ts); `--samples` adds V8's sampling profiler
 * (the functions that ran).
 * `--dist <dir>` serves an earlier build instead of building (to measure two
 * builds side by side under the same load).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { preview } from 'vite';
import { formatGameId } from '../../core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../games/tuf/matchParams';
import { rollFor } from '../../games/tuf/plugin';
import { solve } from '../../../workers/tuf/solve';
import { parseBoard } from '../../games/tally/board';
import { keyOfText } from '../../games/tally/equation';
import { enumerateEquations, type Found } from '../../../workers/tally/solver';
import { CELLS, SIZE } from '../../games/mathable/board';
import { refusalAt } from '../../games/mathable/equations';
import { defaultParams as wordsDefaults, formatParams as formatWordsParams, type WordsParams } from '../../games/words/params';
import { rollFor as wordsRoll } from '../../games/words/plugin';
import { summarize } from './stats';
import { ARGS, CHROMIUM, NO_GUIDE_OFFER, tufCubeName } from '../chromium';
import { describeLongTasks, hotFunctions, longTasks, mainThreadCpu, saveTrace, startTrace, timeline } from './trace';

const median = (xs: readonly number[]): number => summarize(xs).median;

const PHONE = { width: 390, height: 844 };
/** CPU slow-down of the page's main thread (`--rate N`; 4 by default, 1 to measure the work itself). */
let RATE = 4;

/**
 * The page's side of the measurements, added before the app's own scripts
 * (through the debugging protocol, so the app's Content-Security-Policy does
 * not apply). Kept as a string: it runs in the page, not in Node.
 */
const PROBE = `(() => {
  const B = { long: [], tap: null, homeAt: null };
  window.__bench = B;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.long.push({ start: e.startTime, dur: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  /** Calls back with the time of the first moment after the next frame was painted. */
  const afterPaint = (cb) => requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(performance.now());
    ch.port2.postMessage(0);
  });
  addEventListener('pointerdown', (e) => { if (B.tap && B.tap.start === null) B.tap.start = e.timeStamp; }, { capture: true });
  const inWatched = (n, sel) => {
    const el = n && (n.nodeType === 1 ? n : n.parentElement);
    return !!(el && el.closest && el.closest(sel));
  };
  // The home is there once a tile is and, for the home index.html paints itself (one copy per language), once the
  // copy shown is parsed to its end (something follows it): the parser may yield, and a frame painted with the
  // first tile alone is no home yet.
  const homeThere = () => {
    if (!document.querySelector('.game-tile')) return false;
    if (!document.querySelector('.prerender')) return true;
    const copy = document.querySelector('.prerender[data-lang="' + document.documentElement.lang + '"]');
    return !!(copy ? copy.nextSibling : document.querySelector('#app > noscript'));
  };
  const seen = new MutationObserver((records) => {
    const t = B.tap;
    if (t && t.start !== null && !t.changed && records.some((r) => inWatched(r.target, t.sel) || Array.from(r.addedNodes).some((a) => a.nodeType === 1 && (a.matches(t.sel) || a.querySelector(t.sel))))) {
      t.changed = true;
      afterPaint((now) => { t.end = now; console.debug('__bench_tap ' + (now - t.start)); });
    }
    if (B.homeAt === null && homeThere()) {
      B.homeAt = -1;
      afterPaint((now) => { B.homeAt = now; console.debug('__bench_home ' + now); });
    }
  });
  const start = () => seen.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  start();
  B.arm = (sel) => { B.tap = { sel, start: null, end: null, changed: false }; };
  B.now = () => performance.now();
})();`;

interface Probe {
  long: { start: number; dur: number }[];
  tap: { start: number | null; end: number | null } | null;
  homeAt: number | null;
  arm(sel: string): void;
  now(): number;
}
declare const window: { __bench: Probe };

interface GameFigures {
  name: string;
  taps: number[];
  /** Long tasks while playing (after the round's start, before its end). */
  long: number[];
  /** Long tasks while the round starts. */
  startLong: number[];
  /** Long tasks once the round ends (the call or "I'm done", the results screen); null for play that does not end a round. */
  endLong: number[] | null;
  /** Main-thread CPU time while playing (ms; see cpu()). */
  cpu: number;
}

/** Where traces go (`--trace <dir>`), or null. */
let traceDir: string | null = null;
/** Whether traces carry V8's samples (`--samples`: which functions ran; adds work of its own). */
let traceSamples = false;
const say = (line: string): void => void process.stderr.write(`${line}\n`);

/** Runs `work` while tracing (when asked to), then saves the trace and prints its long tasks. */
async function traced<T>(page: Page, name: string, work: () => Promise<T>, opts: { timeline?: boolean } = {}): Promise<T> {
  if (!traceDir) return work();
  const stop = await startTrace(page, traceSamples);
  let value: T;
  try {
    value = await work();
  } finally {
    const events = await stop();
    const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    saveTrace(join(traceDir, `${slug}.json`), events);
    say(describeLongTasks(name, longTasks(events)));
    if (opts.timeline) {
      say(timeline(events).join('\n'));
      const first = mainThreadCpu(events, true);
      say(`  ${name}: main-thread CPU to first contentful paint ${first.cpu.toFixed(0)} ms (wall ${first.wall.toFixed(0)} ms)`);
    } else say(`  ${name}: main-thread CPU ${mainThreadCpu(events).cpu.toFixed(0)} ms`);
    if (traceSamples)
      say(
        `  hot functions (self ms): ${hotFunctions(events)
          .map((f) => `${f.fn} ${f.ms.toFixed(0)}`)
          .join('; ')}`,
      );
  }
  return value;
}

const sessions = new WeakMap<Page, CDPSession>();

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  sessions.set(page, cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  // Counters of the renderer's main thread, in thread (CPU) time.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
}

/**
 * The page's main-thread CPU time so far (ms), less the time the benchmark's
 * own DevTools commands took, and the part in script: the work done, which,
 * unlike wall times, does not grow with the machine's load. The 4× slow-down
 * counts in it, so compare runs at the same rate (`--rate 1`: the work itself).
 */
async function cpu(page: Page): Promise<{ thread: number; script: number }> {
  const cdp = sessions.get(page);
  if (!cdp) return { thread: NaN, script: NaN };
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string): number => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return { thread: get('ThreadTime') - get('DevToolsCommandDuration'), script: get('ScriptDuration') };
}

async function newContext(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    hasTouch: true,
    isMobile: true,
    viewport: PHONE,
    args: ARGS,
    reducedMotion: 'no-preference',
  });
  await context.addInitScript({ content: PROBE });
  // a returning student: no guided-round offer over the scripted play
  await context.addInitScript({ content: NO_GUIDE_OFFER });
  return context;
}

/** A fresh profile with one throttled page. */
async function fresh(): Promise<{ context: BrowserContext; page: Page; done(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'tuffest-bench-'));
  const context = await newContext(dir);
  const page = context.pages()[0] ?? (await context.newPage());
  await throttle(page);
  return {
    context,
    page,
    async done() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const now = (page: Page): Promise<number> => page.evaluate(() => window.__bench.now());

/** The next `__bench_<what> <ms>` line the probe writes to the console (no polling in the page it measures). */
function probeSays(page: Page, what: string, timeout = 20_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', onConsole);
      reject(new Error(`no ${what} from the page within ${timeout} ms`));
    }, timeout);
    const onConsole = (m: { text(): string }): void => {
      const hit = new RegExp(`^__bench_${what} ([\\d.]+)$`).exec(m.text());
      if (!hit) return;
      clearTimeout(timer);
      page.off('console', onConsole);
      resolve(Number(hit[1]));
    };
    page.on('console', onConsole);
  });
}

/** Taps, and returns tap → the paint that shows a change inside `watch`. */
async function timedTap(page: Page, target: ReturnType<Page['locator']>, watch: string): Promise<number> {
  await target.waitFor();
  await page.evaluate((sel) => window.__bench.arm(sel), watch);
  const said = probeSays(page, 'tap');
  await target.tap();
  return said.catch(async (e: unknown) => {
    // which tap did not show, and what the page had then, so a failed run can be read
    const shot = join(tmpdir(), `tuffest-bench-missed-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(`${e instanceof Error ? e.message : String(e)}: the tap on ${String(target)} did not change ${watch} (screenshot: ${shot})`);
  });
}

async function longSince(page: Page, from: number, to?: number): Promise<number[]> {
  return page.evaluate(([a, b]) => window.__bench.long.filter((l) => l.start >= a && (b === null || l.start < b)).map((l) => l.dur), [
    from,
    to ?? null,
  ] as const);
}

/** The navigation's timings and the app's start marks (src/startApp.tsx), ms from navigation start, in order, for the log. */
async function phases(page: Page, painted: number): Promise<string> {
  const marks = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const out: [string, number][] = nav ? [['html', nav.responseEnd]] : [];
    // the service worker ready to answer (0 without one), the page's first byte, the body parsed, the browser's first contentful paint
    if (nav && nav.workerStart > 0) out.push(['worker', nav.workerStart]);
    if (nav) out.push(['response', nav.responseStart]);
    if (nav && nav.domInteractive > 0) out.push(['parsed', nav.domInteractive]);
    for (const p of performance.getEntriesByType('paint')) if (p.name === 'first-contentful-paint') out.push(['fcp', p.startTime]);
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('tuffest:')) out.push([m.name.slice(8), m.startTime]);
    return out;
  });
  return [...marks, ['painted', painted] as [string, number]]
    .sort((a, b) => a[1] - b[1])
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
}

/**
 * Navigation start → home tiles painted, cold (fresh profile) and warm (the
 * service worker installed, the first page closed, the app opened again in a
 * new page, the worker stopped first). The log line of each start has the
 * navigation's timings beside the app's marks: the worker ready to answer,
 * the first byte, the page parsed, the browser's first contentful paint.
 */
async function starts(base: string, runs: number): Promise<{ cold: number[]; warm: number[]; coldCpu: number[]; warmCpu: number[] }> {
  const cold: number[] = [];
  const warm: number[] = [];
  const coldCpu: number[] = [];
  const warmCpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const f = await fresh();
    // Told through the console: anything evaluated in the page (a poll) would run on the main thread it measures.
    const homeAt = (page: Page): Promise<number> => probeSays(page, 'home', 30_000);
    const cold0 = homeAt(f.page);
    cold.push(
      await traced(
        f.page,
        `cold start ${i + 1}`,
        async () => {
          await f.page.goto(`${base}#/`);
          return cold0;
        },
        { timeline: true },
      ),
    );
    coldCpu.push((await cpu(f.page)).thread);
    say(`  cold ${i + 1}: ${await phases(f.page, cold.at(-1) as number)}; main-thread CPU ${coldCpu.at(-1)?.toFixed(0)} ms`);
    await f.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await f.page.waitForTimeout(500);
    // The installed app opened again: the first page is gone (it would share the renderer's main thread), the service worker and caches stay.
    await f.page.close();
    const page = await f.context.newPage();
    await throttle(page);
    // A new tab in this (desktop, headless) Chromium loads the browser's own omnibox pages in another renderer for about a
    // second; on the 2 cores that competed with the start measured. Opening the app is measured once the tab is open.
    await page.waitForTimeout(1000);
    // Opened again later, as a student does: the service worker has been stopped (Chromium stops an idle one after
    // 30 s) and starts to answer the navigation, its start counted in the warm start.
    const sw = sessions.get(page);
    await sw?.send('ServiceWorker.enable');
    await sw?.send('ServiceWorker.stopAllWorkers');
    await sw?.send('ServiceWorker.disable');
    await page.waitForTimeout(300);
    const warm0 = homeAt(page);
    warm.push(
      await traced(
        page,
        `warm start ${i + 1}`,
        async () => {
          await page.goto(`${base}#/`);
          return warm0;
        },
        { timeline: true },
      ),
    );
    warmCpu.push((await cpu(page)).thread);
    say(`  warm ${i + 1}: ${await phases(page, warm.at(-1) as number)}; main-thread CPU ${warmCpu.at(-1)?.toFixed(0)} ms`);
    await f.done();
  }
  return { cold, warm, coldCpu, warmCpu };
}

/** A round under way on a fresh profile (`openAndRoll`). */
interface Round {
  page: Page;
  /**
   * The round's figures: long tasks from the moment play began to `ended` (the last timed tap done, before the
   * call that ends the round), before it (the start) and after it (the round's end); CPU since play began; closes
   * the profile.
   */
  end(taps: number[], ended?: number): Promise<GameFigures>;
}

/** Taps Start on the confirm step a code opens with (src/ui/App.tsx `ConfirmCode`). */
const confirmCode = (page: Page): Promise<void> => page.locator('.code-confirm button.btn-primary').tap();

/**
 * The boilerplate every scripted round shares: a fresh throttled profile,
 * the app opened at `hash`, `open` (confirm the code, a setup screen's
 * Start), then the round's start measured from just before `roll` (roll the
 * cubes, deal the board…, which returns once the round is on screen) to a
 * second after it, when play begins.
 *
 * `first` is a CSS selector of what play taps first: the driver goes through
 * a tap on it before play (every check, no tap: `trial`). Its own script in
 * the page compiles the code a locator and those checks run the first time
 * they run, on the page's throttled main thread: seen in a trace of a TUF
 * round as one task of 109 ms on the first cube's locator, counted as a long
 * task of the app's play until then.
 */
async function openAndRoll(
  base: string,
  hash: string,
  name: string,
  steps: { open?: (page: Page) => Promise<void>; roll: (page: Page) => Promise<void>; first: string },
): Promise<Round> {
  const f = await fresh();
  const { page } = f;
  await page.goto(`${base}${hash}`);
  await steps.open?.(page);
  const t0 = await now(page);
  // the round's start, traced on its own with --trace
  await traced(page, `${name}, start`, async () => {
    await steps.roll(page);
    await page.locator(steps.first).first().tap({ trial: true });
    await page.waitForTimeout(1000);
  });
  const t1 = await now(page);
  const cpu1 = await cpu(page);
  return {
    page,
    async end(taps, ended) {
      const figures = {
        name,
        taps,
        long: await longSince(page, t1, ended),
        startLong: await longSince(page, t0, t1),
        endLong: ended === undefined ? null : await longSince(page, ended),
        cpu: (await cpu(page)).thread - cpu1.thread,
      };
      await f.done();
      return figures;
    },
  };
}

/**
 * The floor under every tap figure: a page of one button whose tap writes one
 * record to IndexedDB, as the app's taps do, and then changes one word, timed
 * by the same driver, throttling and probe as the games. What a game's tap
 * takes beyond this is the app's own work; the floor itself is the browser's
 * (input, one write, one frame) and moves with the machine's speed and load.
 */
const FLOOR_PAGE = `<!doctype html><meta name="viewport" content="width=device-width"><title>floor</title>
<button id="tap" type="button" style="margin:200px auto;display:block;width:160px;height:64px">Tap</button><p id="out">0</p>
<script>
  const open = indexedDB.open('floor', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('s');
  open.onsuccess = () => {
    const db = open.result;
    let n = 0;
    document.getElementById('tap').addEventListener('click', () => {
      n += 1;
      const tx = db.transaction('s', 'readwrite', { durability: 'relaxed' });
      tx.objectStore('s').put({ n, moves: Array.from({ length: n }, (_, i) => ({ kind: 'place', cube: i })) }, 'session');
      tx.commit();
      tx.oncomplete = () => { document.getElementById('out').textContent = String(n); };
    });
    document.body.dataset.ready = 'yes';
  };
</script>`;

async function floorTaps(base: string, count: number): Promise<GameFigures> {
  const f = await fresh();
  const { page } = f;
  const url = `${base}__bench-floor.html`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }));
  await page.goto(url);
  await page.locator('body[data-ready="yes"]').waitFor();
  await page.waitForTimeout(500);
  const t1 = await now(page);
  const cpu1 = await cpu(page);
  const taps: number[] = [];
  for (let i = 0; i < count; i++) {
    taps.push(await timedTap(page, page.locator('#tap'), '#out'));
    await page.waitForTimeout(150);
  }
  const figures = {
    name: 'reference: a one-button page, one IndexedDB write per tap',
    taps,
    long: await longSince(page, t1),
    startLong: [],
    endLong: null,
    cpu: (await cpu(page)).thread - cpu1.thread,
  };
  await f.done();
  return figures;
}

/** A TUF game-1 round: roll, tap the cubes of the best equation onto the line, call. */
async function tufRound(base: string, name: string, p: MatchParams, seed: string): Promise<GameFigures> {
  const roll = rollFor(p, seed, 0, 0);
  const eq = solve({ game: p.game, roll }).equation;
  if (!eq) throw new Error(`no equation for the TUF roll of seed ${seed}`);
  const code = formatGameId({ game: 'tuf', params: formatMatchParams(p), seed });
  const round = await openAndRoll(base, `#/tuf/code/${encodeURIComponent(code)}`, name, {
    open: confirmCode,
    roll: async (page) => {
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      await page.locator('.tuf-seat').first().getByRole('group', { name: 'Cubes on the table' }).waitFor();
    },
    first: '.tuf-tray button',
  });
  const { page } = round;
  const seat = page.locator('.tuf-seat').first();
  const taps: number[] = [];
  // In play every target is found by CSS: a role query walks the whole page's accessibility on its throttled main thread.
  await traced(page, name, async () => {
    for (const face of eq.split(' ')) {
      const cube = seat.locator(`.tuf-tray button[aria-label="${tufCubeName(face)}"]`).first();
      taps.push(await timedTap(page, cube, '.tuf-seat:first-of-type .tuf-line'));
    }
  });
  const ended = await now(page);
  // the round's end (the call, the results), traced on its own with --trace
  await traced(page, `${name}, end`, async () => {
    await seat.locator('.tuf-light.is-true').waitFor();
    const call = seat.locator('button.tuf-call');
    if ((await call.count()) > 0) await call.first().tap();
    await page.waitForTimeout(1500);
  });
  return round.end(taps, ended);
}

/**
 * A TUF words solitaire round: roll, lay the hand's first six cubes across
 * (a teacher's word, so it counts) and four more down from its first letter,
 * each by tapping the cube then the square (the validity light on), then
 * "TUF! I'm done". Taps: the cube picked (the tray), the cube on its square.
 */
async function wordsRound(base: string, seed: string): Promise<GameFigures> {
  const plain: WordsParams = { ...wordsDefaults(), computers: [], rounds: 1, noSpecials: true, validityLight: true };
  const hand = wordsRoll(plain, seed, 0, 0);
  const p: WordsParams = { ...plain, teacherWords: [hand.slice(0, 6).join('')] };
  const code = formatGameId({ game: 'words', params: formatWordsParams(p), seed });
  const seatOf = (page: Page) => page.getByRole('region', { name: 'Player 1’s crossword' });
  const name = 'TUF words, solitaire round (10 cubes laid)';
  const round = await openAndRoll(base, `#/words/code/${encodeURIComponent(code)}`, name, {
    open: confirmCode,
    roll: async (page) => {
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      await seatOf(page).getByRole('group', { name: 'Cubes to place' }).waitFor();
    },
    first: '.words-tray button',
  });
  const { page } = round;
  const seat = seatOf(page);
  const taps: number[] = [];
  // the board opens on a window centred on its middle square (rows and columns alike)
  const rows = await seat.locator('[data-square]').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.square?.split(',')[0])));
  const M = Math.round((Math.min(...rows) + Math.max(...rows)) / 2);
  const squares = [0, 1, 2, 3, 4, 5].map((i) => `${M},${M + i}`).concat([1, 2, 3, 4].map((i) => `${M + i},${M}`));
  await traced(page, name, async () => {
    for (let i = 0; i < squares.length; i++) {
      // CSS locators (not role queries, which walk the page's accessibility on its throttled main thread)
      taps.push(await timedTap(page, page.locator(`.words-tray button[data-cube="${i}"]`), '.words-tray'));
      const sel = `[data-square="${squares[i]}"]`;
      // measured to the square's new state painted: a placement shows once it is saved, so the next cube is picked after that
      taps.push(await timedTap(page, page.locator(sel), sel));
    }
  });
  const ended = await now(page);
  await traced(page, `${name}, end`, async () => {
    await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
    await page.getByRole('heading', { name: 'Final scores' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
  });
  return round.end(taps, ended);
}

/** Equations of a Tally board with + or − and no joined digits, one per family. */
function easyTally(board: number[]): Found[] {
  const all = enumerateEquations(board, { maxTiles: 4 }).equations.filter((e) => /^\d[+-]\d(=\d+|[+-]\d=\d+)$/.test(e.text));
  const families = new Set<string>();
  return all
    .filter((e) => {
      const key = keyOfText(e.text) ?? e.text;
      if (families.has(key)) return false;
      families.add(key);
      return true;
    })
    .sort((a, b) => a.tiles - b.tiles);
}

const SIGN_BUTTON: Record<string, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by', '=': 'equals' };

/** A Tally Rally round on one phone: trace equations by tapping, choose the signs, add them. */
async function tallyRound(base: string, equations: number): Promise<GameFigures> {
  const name = `Tally Rally round (${equations} equations traced)`;
  const round = await openAndRoll(base, '#/tally', name, {
    open: (page) => page.getByRole('button', { name: 'Start', exact: true }).tap(),
    roll: async (page) => {
      await page.getByRole('button', { name: /^Start, / }).tap();
      await page.locator('.tally-board .tally-tile').first().waitFor();
    },
    first: '.tally-board .tally-tile',
  });
  const { page } = round;
  const digits = await page.locator('.tally-board .tally-tile > span[aria-hidden="true"]:first-child').allTextContents();
  const board = parseBoard(digits.join('')) as number[];
  const taps: number[] = [];
  // What each tap was (t tile, T the path's last tile, g gap, s sign, a "Add to sheet"), printed beside the figures: which kind of tap is slow.
  const kinds: string[] = [];
  await traced(page, name, async () => {
    for (const eq of easyTally(board).slice(0, equations)) {
      for (const c of eq.cells) {
        taps.push(await timedTap(page, page.locator(`.tally-tile[data-cell="${c}"]`), '.tally-board'));
        kinds.push(c === eq.cells[eq.cells.length - 1] ? 'T' : 't');
      }
      const gaps: string[] = [];
      let cur = '';
      for (const ch of eq.text.slice(1)) {
        if (/\d/.test(ch)) {
          gaps.push(cur);
          cur = '';
        } else cur += ch;
      }
      for (let i = 0; i < gaps.length; i++) {
        const g = gaps[i] as string;
        if (g === '') continue;
        const gap = page.locator('.tally-eq .tally-gap').nth(i);
        // Tapping the gap already chosen changes nothing on screen: a plain tap then.
        if ((await gap.getAttribute('aria-pressed')) === 'true') await gap.tap();
        else {
          taps.push(await timedTap(page, gap, '.tally-eq'));
          kinds.push('g');
        }
        const sign = page.locator(`.tally-signs button[aria-label="${SIGN_BUTTON[g]}"]`);
        taps.push(await timedTap(page, sign, '.tally-eq'));
        kinds.push('s');
      }
      taps.push(await timedTap(page, page.locator('button.tally-add'), '.tally-sheet'));
      kinds.push('a');
    }
  });
  process.stderr.write(`Tally taps (t tile, T last tile, g gap, s sign, a add): ${taps.map((ms, i) => `${kinds[i]}${Math.round(ms)}`).join(' ')}\n`);
  return round.end(taps);
}

/** Mathable turns against a hard computer: each turn, place up to two fitting tiles (tap tile, tap square), then Done. */
async function mathableTurns(base: string, turns: number): Promise<GameFigures> {
  // Polled every 100 ms, not every frame: the poll runs on the main thread it measures.
  const turnOf = (page: Page) =>
    page.waitForFunction(() => /Your turn|Game over/.test(document.querySelector('.mth-status')?.textContent ?? ''), undefined, {
      timeout: 60_000,
      polling: 100,
    });
  const name = `Mathable, ${turns} turns against a hard computer`;
  const round = await openAndRoll(base, `#/mathable/code/${encodeURIComponent('mathable:s=h.ch#bench1')}`, name, {
    open: (page) => page.locator('.code-confirm, .mth-board').first().waitFor(),
    // the confirm step, when the code asks for one, and the computer's first turn are the round's start
    roll: async (page) => {
      const confirm = page.locator('.code-confirm button.btn-primary');
      if ((await confirm.count()) > 0) await confirm.tap();
      await page.locator('.mth-board').waitFor();
      await turnOf(page);
    },
    first: '.mth-play .mth-rack .mth-rack-tile',
  });
  const { page } = round;
  const yourTurn = () => turnOf(page);
  const taps: number[] = [];
  await traced(page, name, async () => {
    for (let turn = 0; turn < turns; turn++) {
      await yourTurn();
      let placed = 0;
      while (placed < 2) {
        const seen = await page.evaluate(() => {
          const board = new Array<number>(196).fill(-1);
          document.querySelectorAll('.mth-board .mth-sq').forEach((b) => {
            const m = /, tile (\d+)/.exec(b.getAttribute('aria-label') ?? '');
            if (m) board[Number(b.getAttribute('data-pos'))] = Number(m[1]);
          });
          const rack = Array.from(document.querySelectorAll('.mth-play .mth-rack .mth-rack-tile')).map((b) => Number(b.textContent));
          return { board, rack };
        });
        let fit: { row: number; col: number; tile: number; index: number } | null = null;
        for (let i = 0; i < seen.rack.length && !fit; i++) {
          const tile = seen.rack[i] as number;
          for (let p = 0; p < CELLS; p++) {
            if ((seen.board[p] ?? -1) < 0 && refusalAt(seen.board, p, tile) === null) {
              fit = { row: Math.floor(p / SIZE), col: p % SIZE, tile, index: i };
              break;
            }
          }
        }
        if (!fit) break;
        taps.push(await timedTap(page, page.locator('.mth-play .mth-rack .mth-rack-tile').nth(fit.index), '.mth-rack'));
        const square = page.locator(`.mth-board .mth-sq[data-pos="${fit.row * SIZE + fit.col}"]`);
        taps.push(await timedTap(page, square, `.mth-board .mth-sq[data-pos="${fit.row * SIZE + fit.col}"]`));
        placed++;
      }
      // Found by class and text, not by role: a role query works out the accessible name of all 196 squares in the page it measures.
      await page.locator('.mth-actions button', { hasText: placed > 0 ? /^Done/ : /^Pass$/ }).tap();
      await page
        .waitForFunction(() => !/Your turn/.test(document.querySelector('.mth-status')?.textContent ?? ''), undefined, { timeout: 10_000, polling: 100 })
        .catch(() => undefined);
    }
    await yourTurn();
  });
  return round.end(taps);
}

const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(0) : '–');

export async function run(
  options: { build?: boolean; only?: string[]; trace?: string; samples?: boolean; dist?: string; rate?: number; runs?: number } = {},
): Promise<string> {
  RATE = options.rate ?? 4;
  const want = (part: string): boolean => !options.only?.length || options.only.includes(part);
  traceDir = options.trace ?? null;
  traceSamples = options.samples === true;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  if (options.build !== false && !options.dist && spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) {
    throw new Error('vite build failed');
  }
  const server = await preview({
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'warn',
    ...(options.dist ? { build: { outDir: options.dist } } : {}),
  });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('vite preview did not report its address');
  try {
    const log = (line: string): void => void process.stderr.write(`${line}\n`);
    const s = want('start') ? await starts(base, options.runs ?? 5) : { cold: [], warm: [], coldCpu: [], warmCpu: [] };
    log(`cold start ${s.cold.map(ms).join(', ')} ms; warm start ${s.warm.map(ms).join(', ')} ms`);
    const games: GameFigures[] = [];
    /** A round's figures into the table, its taps into the log. */
    const add = (g: GameFigures): void => {
      games.push(g);
      log(`${g.name}: ${g.taps.map(ms).join(' ')}`);
    };
    if (want('floor')) add(await floorTaps(base, 15));
    if (want('tuf')) {
      add(await tufRound(base, 'TUF game 1, solo round', { ...defaultParams('1'), computers: [], rounds: 1 }, 'bench1'));
      add(await tufRound(base, 'TUF game 1 against two hard computers', { ...defaultParams('1'), computers: ['hard', 'hard'], rounds: 1 }, 'bench2'));
    }
    if (want('words')) add(await wordsRound(base, 'wbench1'));
    if (want('tally')) add(await tallyRound(base, 4));
    if (want('mathable')) add(await mathableTurns(base, 4));
    const lines = [
      `| at ${RATE}× CPU, 390×844 touch | taps | tap → next paint, median ms | max ms | tasks ≥ 50 ms in play (total ms, longest) | tasks ≥ 50 ms at the round's start | at its end (the call, the results) | main-thread CPU ms |`,
      '|---|---:|---:|---:|---|---|---|---:|',
    ];
    for (const g of games) {
      const total = g.long.reduce((a, b) => a + b, 0);
      lines.push(
        `| ${g.name} | ${g.taps.length} | ${ms(median(g.taps))} | ${ms(Math.max(...g.taps))} | ${g.long.length} (${ms(total)}, ${g.long.length ? ms(Math.max(...g.long)) : '–'}) | ${g.startLong.length}${g.startLong.length ? ` (longest ${ms(Math.max(...g.startLong))})` : ''} | ${g.endLong === null ? '–' : `${g.endLong.length}${g.endLong.length ? ` (longest ${ms(Math.max(...g.endLong))})` : ''}`} | ${ms(g.cpu)} |`,
      );
    }
    if (s.cold.length)
      lines.push(
        `| cold start → home tiles painted (${s.cold.length} fresh profiles) | | ${ms(median(s.cold))} | ${ms(Math.max(...s.cold))} | | | | ${ms(median(s.coldCpu))} |`,
      );
    if (s.warm.length)
      lines.push(`| warm start (installed) → home tiles painted | | ${ms(median(s.warm))} | ${ms(Math.max(...s.warm))} | | | | ${ms(median(s.warmCpu))} |`);
    return lines.join('\n');
  } finally {
    await server.close();
  }
}
