/**
 * The shell of a race game's setup, written once (TUF and TUF words): the
 * screen (its title when making or editing a lesson, the way back, the
 * Lessons link), the table settings kept beside the params (`useTableSetup`),
 * the lesson being named and saved, the foot (Play, or the lesson's name and
 * Save) and the how-to dialog. The game's setup brings its own form and says
 * what Play starts and what a saved lesson holds. Words come from the game's
 * catalogue (`<game>.lessonEditing`, `.lessonNameNeeded`, `.lessonSaved`…).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { PresetRecord } from '../../storage';
import { lessonRecord } from '../../storage/lessons';
import { t } from '../../i18n';
import { Dialog } from '../components/Dialog';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { hrefFor, navigate } from '../router';
import { RaceSetupActions } from './SetupActions';
import { useTableSetup } from './SetupTable';
import { gameT, type RaceGame } from './words';

/** A race setup's route: a new match, a saved lesson to edit, or a new lesson to make. */
export interface RaceSetupProps {
  lesson?: PresetRecord;
  newLesson?: boolean;
}

/**
 * What a race setup keeps beside its params. `lessonOnDevices`: where the lesson being edited is played (true: its
 * students on their own devices; null: no saved lesson). A new lesson is for several devices; a new match for this one.
 */
export function useRaceSetup(game: RaceGame, props: RaceSetupProps, lessonOnDevices: boolean | null) {
  const { store, notify } = useApp();
  /** Making or editing a lesson (saved, not played here). */
  const asLesson = props.lesson !== undefined || props.newLesson === true;
  const table = useTableSetup(asLesson, (lessonOnDevices ?? props.newLesson === true) ? 'devices' : 'device');
  const [help, setHelp] = useState(false);
  const [saving, setSaving] = useState(false);
  const [lessonName, setLessonName] = useState(props.lesson?.name ?? '');
  const [error, setError] = useState('');
  /** Saves the lesson as set (`params`: its flat params) and opens it in the hub, unless it has no name or `refused` says why not. */
  const saveLesson = async (params: () => Record<string, string>, refused: string | null = null): Promise<void> => {
    const name = lessonName.trim();
    if (name === '') {
      setError(gameT(game, 'lessonNameNeeded'));
      return;
    }
    if (refused !== null) {
      setError(refused);
      return;
    }
    const rec = lessonRecord({ game, params: params(), name }, props.lesson);
    await store.presets.save(rec);
    notify({ kind: 'success', text: gameT(game, 'lessonSaved'), key: `${game}-lesson` });
    setSaving(false);
    setError('');
    navigate('lessons', rec.id);
  };
  return { game, props, asLesson, table, help, setHelp, saving, setSaving, lessonName, setLessonName, error, setError, saveLesson };
}

export type RaceSetup = ReturnType<typeof useRaceSetup>;

/** A race setup's screen around the game's own form (`children`). */
export function RaceSetupScreen(props: {
  setup: RaceSetup;
  /** The title of a new match's setup. */
  title: string;
  class: string;
  /** Class of the foot's row (the game's layout). */
  actionsClass?: string;
  onPlay(): void;
  onSaveLesson(): void;
  /** Buttons after Play (e.g. the daily roll, Save as a lesson). */
  actions?: ComponentChildren;
  howToTitle: string;
  howTo: ComponentChildren;
  children: ComponentChildren;
}) {
  const s = props.setup;
  const { game } = s;
  const { lesson, newLesson } = s.props;
  return (
    <Screen
      title={lesson ? gameT(game, 'lessonEditing', { name: lesson.name }) : newLesson ? t('lessons.newIn', { game: gameT(game, 'title') }) : props.title}
      back={lesson ? hrefFor('lessons', lesson.id) : newLesson ? hrefFor('lessons', 'new') : '#/'}
      class={props.class}
      actions={
        <a class="btn btn-small" href={hrefFor('lessons')}>
          {gameT(game, 'lessons')}
        </a>
      }
    >
      {props.children}
      <RaceSetupActions
        game={game}
        {...(props.actionsClass !== undefined ? { class: props.actionsClass } : {})}
        editing={s.asLesson}
        saveLabel={newLesson ? t('lessons.save') : undefined}
        error={s.error}
        lessonName={s.lessonName}
        onLessonName={s.setLessonName}
        onSaveLesson={props.onSaveLesson}
        onPlay={props.onPlay}
        saving={s.saving}
        onSaving={s.setSaving}
      >
        {props.actions}
      </RaceSetupActions>
      <Dialog open={s.help} title={props.howToTitle} onClose={() => s.setHelp(false)}>
        {props.howTo}
      </Dialog>
    </Screen>
  );
}
