/**
 * Live lessons in the page, when it was served by a class server
 * (src/server; the README's "Live class"): a student's device joins the
 * lesson's live document while the lesson's game is on screen and hands its
 * result in by itself; the teacher's board, opened with the PIN, fills as
 * results arrive. Without a class server none of this shows, and the codes
 * and QRs work as before; if the server goes away, the student is told to
 * show the code instead.
 */
import { useEffect, useState } from 'preact/hooks';
import { classCode } from '../../class/code';
import type { Lesson } from '../../class/lesson';
import { LIVE_PATH, LIVE_PROBE } from '../../class/live';
import { liveRoster, ONE_ROUND_GAMES, type RosterEntry } from '../../class/liveRoster';
import { refusalText, t } from '../../i18n';
import type { LiveLesson, LiveStatus } from '../../services/liveLesson';
import { deviceId } from '../tally/device';
import { type HandIn, setHandIn } from './handIn';
import { LiveRaceRounds } from './LiveRace';
import { PinField } from '../components/PinField';
import './live.css';

const liveUrl = (query = ''): string => new URL(`${LIVE_PATH.slice(1, -1)}${query}`, document.baseURI).href;

/** How long a probe that could not reach the page's server stands before it is asked again. */
export const PROBE_RETRY_MS = 15_000;

/** The probe's answer for this page: `settled` once the page's server answered (a class server or not). */
let probe: { at: number; settled: boolean; answer: Promise<string | null> } | null = null;

/**
 * The class server's origin when this page came from one, else null. The server's answer is kept for the page (it
 * does not change while the page is open); when the server could not be reached (the device offline, the server down)
 * it is asked again after PROBE_RETRY_MS (or at once with `again`, the network being back), so a tablet opened before
 * the network was up still joins the live lesson.
 */
export function classServer(options: { now?: number; again?: boolean } = {}): Promise<string | null> {
  const now = options.now ?? Date.now();
  if (probe && (probe.settled || (!options.again && now - probe.at < PROBE_RETRY_MS))) return probe.answer;
  const entry = { at: now, settled: false, answer: Promise.resolve<string | null>(null) };
  entry.answer = (async () => {
    try {
      const r = await fetch(liveUrl(), { cache: 'no-store' });
      if (r.status >= 500) return null; // the server is there but failing: asked again later
      entry.settled = true;
      const body = r.ok ? ((await r.json().catch(() => null)) as { server?: unknown } | null) : null;
      return body?.server === LIVE_PROBE.server ? new URL('.', document.baseURI).origin : null;
    } catch {
      return null; // offline, or the server down: asked again later
    }
  })();
  probe = entry;
  return entry.answer;
}

/** For tests: forget the answer. */
export function forgetClassServer(): void {
  probe = null;
}

const TOKEN_KEY = 'tuffest.liveToken';

/** This device's secret for live lessons (made once, kept on the device): the server ties the device's id to it. */
function liveToken(): string {
  const make = () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    const kept = localStorage.getItem(TOKEN_KEY);
    if (kept && /^[0-9a-f]{36}$/.test(kept)) return kept;
    const token = make();
    localStorage.setItem(TOKEN_KEY, token);
    return token;
  } catch {
    return make();
  }
}

export type LiveState = { status: 'off' } | { status: LiveStatus; live: LiveLesson };

/**
 * The lessons' live documents open in this page, shared by everything on screen that reads one (the race table and
 * the result hand-in of the same lesson): one document and one connection per lesson, closed when the last user goes.
 */
const shared = new Map<string, { opened: Promise<LiveLesson>; users: number }>();

function acquireLive(id: string, open: () => Promise<LiveLesson>): Promise<LiveLesson> {
  let entry = shared.get(id);
  if (!entry) {
    entry = { opened: open(), users: 0 };
    shared.set(id, entry);
    const made = entry;
    // a lesson that could not be opened is asked again next time
    made.opened.catch(() => shared.get(id) === made && shared.delete(id));
  }
  entry.users++;
  return entry.opened;
}

function releaseLive(id: string): void {
  const entry = shared.get(id);
  if (!entry) return;
  entry.users--;
  if (entry.users > 0) return;
  shared.delete(id);
  void entry.opened.then((l) => l.close()).catch(() => undefined);
}

/**
 * The lesson's live document while the component is on screen ('off' when the page has no class server or
 * `enabled` is false). The teacher's device gives the PIN.
 */
export function useLiveLesson(lesson: Lesson | null, name: string, pin?: string, enabled = true): LiveState {
  const [state, setState] = useState<LiveState>({ status: 'off' });
  /** Bumped to ask the page's server again (it could not be reached, and the network is back or time has passed). */
  const [attempt, setAttempt] = useState(0);
  const key = lesson ? classCode(lesson) : '';
  useEffect(() => {
    if (!lesson || !enabled) return;
    let live: LiveLesson | null = null;
    let gone = false;
    let offline: (() => void) | null = null;
    let online: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let unsubscribe: (() => void) | null = null;
    const shareKey = `${key}|${pin ?? ''}|${name}`;
    const again = () => setAttempt((n) => n + 1);
    void (async () => {
      const server = await classServer({ again: attempt > 0 });
      if (gone) return;
      if (!server) {
        // not reached (offline, or down): asked again when the browser is back online, or a little later
        if (probe && !probe.settled) {
          online = again;
          addEventListener('online', online);
          retry = setTimeout(again, PROBE_RETRY_MS);
        }
        return;
      }
      const { LiveLesson } = await import('../../services/liveLesson');
      if (gone) return;
      live = await acquireLive(shareKey, () =>
        LiveLesson.open({ server, classCode: key, device: deviceId(), token: liveToken(), name: name || '?', ...(pin ? { pin } : {}) }),
      );
      if (gone) {
        releaseLive(shareKey);
        return;
      }
      const opened = live;
      const show = () => setState({ status: opened.status, live: opened });
      unsubscribe = opened.subscribe(show);
      // the browser knows first when the network goes: stop trying then, and try at once when it is back
      offline = () => opened.goOffline();
      online = () => opened.goOnline();
      addEventListener('offline', offline);
      addEventListener('online', online);
      if (navigator.onLine === false) opened.goOffline();
      show();
    })().catch(() => setState({ status: 'off' }));
    return () => {
      gone = true;
      if (retry) clearTimeout(retry);
      if (offline) removeEventListener('offline', offline);
      if (online) removeEventListener('online', online);
      unsubscribe?.();
      if (live) releaseLive(shareKey);
      setState({ status: 'off' });
    };
  }, [key, name, pin, enabled, attempt]);
  return state;
}

export { HandInLine, type HandIn } from './handIn';

/**
 * A student's side of a live lesson, while the lesson's game is on screen: the device joins the lesson's document
 * (the teacher sees who is playing) and hands its result in by itself whenever it changes. 'off' when the page has
 * no class server. What it says is also told to the rest of the screen (`useHandIn`).
 */
export function useLiveHandIn(lesson: Lesson | null, name: string, code: string | null): HandIn {
  const live = useLiveLesson(lesson, name);
  const [, redraw] = useState(0);
  const doc = live.status === 'off' ? null : live.live;
  useEffect(() => {
    if (!doc) return;
    if (code) doc.setResult(code);
    return doc.subscribe(() => redraw((n) => n + 1));
  }, [doc, code]);
  const state: HandIn = !doc
    ? 'off'
    : code && doc.synced && doc.results().get(deviceId()) === code
      ? 'sent'
      : live.status === 'offline'
        ? 'offline'
        : code
          ? 'sending'
          : 'ready';
  useEffect(() => setHandIn(state), [state]);
  useEffect(() => () => setHandIn('off'), []);
  return state;
}

/** Boards opened with the PIN in this page, by class code: the board screen starts again when it is first saved, the PIN stays given. */
const openBoards = new Map<string, string>();

/**
 * The teacher's side: on a page served by a class server, the PIN opens the live board, and every result a
 * student's device hands in is added to the board (`onCode`, each code once), with who is connected.
 */
export function LiveBoardPanel(props: {
  lesson: Lesson;
  /** A device's new result (read against the lesson, naming that device): it replaces the device's earlier one on the board. */
  onResult: (code: string, device: string) => void;
  has: (code: string) => boolean;
}) {
  const [server, setServer] = useState<string | null | undefined>(undefined);
  const [pin, setPin] = useState('');
  const lessonCode = classCode(props.lesson);
  const [open, setOpenHere] = useState<string | null>(openBoards.get(lessonCode) ?? null);
  const setOpen = (p: string) => {
    openBoards.set(lessonCode, p);
    setOpenHere(p);
  };
  const [error, setError] = useState('');
  useEffect(() => {
    let gone = false;
    const ask = (again: boolean) => void classServer({ again }).then((s) => !gone && setServer(s));
    ask(false);
    // a page opened before the network was up finds its class server when the network comes
    const back = () => ask(true);
    addEventListener('online', back);
    return () => {
      gone = true;
      removeEventListener('online', back);
    };
  }, []);
  const live = useLiveLesson(props.lesson, t('live.teacherName'), open ?? undefined, open !== null);
  const me = deviceId();
  const [roster, setRoster] = useState<RosterEntry[]>([]);
  useEffect(() => {
    if (live.status === 'off') return;
    const take = () => {
      const now = liveRoster(props.lesson, live.live.names(), live.live.results(), me);
      // each device's latest readable result, once: a refused one (another lesson's, or naming another device) stays off the board
      for (const e of now) if ((e.state === 'playing' || e.state === 'finished') && !props.has(e.code)) props.onResult(e.code, e.device);
      setRoster(now);
    };
    take();
    return live.live.subscribe(take);
  }, [live.status === 'off' ? null : live.live]);
  if (!server) return null;
  if (open === null) {
    return (
      <form
        class="live-board live-board-pin"
        onSubmit={async (e) => {
          e.preventDefault();
          setError('');
          try {
            const r = await fetch(liveUrl(`?pin=${encodeURIComponent(pin.trim())}`), { cache: 'no-store' });
            if (r.ok) setOpen(pin.trim());
            else setError(r.status === 429 ? t('live.pinWait') : t('live.pinWrong'));
          } catch {
            setError(t('live.unreachable'));
          }
        }}
      >
        <h2>{t('live.boardTitle')}</h2>
        <p>{t('live.boardLead')}</p>
        <PinField class="field" label={t('live.pin')} numeric value={pin} onInput={setPin} error={error} errorId="live-pin-error" />
        {error && (
          <p id="live-pin-error" class="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn btn-primary" disabled={pin.trim().length < 4}>
          {t('live.open')}
        </button>
      </form>
    );
  }
  const results = roster.filter((e) => e.state === 'playing' || e.state === 'finished').length;
  return (
    <section class="live-board" aria-labelledby="live-board-title">
      <h2 id="live-board-title">{t('live.boardTitle')}</h2>
      <p role="status" data-live={live.status}>
        {live.status === 'online' ? t('live.boardOnline') : live.status === 'offline' ? t('live.boardOffline') : t('live.connecting')}
      </p>
      <p>
        {t('live.joined', { count: roster.length })} · {t('live.results', { count: results })}
      </p>
      {live.status !== 'off' && <LiveRaceRounds lesson={props.lesson} live={live.live} />}
      {roster.length > 0 && (
        <ul class="live-roster" aria-label={t('live.rosterLabel')}>
          {roster.map((e) => (
            <li key={e.device} class="live-roster-row" data-state={e.state}>
              <span class="live-roster-name">{e.name || t('live.noName')}</span> <span class="live-roster-state">{rosterState(e, props.lesson.game)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a student of the live lesson stands, in words. */
function rosterState(e: RosterEntry, game: string): string {
  switch (e.state) {
    case 'joined':
      return t('live.stateJoined');
    case 'refused':
      return t('live.stateRefused', { why: refusalText('board', e.refusal) });
    case 'finished':
      return t('live.stateFinished', { points: t('board.points', { count: e.result.total }) });
    default:
      return ONE_ROUND_GAMES.has(game)
        ? t('live.stateSoFar', { points: t('board.points', { count: e.result.total }) })
        : t('live.stateAfter', { count: e.result.rounds.length, points: t('board.points', { count: e.result.total }) });
  }
}
