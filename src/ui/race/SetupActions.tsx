/**
 * The foot of a race game's setup: why the settings cannot be played (when
 * they cannot), then Play (or, when editing a lesson, its name and Update),
 * the game's own extra buttons, and the dialog that names a new lesson.
 * Words from the game's catalogue (`<game>.play`, `.lessonName`,
 * `.lessonUpdate`, `.saveLesson`).
 */
import type { ComponentChildren } from 'preact';
import { LessonNameField, LessonSaveDialog } from '../lessons/LessonSave';
import { gameT, type RaceGame } from './words';
import './race.css';

export function RaceSetupActions(props: {
  game: RaceGame;
  /** Editing a saved lesson, or making a new one (its name and Save instead of Play). */
  editing: boolean;
  /** The save button's words when they are not "Save changes" (a new lesson). */
  saveLabel?: string;
  error: string | null;
  lessonName: string;
  onLessonName(name: string): void;
  onSaveLesson(): void;
  onPlay(): void;
  /** The "save as a lesson" dialog is open. */
  saving: boolean;
  onSaving(open: boolean): void;
  /** Class of the actions row (the game's layout). */
  class?: string;
  /** Buttons after Play (e.g. Save as a lesson, the daily roll). */
  children?: ComponentChildren;
}) {
  const { game } = props;
  /** The lesson's name (the shared lesson block's field; in the dialog it takes the focus). */
  const nameField = () => <LessonNameField value={props.lessonName} onInput={props.onLessonName} label={gameT(game, 'lessonName')} />;
  return (
    <>
      {props.error && !props.saving && (
        <p class="form-error" role="alert">
          {props.error}
        </p>
      )}
      <div class={`tuf-setup-actions ${props.class ?? ''}`}>
        {props.editing ? (
          <>
            {nameField()}
            <button type="button" class="btn btn-primary btn-big" onClick={props.onSaveLesson}>
              {props.saveLabel ?? gameT(game, 'lessonUpdate')}
            </button>
          </>
        ) : (
          <>
            <button type="button" class="btn btn-primary btn-big tuf-play" onClick={props.onPlay}>
              {gameT(game, 'play')}
            </button>
            {props.children}
          </>
        )}
      </div>
      <LessonSaveDialog
        open={props.saving}
        onClose={() => props.onSaving(false)}
        name={props.lessonName}
        onName={props.onLessonName}
        error={props.error}
        onSave={props.onSaveLesson}
        title={gameT(game, 'saveLesson')}
        label={gameT(game, 'lessonName')}
      />
    </>
  );
}
