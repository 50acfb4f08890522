/**
 * TUF's screens under `#/tuf/…`:
 *   (none)            setup (one tap to play)
 *   play/<id>         a saved match
 *   code/<code>       a lesson code or a shared roll code
 *   lessons           the teacher's saved lessons
 *   lessons/<id>      edit one lesson
 */
import { useEffect, useState } from 'preact/hooks';
import type { PresetRecord } from '../../storage';
import { Screen } from '../components/Screen';
import { Guide } from '../guide/Guide';
import { tufGuide } from '../guide/tuf';
import { useApp } from '../context';
import type { GameScreenProps } from '../games';
import { t } from '../../i18n';
import { hrefFor } from '../router';
import { readCode } from './codes';
import { FromCode, lessonSummary } from './Lessons';
import { constantNotes } from './constants';
import { Play } from './Play';
import { ToLessonsHub } from '../lessons/ToHub';
import { Setup } from './Setup';
import './tuf.css';

function EditLesson(props: { id: string }) {
  const { store } = useApp();
  const [lesson, setLesson] = useState<PresetRecord | null | undefined>(undefined);
  useEffect(() => {
    void store.presets.get(props.id).then((l) => setLesson(l && l.game === 'tuf' ? l : null));
  }, [store, props.id]);
  if (lesson === undefined) {
    return (
      <Screen title={t('tuf.lessonsTitle')} back={hrefFor('tuf', 'lessons')}>
        <p class="loading">{t('common.loading')}</p>
      </Screen>
    );
  }
  if (lesson === null) {
    return (
      <Screen title={t('tuf.lessonsTitle')} back={hrefFor('tuf', 'lessons')}>
        <p class="form-error">{t('tuf.codeBad', { reason: props.id })}</p>
      </Screen>
    );
  }
  return <Setup key={lesson.id} lesson={lesson} />;
}

/** What a roll code starts, for the shell's confirm step (a lesson code has its own screen). */
export function codeSummary(code: string): string | null {
  const read = readCode(code);
  if (read.kind !== 'roll') return null;
  const p = read.params;
  const solo = p.humans + p.computers.length === 1 || p.game.startsWith('1c');
  const base = solo ? `${lessonSummary(p)} · ${t('code.minutesPerRound', { n: p.soloMinutes })}` : lessonSummary(p);
  // what the constant cube is set to (the preset face, χ's value, how π is read): the roll's players must know it
  const notes = constantNotes(p);
  return notes.length === 0 ? base : `${base}. ${notes.join(' ')}`;
}

export default function TufScreen(props: GameScreenProps) {
  const [head, arg] = props.route;
  if (head === 'play' && arg) {
    return (
      <>
        <Play key={arg} sessionId={arg} />
        <Guide key={`guide-${arg}`} plan={tufGuide} sessionId={arg} />
      </>
    );
  }
  if (head === 'code' && arg) return <FromCode key={arg} code={arg} />;
  if (head === 'lessons' && arg === 'new') return <Setup newLesson />;
  if (head === 'lessons' && arg) return <EditLesson id={arg} />;
  if (head === 'lessons') return <ToLessonsHub />;
  return <Setup />;
}
