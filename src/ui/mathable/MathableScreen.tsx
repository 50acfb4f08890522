/**
 * Mathable's screens under `#/mathable/…`:
 *   (none)          setup
 *   play/<id>       a saved game
 *   fame[/<n>]      hall of fame for n players (2, 3, 4)
 *   code/<code>     a shared game code (mathable:s=…#seed) starts that deal
 */
import { useEffect, useState } from 'preact/hooks';
import { GameIdError, type GameIdRefusal } from '../../core/gameId';
import { readSharedCode } from '../../core/sharedCode';
import { parseParams } from '../../games/mathable/engine';
import type { HistoryRecord } from '../../storage';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import type { GameScreenProps } from '../games';
import { formatDate, t } from '../../i18n';
import { hrefFor, redirect } from '../router';
import { Play } from './Play';
import { Setup, startGame } from './Setup';
import { LessonSetupRoute } from '../lessons/LessonSave';
import { ToLessonsHub } from '../lessons/ToHub';
import { hallOfFame } from './view';
import './mathable.css';
import { errorText } from '../services/solverText';
import { Guide } from '../guide/Guide';
import { mathableGuide } from '../guide/mathable';

/** What a game code deals, for the shell's confirm step; null for a code the game's own screen explains. */
export function codeSummary(code: string): string | null {
  const read = readSharedCode(code);
  if (!read.ok || read.rest.length > 0 || read.id.game !== 'mathable') return null;
  try {
    const { seats } = parseParams(read.id.params);
    const computers = seats.filter((s) => s.kind === 'computer').length;
    return t('mathable.codeSummary', { players: seats.length, people: seats.length - computers, computers });
  } catch {
    return null;
  }
}

export default function MathableScreen(props: GameScreenProps) {
  const [head, arg] = props.route;
  if (head === 'play' && arg) {
    return (
      <>
        <Play key={arg} sessionId={arg} />
        <Guide key={`guide-${arg}`} plan={mathableGuide} sessionId={arg} />
      </>
    );
  }
  if (head === 'fame') return <HallOfFame players={Number(arg) || 2} />;
  if (head === 'code' && arg) return <FromCode code={arg} />;
  if (head === 'lessons' && arg === 'new') return <Setup key="new-lesson" newLesson />;
  if (head === 'lessons' && arg) return <LessonSetupRoute game="mathable" id={arg} render={(l) => <Setup key={l.id} lesson={l} />} />;
  if (head === 'lessons') return <ToLessonsHub />;
  return <Setup />;
}

export function HallOfFame(props: { players: number }) {
  const { store } = useApp();
  const [history, setHistory] = useState<HistoryRecord[] | null>(null);
  const n = [2, 3, 4].includes(props.players) ? props.players : 2;
  useEffect(() => {
    store.history.listBy('mathable').then(setHistory);
  }, [store]);
  const entries = history ? hallOfFame(history, n) : [];
  return (
    <Screen title={t('mathable.fameTitle')} back={hrefFor('mathable')}>
      <nav class="segmented" aria-label={t('mathable.fameTitle')}>
        {[2, 3, 4].map((k) => (
          <a key={k} class={`segment ${k === n ? 'is-on' : ''}`} href={hrefFor('mathable', 'fame', String(k))} aria-current={k === n ? 'page' : undefined}>
            {t('mathable.fameFor', { n: k })}
          </a>
        ))}
      </nav>
      {history === null ? (
        <p>{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('mathable.fameEmpty')}</p>
      ) : (
        <ol class="mth-fame">
          {entries.map((e, i) => (
            <li key={i}>
              {/* The row is laid out inside the item, so the list keeps its rank numbers. */}
              <div class="mth-fame-row">
                <span class="mth-fame-name">{t('mathable.fameRow', { name: e.name, score: e.score })}</span>
                {e.won && <span class="mth-fame-won"> ★ {t('mathable.fameWon')}</span>}
                <span class="mth-fame-when">{formatDate(e.when, { dateStyle: 'medium' })}</span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Screen>
  );
}

function FromCode(props: { code: string }) {
  const { store } = useApp();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const read = readSharedCode(props.code);
        if (!read.ok || read.rest.length > 0)
          throw read.ok ? new GameIdError('id.seed') : new GameIdError(read.refusal.code as GameIdRefusal, read.refusal.vars);
        const id = read.id;
        if (id.game !== 'mathable') throw new Error(t('home.codeUnknownGame'));
        const params = parseParams(id.params);
        const names = params.seats.map((s, i) =>
          s.kind === 'computer' ? t('mathable.defaultComputer', { n: i + 1 }) : t('mathable.defaultPlayer', { n: i + 1 }),
        );
        const sessionId = await startGame(store, params, names, false, id.seed);
        if (live) redirect('mathable', 'play', sessionId);
      } catch (e) {
        // A refusal (an unreadable code, settings the game refuses) is worded by the catalogue, never shown as its code.
        if (live) setError(errorText(e, 'mathable'));
      }
    })();
    return () => {
      live = false;
    };
  }, [props.code, store]);
  return (
    <Screen title={t('mathable.title')} back={hrefFor('mathable')}>
      {error ? (
        <>
          <p class="form-error" role="alert">
            {t('mathable.badCode', { reason: error })}
          </p>
          <a class="btn btn-primary" href={hrefFor('mathable')}>
            {t('mathable.newGame')}
          </a>
        </>
      ) : (
        <p class="loading">{t('common.loading')}</p>
      )}
    </Screen>
  );
}
