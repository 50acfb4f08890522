/** The shell: routes to the home, settings and history screens and to each game's lazily loaded screens. */
import { Component, type ComponentChildren, type ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useApp } from './context';
import { readSharedCode } from '../core/sharedCode';
import { findGame, type GameEntry, type GameScreenProps } from './games';
import { HistoryScreen } from './HistoryScreen';
import { ago, Home } from './Home';
import { t } from '../i18n';
import { hrefFor, redirect, useRoute } from './router';
import { inProgressFor, type SessionRecord } from '../storage';
import { SettingsScreen } from './SettingsScreen';
import { AboutScreen } from './AboutScreen';
import { ScanScreen } from './ScanScreen';
import { Notices } from './components/Notices';
import { LessonWatch } from './class/LessonWatch';
import { Screen } from './components/Screen';
import { registerServiceWorker } from './services/pwa';

class ErrorBoundary extends Component<{ children: ComponentChildren; resetKey: string }, { error: Error | null }> {
  override state = { error: null as Error | null };
  override componentDidCatch(error: Error): void {
    this.setState({ error });
  }
  override componentDidUpdate(prev: { resetKey: string }): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Screen title={t('error.title')} back="#/">
        <p>{t('error.body')}</p>
        <p class="error-detail">{this.state.error.message}</p>
        <a class="btn btn-primary" href="#/">
          {t('error.home')}
        </a>
      </Screen>
    );
  }
}

/** Codes the person chose to start in this page: the game then opens them as it always has. */
const startedCodes = new Set<string>();

/**
 * The one confirm step for `#/<game>/code/<code>`: a code opened from a link,
 * a QR code or the home screen shows what it holds and saves nothing until
 * Start is tapped. A code for another game opens in that game; a code the
 * game's own screen asks about (or explains) goes straight there.
 */
function ConfirmCode(props: { entry: GameEntry; code: string; onPass: () => void }) {
  const { store } = useApp();
  /** The code's summary: undefined while it is read, null when the game's own screen has it. */
  const [summary, setSummary] = useState<string | null | undefined>(undefined);
  /** Games in progress this code deals (offered before a new one hides them); null while they are looked for. */
  const [going, setGoing] = useState<SessionRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    const parsed = readSharedCode(props.code);
    if (parsed.ok && parsed.id.game !== props.entry.id && findGame(parsed.id.game)) {
      redirect(parsed.id.game, 'code', props.code);
      return;
    }
    // A database that cannot be read offers nothing to continue; the code still opens.
    inProgressFor(store, props.code).then(
      (list) => live && setGoing(list.filter((s) => findGame(s.game))),
      () => live && setGoing([]),
    );
    const load = props.entry.codeSummary;
    if (!load) {
      setSummary(null);
      return;
    }
    load().then(
      (describe) => live && setSummary(describe(props.code)),
      () => live && setSummary(null),
    );
    return () => {
      live = false;
    };
  }, [props.entry, props.code]);
  const waiting = summary === undefined || going === null;
  const pass = !waiting && summary === null && going.length === 0;
  useEffect(() => {
    if (pass) props.onPass();
  }, [pass]);
  if (waiting || pass)
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  const latest = going[0];
  return (
    <Screen title={t('code.confirmTitle')} back="#/">
      <div class="code-confirm">
        <h2>{t(props.entry.title)}</h2>
        {summary !== null && <p class="code-summary">{summary}</p>}
        <p class="code-text">{props.code}</p>
        {latest ? (
          <>
            <p class="code-in-progress">{t('code.inProgress', { title: latest.title, when: ago(latest.updatedAt) })}</p>
            <div class="button-row">
              <a class="btn btn-primary btn-big" href={hrefFor(latest.game, 'play', latest.id)}>
                {t('code.continue')}
              </a>
              <button type="button" class="btn btn-big" onClick={props.onPass}>
                {t('code.startNew')}
              </button>
            </div>
            <p>{t('code.startNewNote')}</p>
          </>
        ) : (
          <>
            <p>{t('code.confirmNote')}</p>
            <div class="button-row">
              <button type="button" class="btn btn-primary btn-big" onClick={props.onPass}>
                {t('code.start')}
              </button>
              <a class="btn btn-big" href="#/">
                {t('code.back')}
              </a>
            </div>
          </>
        )}
      </div>
    </Screen>
  );
}

/** `#/lessons/…`: the teacher's lessons of all five games (loaded only here). */
function LessonsRoute(props: { route: string[] }) {
  const [Lessons, setLessons] = useState<ComponentType<{ route: string[] }> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('./lessons/LessonsScreen').then(
      (m) => live && setLessons(() => m.default),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) throw new Error(failed);
  if (!Lessons)
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  return <Lessons route={props.route} />;
}

/** `#/class/…`: a student joins a lesson (its screens and every game's engine load only here). */
function ClassRoute(props: { route: string[] }) {
  const [Join, setJoin] = useState<ComponentType<{ route: string[] }> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('./class/Join').then(
      (m) => live && setJoin(() => m.default),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) throw new Error(failed);
  if (!Join)
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  return <Join route={props.route} />;
}

/** `#/collect/…`: the teacher's "Collect results" screen and class board (loaded only here). */
function CollectRoute(props: { route: string[] }) {
  const [Collect, setCollect] = useState<ComponentType<{ route: string[] }> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('./class/Collect').then(
      (m) => live && setCollect(() => m.default),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) throw new Error(failed);
  if (!Collect)
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  return <Collect route={props.route} />;
}

function GameRoute(props: { id: string; route: string[] }) {
  const entry = findGame(props.id);
  const [Loaded, setLoaded] = useState<{ id: string; C: ComponentType<GameScreenProps> } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [, passed] = useState(0);
  const [part, code] = props.route;
  const codeKey = entry && part === 'code' && code ? `${entry.id}/${code}` : null;
  // Once a game has moved on from a code (to its play screen), the same code opened again asks again: it may
  // deal the game now in progress.
  useEffect(() => {
    if (part !== 'code') startedCodes.clear();
  }, [part]);
  useEffect(() => {
    if (!entry || Loaded?.id === entry.id) return;
    let live = true;
    entry.load().then(
      (m) => live && setLoaded({ id: entry.id, C: m.default }),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [entry]);
  if (!entry) {
    return (
      <Screen title={t('app.name')} back="#/">
        <p>{t('route.notFound')}</p>
      </Screen>
    );
  }
  if (codeKey && !startedCodes.has(codeKey)) {
    return (
      <ConfirmCode
        key={codeKey}
        entry={entry}
        code={code as string}
        onPass={() => {
          startedCodes.add(codeKey);
          passed((n) => n + 1);
        }}
      />
    );
  }
  if (failed) throw new Error(failed);
  if (!Loaded || Loaded.id !== entry.id)
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  return <Loaded.C route={props.route} />;
}

/** Reload into the newer version: the waiting service worker's update when there is one (it reloads), else a reload. */
function reloadIntoNewer(apply: (() => void) | null): void {
  if (apply) apply();
  else location.reload();
}

/**
 * The saved games were upgraded by a newer Tuffest (in another tab or
 * window) and this page is older: it cannot open them, so instead of every
 * screen saying a game is "not on this device any more", one screen says
 * what happened and reloads into the newer version.
 */
function NewerElsewhere(props: { update: { current: (() => void) | null } }) {
  return (
    <Screen title={t('newer.title')}>
      <p role="alert">{t('newer.text')}</p>
      <div class="button-row">
        <button type="button" class="btn btn-primary btn-big" onClick={() => reloadIntoNewer(props.update.current)}>
          {t('notice.reload')}
        </button>
      </div>
    </Screen>
  );
}

export function App() {
  const route = useRoute();
  const app = useApp();
  const [head = '', ...rest] = route;
  const update = useRef<(() => void) | null>(null);

  // Once the page has moved on from a code (to the game it started, or anywhere), that code asks again next time.
  useEffect(() => {
    if (rest[0] !== 'code') startedCodes.clear();
  }, [route.join('/')]);

  useEffect(() => {
    registerServiceWorker({
      onOfflineReady: () => app.notify({ kind: 'success', text: t('notice.offlineReady'), background: true }),
      onUpdateReady: (apply) => {
        update.current = apply;
        document.dispatchEvent(new Event('tuffest:update'));
      },
    });
    // A page older than the saved data says so on its own screen (below), not as "cannot save".
    if (!app.store.persistent && !app.store.newer)
      app.notify({ kind: 'warning', sticky: true, key: 'memory', text: t(app.store.blocked ? 'notice.blocked' : 'notice.memoryOnly') });
    if (app.store.problems.length > 0) {
      app.notify({ kind: 'warning', sticky: true, key: 'problems', text: t('data.problems', { count: app.store.problems.length }) });
    }
  }, []);

  // A waiting update is offered only between games: while a game screen says a game is in progress, it waits.
  useEffect(() => {
    const offer = (): void => {
      const apply = update.current;
      if (!apply) return;
      if (app.inGame) app.notify({ kind: 'info', sticky: true, key: 'update', text: t('notice.updateAfterGame') });
      else app.notify({ kind: 'info', sticky: true, key: 'update', text: t('notice.updateReady'), action: { label: t('notice.updateNow'), run: apply } });
    };
    offer();
    document.addEventListener('tuffest:update', offer);
    return () => document.removeEventListener('tuffest:update', offer);
  }, [app.inGame]);

  // What another tab does to the database: deleted (this page saves again at its next move) or upgraded by a
  // newer Tuffest (this page lets go and can no longer save: a reload brings the newer version).
  useEffect(
    () =>
      app.store.watch((e) => {
        if (e.kind === 'deleted') app.notify({ kind: 'warning', key: 'storage-elsewhere', text: t('notice.deletedElsewhere') });
        else if (e.kind === 'upgraded') {
          app.notify({
            kind: 'warning',
            sticky: true,
            key: 'storage-elsewhere',
            text: t('notice.upgradedElsewhere'),
            action: { label: t('notice.reload'), run: () => reloadIntoNewer(update.current) },
          });
        }
      }),
    [app.store],
  );

  let screen: ComponentChildren;
  if (app.store.newer) screen = <NewerElsewhere update={update} />;
  else if (head === '') screen = <Home />;
  else if (head === 'settings') screen = <SettingsScreen />;
  else if (head === 'about') screen = <AboutScreen />;
  else if (head === 'scan') screen = <ScanScreen />;
  else if (head === 'history') screen = <HistoryScreen />;
  else if (head === 'class') screen = <ClassRoute route={rest} />;
  else if (head === 'lessons') screen = <LessonsRoute route={rest} />;
  else if (head === 'collect') screen = <CollectRoute route={rest} />;
  else screen = <GameRoute id={head} route={rest} />;

  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; the click only keeps the hash router from reading it as a route */}
      <a
        class="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skip')}
      </a>
      <ErrorBoundary resetKey={route.join('/')}>{screen}</ErrorBoundary>
      <LessonWatch />
      <Notices />
    </>
  );
}
