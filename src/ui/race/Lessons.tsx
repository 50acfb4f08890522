/**
 * A race game's saved lessons (one implementation, every race game): list,
 * play, edit, delete, and share as a link or QR code that opens Tuffest
 * straight into the lesson. Opening a code (`#/<game>/code/…`) shows the
 * lesson, or starts a match on a shared roll; a malformed or tampered code
 * says so. Words come from the game's catalogue (`<game>.lessonsTitle`…).
 */
import { useEffect, useState } from 'preact/hooks';
import type { PresetRecord } from '../../storage';
import { Dialog } from '../components/Dialog';
import { Screen } from '../components/Screen';
import { ShareCode } from '../components/ShareCode';
import { useApp } from '../context';
import { t } from '../../i18n';
import { hrefFor, navigate, redirect } from '../router';
import { freshSeed } from '../session';
import type { Store } from '../../storage';
import { lessonRecord } from '../../storage/lessons';
import { lessonRoute, seedOfOldLesson } from '../../class/code';
import type { Lesson } from '../../class/lesson';
import type { Refusal } from '../../core/engine';
import type { CodeRead } from './codes';
import { gameT, type RaceGame } from './words';
import './race.css';

/** What the lessons screens need of a game. */
export interface LessonGame<P> {
  game: RaceGame;
  summary(p: P): string;
  /** What a student should know before playing the lesson (TUF: what the preset χ stands for, how π is read). */
  notes?(p: P): string[];
  /** A saved lesson's params, or null when they no longer read. */
  paramsOf(lesson: PresetRecord): P | null;
  formatParams(p: P): Record<string, string>;
  lessonCode(name: string, p: P): string;
  readCode(code: string): CodeRead<P>;
  codeBadText(why: Refusal): string;
  /** Starts a saved match; returns its id. */
  start(store: Store, p: P, seed: string): Promise<string>;
}

/** A saved lesson's params read by the game's own reader (`parse` throws on bad params), or null when they no longer read. */
export function lessonParams<P>(lesson: PresetRecord, parse: (flat: Record<string, string>) => P): P | null {
  const raw = lesson.setup.params;
  if (typeof raw !== 'object' || raw === null) return null;
  // no prototype: a stored key named `__proto__` stays a key (and is refused as unknown), never a prototype
  const flat = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof v !== 'string') return null;
    flat[k] = v;
  }
  try {
    return parse(flat);
  } catch {
    return null;
  }
}

export function useLessons(game: RaceGame): { lessons: PresetRecord[] | null; reload: () => Promise<void> } {
  const { store } = useApp();
  const [lessons, setLessons] = useState<PresetRecord[] | null>(null);
  // a game's other preset records (TUF words' class word list: setup.kind) are not lessons
  const reload = async (): Promise<void> => setLessons((await store.presets.list()).filter((p) => p.game === game && p.setup.kind === undefined));
  useEffect(() => {
    void reload();
  }, [store]);
  return { lessons, reload };
}

export function RaceLessons<P>(props: { of: LessonGame<P> }) {
  const g = props.of;
  const game = g.game;
  const { store, notify } = useApp();
  const { lessons, reload } = useLessons(game);
  const [sharing, setSharing] = useState<PresetRecord | null>(null);
  const [deleting, setDeleting] = useState<PresetRecord | null>(null);
  const play = async (params: P): Promise<void> => {
    const id = await g.start(store, params, freshSeed());
    redirect(game, 'play', id);
  };
  const shareParams = sharing ? g.paramsOf(sharing) : null;
  const code = sharing && shareParams ? g.lessonCode(sharing.name, shareParams) : '';
  return (
    <Screen title={gameT(game, 'lessonsTitle')} back={hrefFor(game)} class="tuf-screen">
      {lessons === null ? (
        <p class="loading">{t('common.loading')}</p>
      ) : lessons.length === 0 ? (
        <p>{gameT(game, 'lessonsEmpty')}</p>
      ) : (
        <ul class="tuf-lessons">
          {lessons.map((l) => {
            const params = g.paramsOf(l);
            return (
              <li key={l.id} class="tuf-lesson">
                <div class="tuf-lesson-name">{l.name}</div>
                <div class="tuf-muted">{params ? g.summary(params) : gameT(game, 'codeBad', { reason: '—' })}</div>
                <div class="button-row">
                  {params && (
                    <button type="button" class="btn btn-primary btn-small" onClick={() => void play(params)}>
                      {gameT(game, 'play')}
                    </button>
                  )}
                  <a class="btn btn-small" href={hrefFor(game, 'lessons', l.id)}>
                    {gameT(game, 'lessonEdit')}
                  </a>
                  {params && (
                    <button type="button" class="btn btn-small" onClick={() => setSharing(l)}>
                      {gameT(game, 'lessonShare')}
                    </button>
                  )}
                  <button type="button" class="btn btn-small" onClick={() => setDeleting(l)}>
                    {gameT(game, 'lessonDelete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={sharing !== null} title={gameT(game, 'lessonShare')} onClose={() => setSharing(null)}>
        {sharing && code && <ShareCode code={code} hash={hrefFor(game, 'code', code)} label={gameT(game, 'lessonShareLabel', { name: sharing.name })} />}
      </Dialog>
      <Dialog open={deleting !== null} title={gameT(game, 'lessonDelete')} onClose={() => setDeleting(null)}>
        <p>{gameT(game, 'lessonDeleteConfirm', { name: deleting?.name ?? '' })}</p>
        <div class="button-row">
          <button
            type="button"
            class="btn btn-danger"
            onClick={async () => {
              if (deleting) await store.presets.remove(deleting.id);
              setDeleting(null);
              notify({ kind: 'info', text: gameT(game, 'lessonDeleted'), key: `${game}-lesson` });
              await reload();
            }}
          >
            {gameT(game, 'lessonDelete')}
          </button>
          <button type="button" class="btn" onClick={() => setDeleting(null)}>
            {gameT(game, 'cancel')}
          </button>
        </div>
      </Dialog>
    </Screen>
  );
}

/** `#/<game>/code/<code>`: a lesson to play or keep, or a shared roll to join. */
export function RaceFromCode<P>(props: { of: LessonGame<P>; code: string }) {
  const g = props.of;
  const game = g.game;
  const { store, notify } = useApp();
  const read = g.readCode(props.code);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (read.kind !== 'roll' || started) return;
    setStarted(true);
    void (async () => {
      const id = await g.start(store, read.params, read.seed);
      redirect(game, 'play', id);
    })();
  }, [props.code]);
  if (read.kind === 'bad') {
    return (
      <Screen title={gameT(game, 'codeTitle')} back={hrefFor(game)} class="tuf-screen">
        <p class="form-error" role="alert">
          {gameT(game, 'codeBad', { reason: g.codeBadText(read.refusal) })}
        </p>
        <a class="btn btn-primary" href={hrefFor(game)}>
          {gameT(game, 'codeHome')}
        </a>
      </Screen>
    );
  }
  if (read.kind === 'roll') {
    return (
      <Screen title={gameT(game, 'codeTitle')} back={hrefFor(game)}>
        <p class="loading">{t('common.loading')}</p>
      </Screen>
    );
  }
  const lesson = read;
  const fixed: Lesson = { game, params: g.formatParams(lesson.params), seed: seedOfOldLesson(props.code), name: lesson.name.slice(0, 80) };
  return (
    <Screen title={gameT(game, 'lessonTitle', { name: lesson.name })} back={hrefFor(game)} class="tuf-screen">
      <p>{g.summary(lesson.params)}</p>
      {(g.notes?.(lesson.params) ?? []).length > 0 && (
        <ul class="tuf-constant-notes">
          {(g.notes?.(lesson.params) ?? []).map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <div class="button-row">
        <button
          type="button"
          class="btn btn-primary btn-big"
          onClick={() => {
            // as the class code plays it: the student's name, then the lesson's fixed seed (the same rolls on every device
            // that opens this link), with a result for the teacher
            redirect(...lessonRoute(fixed));
          }}
        >
          {gameT(game, 'lessonPlay')}
        </button>
        <button
          type="button"
          class="btn"
          onClick={async () => {
            // kept with the link's own seed: the teacher's lesson page shares the rolls students of this link play
            const rec = lessonRecord(fixed);
            await store.presets.save(rec);
            notify({ kind: 'success', text: gameT(game, 'lessonSaved'), key: `${game}-lesson` });
            navigate('lessons');
          }}
        >
          {gameT(game, 'lessonSave')}
        </button>
      </div>
    </Screen>
  );
}
