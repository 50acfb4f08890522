/**
 * `#/class/<code>[/<name>]`: a student joins a lesson from its link, its QR
 * code or its typed class code (`#/class` alone asks for the code). The code
 * carries the whole lesson (game, settings, fixed seed), so this works offline
 * and whatever became of the lesson on the teacher's device. The screen says
 * what the teacher set, asks the student's name once (kept on the device,
 * editable), and plays: a game of this lesson already on the device is
 * continued rather than dealt again.
 */
import { useEffect, useState } from 'preact/hooks';
import { readLessonLink } from '../../class/code';
import type { Lesson } from '../../class/lesson';
import { refusalText, t } from '../../i18n';
import type { SessionRecord } from '../../storage';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { findGame } from '../games';
import { hrefFor, navigate, redirect } from '../router';
import { storageErrorText } from '../storageText';
import { lessonFacts, lessonNotes } from '../lessons/describe';
import { FactsList } from '../lessons/LessonFacts';
import { lessonSessions, startLesson } from './start';
import { keptStudentName, keepStudentName } from './studentName';
import './student.css';

/** The form a student types a class code into. */
function CodeForm(props: { initial?: string; error?: string }) {
  const [code, setCode] = useState(props.initial ?? '');
  const [error, setError] = useState(props.error ?? '');
  return (
    <form
      class="student-code-form"
      onSubmit={(e) => {
        e.preventDefault();
        const read = readLessonLink(code);
        if (!read.ok) {
          setError(refusalText('class', read.refusal));
          return;
        }
        setError('');
        navigate('class', read.code, ...(read.lesson.name ? [read.lesson.name] : []));
      }}
    >
      <label class="student-label" for="class-code">
        {t('student.codeField')}
      </label>
      <input
        id="class-code"
        class="input student-code-input"
        value={code}
        autocomplete="off"
        autocapitalize="characters"
        spellcheck={false}
        placeholder="ABCD-EFGH-JKMN"
        aria-invalid={error !== ''}
        aria-describedby={error ? 'class-code-error' : undefined}
        onInput={(e) => setCode((e.target as HTMLInputElement).value)}
      />
      {error && (
        <p id="class-code-error" class="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="btn btn-primary btn-big" disabled={code.trim() === ''}>
        {t('student.join')}
      </button>
    </form>
  );
}

function LessonView(props: { lesson: Lesson; code: string }) {
  const { store, notify } = useApp();
  const { lesson } = props;
  const [name, setName] = useState(keptStudentName());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [going, setGoing] = useState<SessionRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    lessonSessions(store, lesson).then(
      (list) => live && setGoing(list),
      () => live && setGoing([]),
    );
    return () => {
      live = false;
    };
  }, [store, props.code]);
  const facts = lessonFacts(lesson);
  if (facts === null) {
    return (
      <Screen title={t('student.joinTitle')} back="#/">
        <p class="form-error" role="alert">
          {t('student.unplayable')}
        </p>
        <CodeForm />
      </Screen>
    );
  }
  const notes = lessonNotes(lesson);
  const entry = findGame(lesson.game);
  const active = going?.find((s) => s.status === 'active');
  const finished = going?.find((s) => s.status === 'finished');
  const play = async (): Promise<void> => {
    const student = name.trim();
    if (student === '') {
      setError(t('student.nameNeeded'));
      return;
    }
    setError('');
    setBusy(true);
    keepStudentName(student);
    try {
      redirect(...(await startLesson(store, lesson, student)));
    } catch (e) {
      setBusy(false);
      notify({ kind: 'error', text: storageErrorText(e) });
    }
  };
  return (
    <Screen title={lesson.name || t('student.joinTitle')} back="#/" class="student-join">
      <section class="student-lesson" aria-labelledby="student-game">
        <h2 id="student-game">{entry ? t(entry.title) : lesson.game}</h2>
        <FactsList facts={facts} />
        {notes.length > 0 && (
          <ul class="student-facts">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        <p class="tuf-muted">{t('student.codeIs', { code: props.code })}</p>
      </section>
      {going === null ? (
        <p class="loading">{t('common.loading')}</p>
      ) : active ? (
        <section class="student-continue">
          <p>{t('student.inProgress', { name: (active.lesson as { student?: string }).student ?? '' })}</p>
          <div class="button-row">
            <a class="btn btn-primary btn-big" href={hrefFor(active.game, 'play', active.id)}>
              {t('code.continue')}
            </a>
          </div>
        </section>
      ) : (
        <form
          class="student-name-form"
          onSubmit={(e) => {
            e.preventDefault();
            void play();
          }}
        >
          <label class="student-label" for="student-name">
            {t('student.nameField')}
          </label>
          <input
            id="student-name"
            class="input"
            value={name}
            maxLength={20}
            autocomplete="nickname"
            aria-invalid={error !== ''}
            aria-describedby={error ? 'student-name-error' : undefined}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
          {error && (
            <p id="student-name-error" class="form-error" role="alert">
              {error}
            </p>
          )}
          <div class="button-row">
            <button type="submit" class="btn btn-primary btn-big" disabled={busy}>
              {t('student.play')}
            </button>
            {finished && (
              <a class="btn btn-big" href={hrefFor(finished.game, 'play', finished.id)}>
                {t('student.seeResult')}
              </a>
            )}
          </div>
          {finished && <p class="tuf-muted">{t('student.playedBefore')}</p>}
        </form>
      )}
    </Screen>
  );
}

export default function Join(props: { route: string[] }) {
  const [code, name] = props.route;
  if (!code) {
    return (
      <Screen title={t('student.joinTitle')} back="#/" class="student-join">
        <p>{t('student.typeCode')}</p>
        <CodeForm />
      </Screen>
    );
  }
  const read = readLessonLink(['class', code, ...(name ? [name] : [])]);
  if (!read.ok) {
    return (
      <Screen title={t('student.joinTitle')} back="#/" class="student-join">
        <CodeForm key={code} initial={code} error={refusalText('class', read.refusal)} />
      </Screen>
    );
  }
  return <LessonView key={read.code} lesson={read.lesson} code={read.code} />;
}
