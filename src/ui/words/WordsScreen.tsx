/**
 * TUF words' screens under `#/words/…`:
 *   (none)            setup (one tap to play)
 *   play/<id>         a saved match (a Rotary game's id starts `wordsrotary-`)
 *   code/<code>       a lesson code or a shared roll code
 *   lessons           the teacher's saved lessons
 *   lessons/<id>      edit one lesson
 */
import { useEffect, useState } from 'preact/hooks';
import { formatParams, isSolitaire, type WordsParams } from '../../games/words/params';
import type { PresetRecord } from '../../storage';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import type { GameScreenProps } from '../games';
import { t } from '../../i18n';
import { RaceFromCode, type LessonGame } from '../race/Lessons';
import { hrefFor } from '../router';
import { wordsCodes } from './codes';
import { wordsSummary } from './labels';
import { Play } from './Play';
import { Rotary } from './Rotary';
import { ToLessonsHub } from '../lessons/ToHub';
import { Setup, paramsOfLesson } from './Setup';
import { startWords } from './start';
import './words.css';
import { Guide } from '../guide/Guide';
import { wordsGuide } from '../guide/words';

export const wordsLessons: LessonGame<WordsParams> = {
  game: 'words',
  summary: wordsSummary,
  paramsOf: paramsOfLesson,
  formatParams,
  lessonCode: wordsCodes.lessonCode,
  readCode: wordsCodes.readCode,
  codeBadText: wordsCodes.codeBadText,
  start: (store, p, seed) => startWords(store, p, seed, null),
};

function EditLesson(props: { id: string }) {
  const { store } = useApp();
  const [lesson, setLesson] = useState<PresetRecord | null | undefined>(undefined);
  useEffect(() => {
    void store.presets.get(props.id).then((l) => setLesson(l && l.game === 'words' ? l : null));
  }, [store, props.id]);
  if (!lesson) {
    return (
      <Screen title={t('words.lessonsTitle')} back={hrefFor('words', 'lessons')}>
        {lesson === undefined ? <p class="loading">{t('common.loading')}</p> : <p class="form-error">{t('words.codeBad', { reason: props.id })}</p>}
      </Screen>
    );
  }
  return <Setup key={lesson.id} lesson={lesson} />;
}

/** What a roll code starts, for the shell's confirm step (a lesson code has its own screen). */
export function codeSummary(code: string): string | null {
  const read = wordsCodes.readCode(code);
  if (read.kind !== 'roll') return null;
  const p = read.params;
  return isSolitaire(p) ? `${wordsSummary(p)} · ${t('code.minutesPerRound', { n: p.soloMinutes })}` : wordsSummary(p);
}

export default function WordsScreen(props: GameScreenProps) {
  const [head, arg] = props.route;
  // a Rotary game's session id starts with its engine's id (`newId('wordsrotary')`)
  if (head === 'play' && arg && arg.startsWith('wordsrotary-')) return <Rotary key={arg} sessionId={arg} />;
  if (head === 'play' && arg) {
    return (
      <>
        <Play key={arg} sessionId={arg} />
        <Guide key={`guide-${arg}`} plan={wordsGuide} sessionId={arg} />
      </>
    );
  }
  if (head === 'code' && arg) return <RaceFromCode key={arg} of={wordsLessons} code={arg} />;
  if (head === 'lessons' && arg === 'new') return <Setup newLesson />;
  if (head === 'lessons' && arg) return <EditLesson id={arg} />;
  if (head === 'lessons') return <ToLessonsHub />;
  return <Setup />;
}
