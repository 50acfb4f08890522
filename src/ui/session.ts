/**
 * Saved games for screens. A session is its code (`game:params#seed`) and its
 * moves; `usePersistentGame` replays it on load and saves every move *before*
 * the screen shows it, so a reload or a killed app resumes exactly.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { formatGameId, parseGameId } from '../core/gameId';
import { makeSeed } from '../core/random';
import { IllegalMoveError, refusal, replayMoves, type GameEngine, type Refusal } from '../core/engine';
import { ConflictError, historyId, legacyHistoryIds, newId, StorageFullError, type HistoryRecord, type SessionRecord, type Store } from '../storage';
import { useApp, type Notice } from './context';
import { currentLanguage, refusalText, t } from '../i18n';
import { storageErrorText, storageReason } from './storageText';
import { tellShown } from './shownGames';

export { watchShownGames, type GameShown } from './shownGames';

/**
 * A new game's seed from the platform's randomness. Only the seed is random:
 * the engines draw everything else from it, so the game replays exactly.
 */
export function freshSeed(length = 6): string {
  const buf = new Uint32Array(1);
  return makeSeed(() => {
    globalThis.crypto.getRandomValues(buf);
    return (buf[0] ?? 0) / 4294967296;
  }, length);
}

export type Describe<S> = (state: S) => { title: string; finished: boolean };

/** What a new session starts with besides its code: the opening moves (players joining…) and screen state. */
export interface SessionStart<M> {
  /** Applied by the engine in order before the session is saved (an illegal one throws IllegalMoveError). */
  moves?: readonly M[];
  view?: unknown;
  now?: number;
  /** The class lesson the game is played for (kept with the saved game: `SessionRecord.lesson`). */
  lesson?: unknown;
}

/**
 * Creates a new session and saves it once, opening moves and screen state
 * included; returns it (navigate to `#/<game>/play/<id>`). `start` may be a
 * plain number: the creation time (older callers).
 */
export async function createSession<P, S, M>(
  store: Store,
  engine: GameEngine<P, S, M>,
  params: P,
  seed: string,
  describe: Describe<S>,
  start: SessionStart<M> | number = {},
): Promise<SessionRecord> {
  const opts: SessionStart<M> = typeof start === 'number' ? { now: start } : start;
  const now = opts.now ?? Date.now();
  const code = formatGameId({ game: engine.id, params: engine.formatParams(params), seed });
  let state = engine.init(params, seed);
  const moves = opts.moves ?? [];
  for (const m of moves) state = engine.apply(state, m);
  const { title, finished } = describe(state);
  const record: SessionRecord = {
    id: newId(engine.id),
    game: engine.id,
    code,
    moves: [...moves] as unknown[],
    status: finished ? 'finished' : 'active',
    title,
    createdAt: now,
    updatedAt: now,
    ...(opts.view !== undefined ? { view: opts.view } : {}),
    ...(opts.lesson !== undefined ? { lesson: opts.lesson } : {}),
  };
  try {
    await store.sessions.save(record);
  } catch (e) {
    // A full disk or a failing database: the store keeps the record in memory
    // (with the error, which the game screen shows) and the game starts anyway.
    if (store.unsavedError('sessions', record.id) === undefined) throw e;
  }
  return record;
}

/**
 * Saves a finished game's history record under the one id scheme
 * (`history-<session id>`), replacing it when saved again, and removes a
 * record an earlier build kept for the same session under its old id. Never
 * throws on a storage fault: 'saved' when it is on the device, 'memory' when
 * it lasts only until the page closes (memory mode, or the write failed), so
 * the screen says which.
 */
export async function saveHistory(store: Store, sessionId: string, record: Omit<HistoryRecord, 'id'>): Promise<'saved' | 'memory'> {
  const id = historyId(sessionId);
  try {
    await store.history.save({ ...record, id });
    for (const old of legacyHistoryIds(sessionId)) if (await store.history.get(old)) await store.history.remove(old);
  } catch (e) {
    if (store.unsavedError('history', id) === undefined) throw e;
    return 'memory';
  }
  return store.persistent ? 'saved' : 'memory';
}

/**
 * Saves a finished game to history (`saveHistory`) and says where it went:
 * a warning whenever it lasts only until the page is closed, `savedText` as
 * a success notice when it is on the device (none when omitted), and any
 * other fault as a warning. Never throws.
 */
export async function recordFinishedGame(
  store: Store,
  sessionId: string,
  record: Omit<HistoryRecord, 'id'>,
  notify: (n: Omit<Notice, 'id'>) => void,
  savedText?: string,
): Promise<'saved' | 'memory' | 'failed'> {
  try {
    const where = await saveHistory(store, sessionId, record);
    if (where === 'memory') notify({ kind: 'warning', text: t('notice.historyInMemory'), key: 'history' });
    else if (savedText !== undefined) notify({ kind: 'success', text: savedText, key: 'history' });
    return where;
  } catch (e) {
    notify({ kind: 'warning', text: storageErrorText(e), key: 'history' });
    return 'failed';
  }
}

/**
 * A game's write failed: what is lost if the page closes, exactly. On a full
 * disk that is everything done in the game since the first write that failed
 * (its time is said); what came before is on the device.
 */
function unsavedText(store: Store, sessionId: string, e: unknown): string {
  const since = store.unsavedSince('sessions', sessionId);
  if (!(e instanceof StorageFullError) || since === undefined) return storageErrorText(e);
  const time = new Date(since).toLocaleTimeString(currentLanguage(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return t('notice.storageFullSince', { time });
}

export type DispatchResult = { ok: true } | { ok: false; refusal: Refusal };

/** What else happens when a move is shown (optional second argument of `dispatch`). */
export interface DispatchAlong {
  /**
   * Called once the move's record is on the device (or its failure reported),
   * in the same moment the new state is set: screen state that rode in the
   * same record (`SavedFirst.ride`) and words about the move set here render
   * in the one pass that shows the move. Not called for a refused move.
   */
  saved?: () => void;
}

/**
 * Why this tab does not play the game: it is open in another tab ('open'),
 * another tab took it over ('taken'), or another tab wrote a move this tab had
 * not seen, so this tab's move was refused ('changed').
 */
export type Elsewhere = 'open' | 'taken' | 'changed';

/** What a finished game leaves in the history, from its final state and its record (screen state included). */
export type HistoryOf<S> = (state: S, session: SessionRecord) => Omit<HistoryRecord, 'id'>;

export interface PersistentOptions<S> {
  /**
   * The finished game's history record: written in the same transaction as
   * the move that finishes the game (and again when a finished game is
   * opened, so one finished by an earlier build is there too).
   */
  history?: HistoryOf<S>;
  /** Said once the history record is on the device (nothing said when omitted). */
  savedText?: string;
}

export interface PersistentGame<P, S, M> {
  status: 'loading' | 'ready' | 'missing' | 'broken' | 'elsewhere';
  /** With status 'elsewhere': why (the screen shows `GameElsewhere`). */
  elsewhere: Elsewhere | null;
  /** Plays the game in this tab: the other tab stops, and the game is read again with every move it made. */
  takeOver(): void;
  session: SessionRecord | null;
  params: P | null;
  state: S | null;
  /** Checks, saves, then shows a move. An illegal move returns its reason and changes nothing. */
  dispatch(move: M, along?: DispatchAlong): Promise<DispatchResult>;
  /**
   * Screen state to keep across reloads (not a move). Resolves once it is on
   * the device (or the failure is reported): show it only then, so a killed
   * app never loses what the screen had shown.
   */
  saveView(view: unknown): Promise<void>;
  /**
   * Writes what the game's moves do not hold (a live lesson the class finished: its status, title and kept race),
   * queued after the moves and views before it. Resolves once it is on the device (or the failure is reported).
   */
  keep(change: Partial<Pick<SessionRecord, 'status' | 'title' | 'live'>>): Promise<void>;
}

/** A Web Lock held until `release` (null when another tab holds it and `steal` is false). */
interface HeldLock {
  release(): void;
}

/** The platform's Web Locks, when there are any (not in every browser, nor in the unit tests). */
function webLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null;
}

/** Locks this page is letting go of (a screen closed): a screen opening the same game waits for them, not calling itself "another tab". */
const releasing = new Map<string, Promise<void>>();

/**
 * Takes the lock of a game for this tab: at once if no other tab holds it
 * (else null), or taken from the other tab with `steal` (that tab's `onLost`
 * runs). Held until released.
 */
async function takeLock(locks: LockManager, name: string, steal: boolean, onLost: () => void): Promise<HeldLock | null> {
  await releasing.get(name);
  return new Promise((resolve, reject) => {
    let release = (): void => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const settled = locks
      .request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(null);
          return undefined;
        }
        resolve({
          release: () => {
            releasing.set(name, settled);
            void settled.then(() => {
              if (releasing.get(name) === settled) releasing.delete(name);
            });
            release();
          },
        });
        return held;
      })
      // A lock taken by another tab ends its request with an AbortError.
      .then(
        () => undefined,
        (e: unknown) => {
          if (e instanceof DOMException && e.name === 'AbortError') onLost();
          else reject(e);
        },
      );
  });
}

export function usePersistentGame<P, S, M>(
  engine: GameEngine<P, S, M>,
  sessionId: string,
  describe: Describe<S>,
  options: PersistentOptions<S> = {},
): PersistentGame<P, S, M> {
  const { store, notify, clear } = useApp();
  const [status, setStatus] = useState<PersistentGame<P, S, M>['status']>('loading');
  const [elsewhere, setElsewhere] = useState<Elsewhere | null>(null);
  const [state, setState] = useState<S | null>(null);
  const [params, setParams] = useState<P | null>(null);
  const [session, setSession] = useState<SessionRecord | null>(null);
  const latest = useRef<{ record: SessionRecord; state: S } | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const opts = useRef(options);
  opts.current = options;
  /** Bumped by `takeOver`: the game is read again, its lock taken from the other tab. */
  const [attempt, setAttempt] = useState(0);

  /** This tab stops playing the game (another tab has it): nothing more is written from here. */
  const stand = useCallback((why: Elsewhere): void => {
    latest.current = null;
    setElsewhere(why);
    setStatus('elsewhere');
  }, []);

  useEffect(() => {
    let cancelled = false;
    let lock: HeldLock | null = null;
    latest.current = null;
    setStatus('loading');
    setElsewhere(null);
    (async () => {
      // One tab plays a game at a time: a second one says so, and can take it over.
      const locks = webLocks();
      if (locks) {
        try {
          lock = await takeLock(locks, `tuffest-game-${sessionId}`, attempt > 0, () => {
            if (!cancelled) stand('taken');
          });
        } catch {
          lock = null; // no lock to be had (an odd browser): the revision check on each write still guards the moves
        }
        if (cancelled) {
          lock?.release();
          return;
        }
        if (!lock && attempt === 0) {
          stand('open');
          return;
        }
      }
      let record: SessionRecord | undefined;
      try {
        record = await store.sessions.get(sessionId);
      } catch (e) {
        if (cancelled) return;
        notify({ kind: 'error', sticky: true, key: 'game-load', text: t('notice.readFailed', { reason: storageReason(e) }) });
        setStatus('broken');
        return;
      }
      if (cancelled) return;
      if (!record || record.game !== engine.id) {
        if (store.isDamaged('sessions', sessionId)) {
          notify({ kind: 'error', sticky: true, key: 'game-load', text: t('notice.damagedGame') });
          setStatus('broken');
        } else setStatus('missing');
        return;
      }
      const unsaved = store.unsavedError('sessions', sessionId);
      if (unsaved !== undefined) notify({ kind: 'error', sticky: true, key: 'save', text: unsavedText(store, sessionId, unsaved) });
      try {
        const id = parseGameId(record.code);
        const p = engine.parseParams(id.params);
        const replayed = replayMoves(engine, p, id.seed, record.moves);
        if (replayed.rejected) {
          notify({
            kind: 'warning',
            sticky: true,
            key: 'game-load',
            text: t('notice.replayStopped', { index: replayed.rejected.index + 1, reason: refusalText(engine.id, replayed.rejected.refusal) }),
          });
        }
        const kept = { ...record, moves: replayed.applied as unknown[] };
        latest.current = { record: kept, state: replayed.state };
        setParams(p);
        setSession(kept);
        setState(replayed.state);
        setStatus('ready');
        tellShown(kept, replayed.state);
        // A finished game's history record, written again (one finished by an earlier build may lack it).
        const history = opts.current.history;
        if (history && describe(replayed.state).finished) {
          void recordFinishedGame(store, kept.id, history(replayed.state, kept), notify, opts.current.savedText);
        }
      } catch (e) {
        if (cancelled) return;
        // A game id whose params the engine refuses: the refusal in words; anything else: a damaged game.
        const text = e instanceof IllegalMoveError ? refusalText(engine.id, e.refusal) : t('notice.damagedGame');
        notify({ kind: 'error', sticky: true, key: 'game-load', text });
        setStatus('broken');
      }
    })();
    return () => {
      cancelled = true;
      lock?.release();
    };
  }, [store, engine, sessionId, notify, attempt, stand]);

  const takeOver = useCallback(() => setAttempt((n) => n + 1), []);

  /** The record last handed to the store: a queued save of the same record has nothing left to write. */
  const written = useRef<SessionRecord | null>(null);
  /** Writes the record (and a finished game's history record with it); false when another tab had written it first. */
  const persist = useCallback(
    async (record: SessionRecord, history?: HistoryRecord): Promise<boolean> => {
      written.current = record;
      try {
        await store.saveSession(record, history);
        // Saving works again (space freed, the database back): "not saved" no longer holds.
        clear('save');
      } catch (e) {
        if (e instanceof ConflictError) {
          stand('changed');
          return false;
        }
        notify({ kind: 'error', sticky: true, key: 'save', text: unsavedText(store, record.id, e) });
        if (history && store.unsavedError('history', history.id) !== undefined) notify({ kind: 'warning', text: t('notice.historyInMemory'), key: 'history' });
        return true;
      }
      if (history) {
        if (!store.persistent) notify({ kind: 'warning', text: t('notice.historyInMemory'), key: 'history' });
        else if (opts.current.savedText !== undefined) notify({ kind: 'success', text: opts.current.savedText, key: 'history' });
      }
      return true;
    },
    [store, notify, clear, stand],
  );

  const dispatch = useCallback(
    (move: M, along?: DispatchAlong): Promise<DispatchResult> => {
      const run = async (): Promise<DispatchResult> => {
        const cur = latest.current;
        if (!cur) return { ok: false, refusal: refusal('loading') };
        let next: S;
        try {
          next = engine.apply(cur.state, move);
        } catch (e) {
          if (e instanceof IllegalMoveError) return { ok: false, refusal: e.refusal };
          throw e;
        }
        const { title, finished } = describe(next);
        const record: SessionRecord = {
          ...cur.record,
          moves: [...cur.record.moves, move as unknown],
          title,
          status: finished ? 'finished' : 'active',
          updatedAt: Date.now(),
        };
        latest.current = { record, state: next };
        const history = finished ? opts.current.history : undefined;
        if (!(await persist(record, history ? { ...history(next, record), id: historyId(record.id) } : undefined))) {
          // Another tab played meanwhile: the move is not shown (this tab now says so and offers to take the game over).
          return { ok: false, refusal: refusal('elsewhere') };
        }
        // Whatever the caller shows with the move is set in the same moment as the move: one render shows them all.
        along?.saved?.();
        setSession(record);
        setState(next);
        tellShown(record, next);
        return { ok: true };
      };
      const p = chain.current.then(run, run);
      chain.current = p.catch(() => undefined);
      return p;
    },
    [engine, describe, persist],
  );

  /**
   * Screen state is written as part of the newest record when its turn in the
   * queue comes: a move queued before it is then kept (a record made at the
   * call would lack it and overwrite it), and quick changes queued behind a
   * slow write are stored by one write (the later ones find nothing new).
   */
  const saveView = useCallback(
    (view: unknown): Promise<void> => {
      const cur = latest.current;
      if (!cur) return Promise.resolve();
      latest.current = { ...cur, record: { ...cur.record, view } };
      const saved = chain.current.then(() => {
        const newest = latest.current?.record;
        return newest && newest !== written.current ? persist(newest).then(() => undefined) : undefined;
      });
      chain.current = saved;
      return saved;
    },
    [persist],
  );

  const keep = useCallback(
    (change: Partial<Pick<SessionRecord, 'status' | 'title' | 'live'>>): Promise<void> => {
      const run = async (): Promise<void> => {
        const cur = latest.current;
        if (!cur) return;
        const record: SessionRecord = { ...cur.record, ...change, updatedAt: Date.now() };
        latest.current = { ...cur, record };
        if (await persist(record)) setSession(record);
      };
      const p = chain.current.then(run, run);
      chain.current = p.catch(() => undefined);
      return p;
    },
    [persist],
  );

  return { status, elsewhere, takeOver, session, params, state, dispatch, saveView, keep };
}

export interface SavedFirst<T> {
  /** What the screen shows: the newest value already saved. */
  shown: T;
  /** The newest value, saved or still being saved: what the next change starts from. */
  latest(): T;
  /**
   * Computes the next value from the newest one (so quick taps build on each
   * other), saves it, and shows it once saved. Resolves when it is shown.
   */
  change(next: (cur: T) => T): Promise<T>;
  /**
   * A change that rides in the record of a move dispatched just before it, in
   * the same stretch of code (the move's write then carries it as screen
   * state): saved as `change` saves it, and `show()` shows it as soon as that
   * move's write is acknowledged (call it from `dispatch`'s `saved`), so the
   * move and this change render together. `show()` shows nothing when a newer
   * change was asked for since: the move's record may not hold this value,
   * and its own save shows it in turn.
   */
  ride(next: (cur: T) => T): { done: Promise<T>; show: () => void };
}

/**
 * Screen state that must outlive a killed app (a half-traced path, an
 * equation line): saved before it is shown, like moves. `save` resolves once
 * the value is on the device (`saveView` does).
 */
export function useSavedFirst<T>(initial: T, save: (value: T) => Promise<void> | void): SavedFirst<T> {
  const [shown, setShown] = useState(initial);
  const newest = useRef(initial);
  const saveRef = useRef(save);
  saveRef.current = save;
  const latest = useCallback(() => newest.current, []);
  const change = useCallback(async (next: (cur: T) => T): Promise<T> => {
    const value = next(newest.current);
    if (Object.is(value, newest.current)) return value;
    newest.current = value;
    await saveRef.current(value);
    // Saves finish in the order they were asked for: the last one shows the newest value.
    setShown(value);
    return value;
  }, []);
  const ride = useCallback(
    (next: (cur: T) => T): { done: Promise<T>; show: () => void } => {
      const done = change(next);
      const value = newest.current;
      return {
        done,
        show: () => {
          if (Object.is(newest.current, value)) setShown(value);
        },
      };
    },
    [change],
  );
  return { shown, latest, change, ride };
}
