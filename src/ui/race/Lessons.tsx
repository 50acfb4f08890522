/**
 * A race game's lesson links (one implementation, every race game); the
 * lessons themselves are listed, edited and shared in the Lessons hub
 * (src/ui/lessons). Opening a code (`#/<game>/code/…`) shows the
 * lesson, or starts a match on a shared roll; a malformed or tampered code
 * says so. Words come from the game's catalogue (`<game>.lessonsTitle`…).
 */
import { useEffect, useState } from 'preact/hooks';
import type { PresetRecord } from '../../storage';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { t } from '../../i18n';
import { hrefFor, navigate, redirect } from '../router';
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
