/**
 * The lesson block every game's setup shares: the lesson's name field, the
 * "Save as lesson" dialog (its name field takes the focus, so typing names
 * the lesson and Enter saves it), and saving — a new lesson, or a kept one
 * changed (its id, date and fixed seed kept) — then opening its page in the
 * Lessons hub. `#/<game>/lessons/new` and `#/<game>/lessons/<id>` open a
 * game's setup in lesson mode (`LessonSetupRoute`).
 */
import type { ComponentChildren, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Params } from '../../core/gameId';
import { t } from '../../i18n';
import type { PresetRecord } from '../../storage';
import { lessonRecord } from '../../storage/lessons';
import { Dialog } from '../components/Dialog';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { hrefFor, navigate } from '../router';

/** The lesson's name, as a setup asks it (in the dialog it takes the focus). */
export function LessonNameField(props: { value: string; onInput(name: string): void; label?: string; focus?: boolean }) {
  return (
    <label class="tuf-field lesson-name-field">
      <span class="tuf-field-label">{props.label ?? t('lessons.name')}</span>
      <input
        class="input"
        value={props.value}
        maxLength={80}
        data-autofocus={props.focus ? '' : undefined}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
      />
    </label>
  );
}

/** The "Save as lesson" dialog: the name (focused), what went wrong, Save. */
export function LessonSaveDialog(props: {
  open: boolean;
  onClose(): void;
  name: string;
  onName(name: string): void;
  error: string | null;
  onSave(): void;
  title?: string;
  label?: string;
}) {
  const title = props.title ?? t('lessons.saveAs');
  return (
    <Dialog open={props.open} title={title} onClose={props.onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave();
        }}
      >
        <LessonNameField value={props.name} onInput={props.onName} label={props.label} focus />
        {props.error && (
          <p class="form-error" role="alert">
            {props.error}
          </p>
        )}
        <div class="button-row">
          <button type="submit" class="btn btn-primary">
            {title}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** What a setup in lesson mode keeps: the name, the dialog, the error, and saving. */
export interface LessonSaving {
  /** Making a new lesson or editing a kept one (the setup saves rather than plays). */
  asLesson: boolean;
  lesson?: PresetRecord;
  newLesson: boolean;
  name: string;
  setName(name: string): void;
  dialog: boolean;
  setDialog(open: boolean): void;
  error: string | null;
  setError(error: string | null): void;
  /** Saves the lesson with these settings (a string: why the settings cannot be saved, shown as is). */
  save(params: Params | string): Promise<void>;
}

export function useLessonSaving(game: string, lesson?: PresetRecord, newLesson = false): LessonSaving {
  const { store, notify } = useApp();
  const [name, setName] = useState(lesson?.name ?? '');
  const [dialog, setDialog] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (params: Params | string): Promise<void> => {
    if (name.trim() === '') {
      setError(t('lessons.nameNeeded'));
      return;
    }
    if (typeof params === 'string') {
      setError(params);
      return;
    }
    const rec = lessonRecord({ game, params, name }, lesson);
    try {
      await store.presets.save(rec);
    } catch {
      setError(t('lessons.saveFailed'));
      return;
    }
    setError(null);
    setDialog(false);
    notify({ kind: 'success', text: t('lessons.saved'), key: 'lessons' });
    navigate('lessons', rec.id);
  };
  return { asLesson: lesson !== undefined || newLesson, lesson, newLesson, name, setName, dialog, setDialog, error, setError, save };
}

/** A setup's title and back link in lesson mode (editing, new), else its own. */
export function lessonScreenTitle(s: LessonSaving, gameTitle: string, own: string): string {
  if (s.lesson) return t('lessons.editing', { name: s.lesson.name });
  if (s.newLesson) return t('lessons.newIn', { game: gameTitle });
  return own;
}

export function lessonScreenBack(s: LessonSaving, own = '#/'): string {
  if (s.lesson) return hrefFor('lessons', s.lesson.id);
  if (s.newLesson) return hrefFor('lessons', 'new');
  return own;
}

/**
 * The foot of a setup: in lesson mode the name and Save (or Save changes);
 * otherwise the game's own buttons (`children`, Start first) and "Save as lesson".
 */
export function LessonSetupActions(props: { of: LessonSaving; onSave(): void; class?: string; children?: ComponentChildren }) {
  const s = props.of;
  if (s.asLesson) {
    return (
      <div class={`lesson-setup-save ${props.class ?? ''}`}>
        {s.error && (
          <p class="form-error" role="alert">
            {s.error}
          </p>
        )}
        <LessonNameField value={s.name} onInput={s.setName} />
        <div class="button-row">
          <button type="button" class="btn btn-primary btn-big" onClick={props.onSave}>
            {s.lesson ? t('lessons.update') : t('lessons.save')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <div class={`button-row ${props.class ?? ''}`}>
        {props.children}
        <button
          type="button"
          class="btn"
          onClick={() => {
            s.setError(null);
            s.setDialog(true);
          }}
        >
          {t('lessons.saveAs')}
        </button>
      </div>
      <LessonSaveDialog open={s.dialog} onClose={() => s.setDialog(false)} name={s.name} onName={s.setName} error={s.error} onSave={props.onSave} />
    </>
  );
}

/** `#/<game>/lessons/<id>`: the kept lesson of this game, loaded, then its setup in lesson mode. */
export function LessonSetupRoute(props: { game: string; id: string; render(lesson: PresetRecord): VNode }) {
  const { store } = useApp();
  const [lesson, setLesson] = useState<PresetRecord | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    store.presets.get(props.id).then(
      (l) => live && setLesson(l && l.game === props.game ? l : null),
      () => live && setLesson(null),
    );
    return () => {
      live = false;
    };
  }, [store, props.id, props.game]);
  if (lesson === undefined || lesson === null) return <LessonNotHere loading={lesson === undefined} />;
  return props.render(lesson);
}

/** A lesson page before its lesson is read (`loading`), or when it is not on this device (deleted, a wrong link). */
export function LessonNotHere(props: { loading: boolean }) {
  return (
    <Screen title={t('lessons.title')} back={hrefFor('lessons')}>
      {props.loading ? (
        <p class="loading">{t('common.loading')}</p>
      ) : (
        <>
          <p class="form-error" role="alert">
            {t('lessons.notFound')}
          </p>
          <a class="btn btn-primary" href={hrefFor('lessons')}>
            {t('lessons.backToList')}
          </a>
        </>
      )}
    </Screen>
  );
}
