/**
 * A typed bridge to a Comlink-exposed solver worker (after Squoosh's): calls
 * are queued one at a time, take an AbortSignal and a timeout, and cancel by
 * terminating the worker — a busy search cannot be interrupted any other way —
 * so the next call starts a fresh one. A crashed worker rejects the call in
 * flight with a readable error and is replaced. Idle workers shut down.
 *
 * The page imports only the worker's type: `createSolverClient<TufWorkerApi>(…)`.
 * Every worker exposes `ready()`, answered before the first real call (a lost
 * first message would otherwise hang the queue).
 *
 * Not a screen: the page (the solver.ts of each game screen folder) and the benchmarks (src/cli/bench)
 * both use it. It touches no page API — only a worker endpoint, timers and an
 * AbortSignal — and builds no sentence: its errors carry a code with values
 * (`SolverError.refusal`), which the screens word like every refusal, by
 * `refusalText` (`common.refuse.solver.<what>`; src/ui/services/solverText.ts). Comlink's types need the
 * DOM/worker message types, so it compiles with the page's program rather than
 * tsconfig.engine.json.
 */
import { wrap, type Endpoint, type Remote } from 'comlink';
import { RefusalError, type RefusalVars } from '../core/refusal';

export type WorkerLike = Endpoint & { terminate(): void };

type AnyFn = (...args: never[]) => unknown;
type Methods<Api> = { [K in keyof Api]: Api[K] extends AnyFn ? K : never }[keyof Api];
type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Result<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

export type SolverErrorCode = 'solver.cancelled' | 'solver.timeout' | 'solver.crashed';

/** A failure of the bridge itself (not of the solver's own answer): a code and its values. */
export class SolverError extends RefusalError<SolverErrorCode> {
  constructor(code: SolverErrorCode, vars: RefusalVars = {}) {
    // The message is for logs and stack traces only; screens word `code` and `vars`.
    super(code, vars, { message: `${code}${Object.keys(vars).length ? ` ${JSON.stringify(vars)}` : ''}` });
  }
}

export class SolverCancelled extends SolverError {
  override name = 'AbortError';
  constructor() {
    super('solver.cancelled');
  }
}

export class SolverTimeout extends SolverError {
  override name = 'SolverTimeout';
  constructor(ms: number) {
    super('solver.timeout', { seconds: Math.round(ms / 1000) });
  }
}

export class SolverCrashed extends SolverError {
  override name = 'SolverCrashed';
  constructor(detail: string) {
    super('solver.crashed', { detail });
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Default: the client's timeout (30 s). */
  timeoutMs?: number;
}

export interface SolverClient<Api> {
  call<K extends Methods<Api>>(method: K, args: Args<Api[K]>, options?: CallOptions): Promise<Result<Api[K]>>;
  /** Stops the worker now; queued calls still run on a fresh one. */
  terminate(): void;
  /** How many workers were started so far (for tests and diagnostics). */
  readonly started: number;
}

export interface ClientOptions {
  timeoutMs?: number;
  /** Shut an idle worker down after this long. */
  idleMs?: number;
  /** How long the ready handshake may take. */
  readyTimeoutMs?: number;
}

interface Live {
  worker: WorkerLike;
  remote: Remote<Record<string, AnyFn>>;
  ready: Promise<void>;
  crashed: Promise<never>;
  cleanup: () => void;
}

export function createSolverClient<Api>(factory: () => WorkerLike, options: ClientOptions = {}): SolverClient<Api> {
  const timeoutDefault = options.timeoutMs ?? 30_000;
  const idleMs = options.idleMs ?? 60_000;
  const readyTimeoutMs = options.readyTimeoutMs ?? 10_000;
  let live: Live | null = null;
  let started = 0;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = (): void => {
    if (!live) return;
    live.cleanup();
    live.worker.terminate();
    live = null;
  };

  const start = (): Live => {
    const worker = factory();
    started++;
    let fail: (e: Error) => void = () => undefined;
    const crashed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    crashed.catch(() => undefined);
    const onError = (e: Event): void => {
      const msg = (e as ErrorEvent).message;
      fail(new SolverCrashed(msg ? msg : 'worker error'));
    };
    const onMessageError = (): void => fail(new SolverCrashed('unreadable message'));
    worker.addEventListener('error', onError as never);
    worker.addEventListener('messageerror', onMessageError as never);
    const remote = wrap<Record<string, AnyFn>>(worker);
    const ready = race(
      Promise.resolve(remote.ready?.() as unknown).then(() => undefined),
      crashed,
      readyTimeoutMs,
      () => new SolverCrashed('no answer at start'),
    );
    ready.catch(() => undefined);
    return {
      worker,
      remote,
      ready,
      crashed,
      cleanup: () => {
        worker.removeEventListener('error', onError as never);
        worker.removeEventListener('messageerror', onMessageError as never);
      },
    };
  };

  const run = async (method: string, args: unknown[], opts: CallOptions): Promise<unknown> => {
    if (opts.signal?.aborted) throw new SolverCancelled();
    if (idleTimer) clearTimeout(idleTimer);
    live ??= start();
    const current = live;
    const ms = opts.timeoutMs ?? timeoutDefault;
    let onAbort: (() => void) | null = null;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new SolverCancelled());
      opts.signal?.addEventListener('abort', onAbort, { once: true });
    });
    aborted.catch(() => undefined);
    try {
      const work = current.ready.then(() => {
        const fn = current.remote[method];
        if (typeof fn !== 'function') throw new Error(`the solver has no "${method}"`);
        return fn(...(args as never[]));
      });
      return await race(Promise.race([work, aborted]), current.crashed, ms, () => new SolverTimeout(ms));
    } catch (e) {
      // Cancelled, timed out or crashed: the worker may still be busy or broken, so replace it.
      if (e instanceof SolverCancelled || e instanceof SolverTimeout || e instanceof SolverCrashed) {
        if (live === current) stop();
      }
      throw e;
    } finally {
      if (onAbort) opts.signal?.removeEventListener('abort', onAbort);
      if (live === current) {
        idleTimer = setTimeout(stop, idleMs);
      }
    }
  };

  return {
    call(method, args, opts = {}) {
      const next = queue.then(
        () => run(String(method), args as unknown[], opts),
        () => run(String(method), args as unknown[], opts),
      );
      queue = next.catch(() => undefined);
      return next as Promise<never>;
    },
    terminate() {
      if (idleTimer) clearTimeout(idleTimer);
      stop();
    },
    get started() {
      return started;
    },
  };
}

/** `timeoutError` is made only when the time is up: an error made ahead would record a stack on every call. */
function race<T>(work: Promise<T>, crashed: Promise<never>, ms: number, timeoutError: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError()), ms);
  });
  return Promise.race([work, crashed, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one time-limit policy of the page's solvers: a call may take its own
 * search budget (if it has one) plus this margin, for starting the worker,
 * loading what it needs (a dictionary) and a busy phone.
 */
export const SOLVER_MARGIN_MS = 30_000;

/** A call on a worker as a game's facade makes it: the method, its arguments, the caller's signal, the search's own budget. */
export type Ask<Api> = <K extends Methods<Api>>(method: K, args: Args<Api[K]>, signal?: AbortSignal, budgetMs?: number) => Promise<Result<Api[K]>>;

/**
 * One game's solver as its screens see it: `gameSolver()` is the facade
 * they call (each method takes the screen's `AbortSignal` last), on one
 * worker started at the first call. `gameSolver.use(fake)` is the one test
 * hook: plain functions answer instead until `use(null)` (tests/setup puts
 * every solver back after each test: `resetSolvers`).
 */
export interface Solver<F> {
  (): F;
  use(fake: F | null): void;
}

const solvers = new Set<Solver<unknown>>();

/** A game's solver: `open` starts its worker (`new Worker(new URL(…))`), `face` turns the worker's calls into the facade. */
export function defineSolver<Api, F>(open: () => WorkerLike, face: (ask: Ask<Api>) => F): Solver<F> {
  let client: SolverClient<Api> | null = null;
  const ask: Ask<Api> = (method, args, signal, budgetMs = 0) => {
    client ??= createSolverClient<Api>(open);
    return client.call(method, args, { ...(signal ? { signal } : {}), timeoutMs: budgetMs + SOLVER_MARGIN_MS });
  };
  const real = face(ask);
  let current = real;
  const solver = Object.assign(() => current, {
    use(fake: F | null) {
      current = fake ?? real;
    },
  });
  solvers.add(solver as Solver<unknown>);
  return solver;
}

/** For tests: every solver answers from its worker again. */
export function resetSolvers(): void {
  for (const s of solvers) s.use(null);
}

/** Whether a failure is only the caller's own cancelling (a screen that was left): nothing to tell anyone. */
export function isCancelled(e: unknown): boolean {
  return e instanceof SolverCancelled;
}
