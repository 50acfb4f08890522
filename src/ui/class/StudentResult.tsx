/**
 * A class lesson's result on the student's device: worked out from the game
 * as it is shown (`watchShownGames`), opened by itself after each round where
 * the game has rounds and at the end, and reopened with "My result". It shows
 * the result code as a QR code and as text (the teacher scans or types it),
 * with the name and the scores in words. Loaded only when a lesson's game is
 * on screen.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { lessonKey } from '../../class/lesson';
import { hasHandIn } from '../../class/liveRoster';
import { classResultFor } from '../../class/studentResult';
import type { ClassResult } from '../../class/result';
import { writeResultCode } from '../../class/resultCode';
import { t } from '../../i18n';
import type { SessionRecord } from '../../storage';
import { Dialog } from '../components/Dialog';
import { CopyButton } from '../components/CopyButton';
import { QrCode } from '../components/QrCode';
import { deviceId } from '../tally/device';
import { HandInLine, useLiveHandIn } from './live';
import { sessionLesson, type SessionLesson } from './start';
import './student.css';

/** The result of a lesson's saved game as shown now, or null when the game has no lesson result. */
export function resultOf(record: Pick<SessionRecord, 'game'>, state: unknown, mark: SessionLesson, seat = 0): ClassResult | null {
  return classResultFor(record.game, state, { lesson: lessonKey(mark.lesson), name: mark.student, device: deviceId() }, seat);
}

/** Seconds with one decimal, for the time from the roll. */
const seconds = (ms: number): number => Math.round(ms / 100) / 10;

/** The result in words: name, each round's points (its time and what was declared), total, hints, where the lesson stands. */
export function ResultWords(props: { result: ClassResult; lessonName: string }) {
  const r = props.result;
  return (
    <div class="student-result-words">
      <p class="student-result-name">{r.name}</p>
      {props.lessonName !== '' && <p class="tuf-muted">{t('student.lessonNamed', { name: props.lessonName })}</p>}
      {r.rounds.length === 0 ? (
        <p>{t('student.noRounds')}</p>
      ) : (
        <ul class="student-rounds">
          {r.rounds.map((round, i) => (
            <li key={i}>
              {t('student.roundPoints', { round: i + 1, count: round.score })}
              {round.ms !== undefined && <span class="tuf-muted"> · {t('student.callTime', { seconds: seconds(round.ms) })}</span>}
              {round.declared !== undefined && round.times !== undefined && round.times.length === round.declared.split(/\s+/).length ? (
                <ul class="student-answers">
                  {round.declared.split(/\s+/).map((answer, k) => (
                    <li key={k} class="student-declared">
                      {answer} <span class="tuf-muted">· {t('student.answerTime', { seconds: seconds(round.times?.[k] ?? 0) })}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                round.declared !== undefined && <div class="student-declared">{t('student.declared', { text: round.declared })}</div>
              )}
            </li>
          ))}
        </ul>
      )}
      <p class="student-total">{t('student.total', { count: r.total })}</p>
      <p>{r.hints === 0 ? t('student.noHints') : t('student.hints', { count: r.hints })}</p>
      <p>{r.finished ? t('student.finished') : t('student.partial', { count: r.rounds.length })}</p>
    </div>
  );
}

/** The result code as a QR code and as text, with a copy button. */
export function ResultCodeView(props: { code: string }) {
  return (
    <div class="student-code">
      <QrCode text={props.code} label={t('student.qrWhat')} size={240} />
      <div class="share-label">{t('student.codeLabel')}</div>
      <output class="share-code student-code-text" aria-label={t('student.codeLabel')}>
        {props.code}
      </output>
      <CopyButton text={props.code} label={t('student.copy')} copiedLabel={t('student.copied')} />
    </div>
  );
}

/** Rounds finished in the state (race games between rounds), to tell when one more has ended. */
function betweenRounds(state: unknown): boolean {
  const phase = (state as { phase?: unknown } | null)?.phase;
  return phase === 'review' || phase === 'finished';
}

/**
 * The lesson result of the game on screen: a dialog opened by itself when a
 * round ends or the lesson is over, and a "My result" button while the game
 * is between rounds or over.
 */
export default function StudentResult(props: { record: SessionRecord; state: unknown; seat?: number }) {
  const mark = sessionLesson(props.record);
  const result = mark ? resultOf(props.record, props.state, mark, props.seat) : null;
  const [open, setOpen] = useState(false);
  // A lesson hands in one code, this one: the games' own codes for comparing devices (TUF's and TUF words' result
  // code, Tally Rally's results exchange) are hidden while a lesson's game is on screen (student.css).
  useEffect(() => {
    if (!mark) return;
    document.documentElement.dataset.classLesson = '';
    return () => {
      delete document.documentElement.dataset.classLesson;
    };
  }, [mark !== null]);
  /** Rounds and end seen last for this game: a change opens the dialog (not the first look, unless the lesson is over). */
  const seen = useRef<{ id: string; rounds: number; finished: boolean } | null>(null);
  useEffect(() => {
    if (!result) return;
    const before = seen.current;
    seen.current = { id: props.record.id, rounds: result.rounds.length, finished: result.finished };
    if (before === null || before.id !== props.record.id) {
      if (result.finished) setOpen(true);
      return;
    }
    if (result.rounds.length > before.rounds || (result.finished && !before.finished)) setOpen(true);
  }, [props.record.id, result?.rounds.length, result?.finished]);
  const code = mark && result ? writeResultCode(result, mark.lesson) : null;
  // on a class server, the result also goes to the teacher's live board by itself, after each round or equation
  // (once there is something to hand in: a round played, something written or scored, or the lesson over)
  const handIn = useLiveHandIn(mark?.lesson ?? null, mark?.student ?? '', result && hasHandIn(result) ? code : null);
  if (!mark || !result || code === null) return null;
  const showButton = result.finished || betweenRounds(props.state);
  return (
    <>
      {showButton && !open && (
        <button type="button" class="btn btn-primary student-result-open" onClick={() => setOpen(true)}>
          {t('student.resultOpen')}
        </button>
      )}
      <Dialog open={open} title={t('student.resultTitle')} onClose={() => setOpen(false)}>
        <div class="student-result">
          <ResultWords result={result} lessonName={mark.lesson.name} />
          <HandInLine state={handIn} />
          <p class="student-show">{t('student.showTeacher')}</p>
          <ResultCodeView code={code} />
        </div>
      </Dialog>
    </>
  );
}
