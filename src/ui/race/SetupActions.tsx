/**
 * The foot of a race game's setup: why the settings cannot be played (when
 * they cannot), then Play (or, when editing a lesson, its name and Update),
 * the game's own extra buttons, and the dialog that names a new lesson.
 * Words from the game's catalogue (`<game>.play`, `.lessonName`,
 * `.lessonUpdate`, `.saveLesson`).
 */
import type { ComponentChildren } from 'preact';
import { Dialog } from '../components/Dialog';
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
  /** The lesson's name; in the dialog it takes the focus, so typing names the lesson and Enter saves it. */
  const nameField = (focus: boolean) => (
    <label class="tuf-field">
      <span class="tuf-field-label">{gameT(game, 'lessonName')}</span>
      <input
        class="input"
        value={props.lessonName}
        maxLength={80}
        data-autofocus={focus ? '' : undefined}
        onInput={(e) => props.onLessonName((e.target as HTMLInputElement).value)}
      />
    </label>
  );
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
            {nameField(false)}
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
      <Dialog open={props.saving} title={gameT(game, 'saveLesson')} onClose={() => props.onSaving(false)}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onSaveLesson();
          }}
        >
          {nameField(true)}
          {props.error && <p class="form-error">{props.error}</p>}
          <div class="button-row">
            <button type="submit" class="btn btn-primary">
              {gameT(game, 'saveLesson')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
