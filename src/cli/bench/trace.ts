/**
 * Chromium performance traces for `npm run bench -- browser --trace <dir>`:
 * what the page's main thread did in its long tasks. A trace is recorded with
 * the DevTools protocol's Tracing domain (the categories the Performance panel
 * uses, and V8's sampling profiler when asked for), written as JSON (DevTools and Perfetto
 * open it), and summed up here: every task of 50 ms or more on the renderer's
 * main thread, with the work that took its time (self time per event; a
 * script call is named by its function and file, a script's own compile and
 * run by its file).
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time in µs: unlike `dur`, not stretched when other processes hold the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
];
/** V8's sampling profiler (which functions ran): it adds work of its own, so only when asked for. */
const SAMPLER = 'disabled-by-default-v8.cpu_profiler';

/** Starts tracing the browser; the returned function stops it and resolves with the events. */
export async function startTrace(page: Page, samples = false): Promise<() => Promise<TraceEvent[]>> {
  const cdp = await page.context().newCDPSession(page);
  const includedCategories = samples ? [...CATEGORIES, SAMPLER] : CATEGORIES;
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories } });
  return async () => {
    const complete = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream ?? '')));
    await cdp.send('Tracing.end');
    const stream = await complete;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    await cdp.detach().catch(() => undefined);
    const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  };
}

export function saveTrace(path: string, events: readonly TraceEvent[]): void {
  writeFileSync(path, JSON.stringify({ traceEvents: events }));
}

const file = (url: unknown): string => (typeof url === 'string' ? (url.split('/').pop() ?? url).replace(/[?#].*$/, '') : '');

/** A readable name for a trace event: scripts by function and file. */
function label(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'FunctionCall':
      return `FunctionCall ${String(d.functionName ?? '') || '(anonymous)'} ${file(d.url)}:${String(d.lineNumber ?? '')}`;
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${file(d.url ?? e.args?.fileName)}`;
    case 'EventDispatch':
      return `EventDispatch ${String(d.type ?? '')}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
      return e.name;
    default:
      return e.name;
  }
}

export interface LongTask {
  /** ms from the first event of the trace's main thread. */
  start: number;
  dur: number;
  /** CPU time of the main thread in it (ms). */
  cpu: number;
  /** The work in it: self time by label, largest first. */
  top: { label: string; ms: number }[];
}

/** The renderer main thread with the most work: the page's. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number } | null = null;
  let bestWork = -1;
  for (const n of names) {
    const work = events.reduce((a, e) => a + (e.pid === n.pid && e.tid === n.tid && e.ph === 'X' && e.name === 'RunTask' ? (e.dur ?? 0) : 0), 0);
    if (work > bestWork) {
      bestWork = work;
      best = { pid: n.pid, tid: n.tid };
    }
  }
  return best;
}

/** Every task of `threshold` ms or more on the page's main thread, with what took its time. */
export function longTasks(events: readonly TraceEvent[], threshold = 50): LongTask[] {
  const main = mainThread(events);
  if (!main) return [];
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const t0 = mine[0]?.ts ?? 0;
  const out: LongTask[] = [];
  for (let i = 0; i < mine.length; i++) {
    const task = mine[i] as TraceEvent;
    if (task.name !== 'RunTask' || (task.dur ?? 0) < threshold * 1000) continue;
    const end = task.ts + (task.dur ?? 0);
    // Self time of every event inside the task (a stack of open events).
    const self = new Map<string, number>();
    const stack: { e: TraceEvent; end: number; child: number }[] = [{ e: task, end, child: 0 }];
    const close = (upTo: number): void => {
      while (stack.length > 1 && (stack[stack.length - 1] as { end: number }).end <= upTo) {
        const top = stack.pop() as { e: TraceEvent; end: number; child: number };
        const key = label(top.e);
        self.set(key, (self.get(key) ?? 0) + (top.e.dur ?? 0) - top.child);
      }
    };
    let j = i + 1;
    for (; j < mine.length && (mine[j] as TraceEvent).ts < end; j++) {
      const e = mine[j] as TraceEvent;
      close(e.ts);
      const parent = stack[stack.length - 1] as { child: number };
      parent.child += e.dur ?? 0;
      stack.push({ e, end: e.ts + (e.dur ?? 0), child: 0 });
    }
    close(Infinity);
    const root = stack[0] as { child: number };
    self.set('(task itself)', (task.dur ?? 0) - root.child);
    out.push({
      start: (task.ts - t0) / 1000,
      dur: (task.dur ?? 0) / 1000,
      cpu: (task.tdur ?? 0) / 1000,
      top: [...self]
        .map(([k, v]) => ({ label: k, ms: v / 1000 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 6),
    });
    i = j - 1;
  }
  return out;
}

/**
 * The main thread's tasks of `threshold` ms or more and the requests the page
 * made, in time order (ms from the trace's start): what a start waits on.
 */
export function timeline(events: readonly TraceEvent[], threshold = 8): string[] {
  const main = mainThread(events);
  if (!main) return [];
  const t0 = Math.min(...events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts > 0).map((e) => e.ts));
  const rows: { ts: number; text: string }[] = [];
  for (const t of longTasks(events, threshold))
    rows.push({
      ts: t0 + t.start * 1000,
      text: `task ${t.dur.toFixed(0)} ms (cpu ${t.cpu.toFixed(0)}): ${t.top
        .slice(0, 4)
        .map((p) => `${p.label} ${p.ms.toFixed(0)}`)
        .join('; ')}`,
    });
  const urls = new Map<string, string>();
  for (const e of events) {
    const d = e.args?.data ?? {};
    if (e.name === 'ResourceSendRequest' && typeof d.requestId === 'string') {
      urls.set(d.requestId, file(d.url));
      rows.push({ ts: e.ts, text: `request ${file(d.url)}` });
    }
    if (e.name === 'ResourceFinish' && typeof d.requestId === 'string') rows.push({ ts: e.ts, text: `loaded ${urls.get(d.requestId) ?? d.requestId}` });
    if (
      e.pid === main.pid &&
      e.tid === main.tid &&
      (e.name === 'firstContentfulPaint' || e.name === 'firstPaint' || e.name === 'markAsMainFrame' || e.name === 'navigationStart')
    )
      rows.push({ ts: e.ts, text: e.name });
  }
  return rows
    .filter((r) => r.ts >= t0)
    .sort((a, b) => a.ts - b.ts)
    .map((r) => `${((r.ts - t0) / 1000).toFixed(0).padStart(6)} ms  ${r.text}`);
}

/** The long tasks in words, one line each, and the labels that took most time over all of them. */
export function describeLongTasks(name: string, tasks: readonly LongTask[]): string {
  const total = new Map<string, number>();
  for (const t of tasks) for (const p of t.top) total.set(p.label, (total.get(p.label) ?? 0) + p.ms);
  const lines = [`${name}: ${tasks.length} tasks ≥ 50 ms`];
  for (const t of tasks)
    lines.push(
      `  at ${t.start.toFixed(0)} ms, ${t.dur.toFixed(0)} ms (cpu ${t.cpu.toFixed(0)}): ${t.top.map((p) => `${p.label} ${p.ms.toFixed(0)}`).join('; ')}`,
    );
  lines.push(
    `  over all: ${[...total]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join('; ')}`,
  );
  return lines.join('\n');
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * The functions the page's main thread spent its time in (V8's sampling
 * profiler, recorded in the trace), self time in ms, largest first.
 */
export function hotFunctions(events: readonly TraceEvent[], limit = 25): { fn: string; ms: number }[] {
  const main = mainThread(events);
  if (!main) return [];
  // A profile's chunks carry its nodes and samples; the profile of the main thread is the one sampled on it.
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const self = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid) continue;
    const id = String((e as unknown as { id?: string }).id ?? '');
    const data = (e.args?.data ?? {}) as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    let known = nodes.get(id);
    if (!known) nodes.set(id, (known = new Map()));
    for (const n of data.cpuProfile?.nodes ?? []) known.set(n.id, n);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const n = known.get(samples[i] as number);
      // The time up to the next sample is this sample's.
      const dt = (deltas[i + 1] ?? 0) / 1000;
      if (!n || dt <= 0) continue;
      const f = n.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${file(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + dt);
    }
  }
  return [...self]
    .map(([fn, ms]) => ({ fn, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}

/**
 * The main thread's CPU time in tasks (µs → ms) between two trace moments
 * (by default the whole trace; `untilFirstPaint` stops at the first
 * contentful paint): work done, whatever the machine's load.
 */
export function mainThreadCpu(events: readonly TraceEvent[], untilFirstPaint = false): { cpu: number; wall: number } {
  const main = mainThread(events);
  if (!main) return { cpu: NaN, wall: NaN };
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = mine.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...mine.filter((e) => e.ts > 0).map((e) => e.ts));
  const end = untilFirstPaint ? (mine.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Infinity) : Infinity;
  let cpu = 0;
  for (const e of mine) if (e.ph === 'X' && e.name === 'RunTask' && e.ts >= start && e.ts < end) cpu += e.tdur ?? 0;
  return { cpu: cpu / 1000, wall: (Number.isFinite(end) ? end - start : NaN) / 1000 };
}
