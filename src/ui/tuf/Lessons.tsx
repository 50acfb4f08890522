/**
 * A teacher's saved lessons: list, play, edit, delete, and share as a link
 * or QR code that opens Tuffest straight into the lesson. Opening a code
 * (`#/tuf/code/…`) shows the lesson, or starts a match on a shared roll; a
 * malformed or tampered code says so.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatMatchParams, type MatchParams } from '../../games/tuf/match';
import type { PresetRecord } from '../../storage';
import { Dialog } from '../components/Dialog';
import { Screen } from '../components/Screen';
import { ShareCode } from '../components/ShareCode';
import { useApp } from '../context';
import { t, type MessageKey } from '../i18n';
import { hrefFor, navigate, redirect } from '../router';
import { codeBadText, lessonCode, readCode } from './codes';
import { paramsOfLesson } from './Setup';
import { startMatch } from './start';
import { freshSeed } from '../session';
import { newId } from '../../storage';
import { constantNotes } from './constants';

export function lessonSummary(p: MatchParams): string {
  const seats = p.humans + p.computers.length;
  return t('tuf.summary', {
    game: t(`tuf.gameName.${p.game}` as MessageKey),
    seats: seats === 1 ? t('tuf.summarySolo') : t('tuf.summarySeats', { n: seats }),
    rounds: p.rounds,
  });
}

export function useLessons(): { lessons: PresetRecord[] | null; reload: () => Promise<void> } {
  const { store } = useApp();
  const [lessons, setLessons] = useState<PresetRecord[] | null>(null);
  const reload = async (): Promise<void> => setLessons((await store.presets.list()).filter((p) => p.game === 'tuf'));
  useEffect(() => {
    void reload();
  }, [store]);
  return { lessons, reload };
}

export function Lessons() {
  const { store, notify } = useApp();
  const { lessons, reload } = useLessons();
  const [sharing, setSharing] = useState<PresetRecord | null>(null);
  const [deleting, setDeleting] = useState<PresetRecord | null>(null);
  const play = async (params: MatchParams): Promise<void> => {
    const id = await startMatch(store, params, freshSeed(), null);
    redirect('tuf', 'play', id);
  };
  const shareParams = sharing ? paramsOfLesson(sharing) : null;
  const code = sharing && shareParams ? lessonCode(sharing.name, shareParams) : '';
  return (
    <Screen title={t('tuf.lessonsTitle')} back={hrefFor('tuf')} class="tuf-screen">
      {lessons === null ? (
        <p class="loading">{t('common.loading')}</p>
      ) : lessons.length === 0 ? (
        <p>{t('tuf.lessonsEmpty')}</p>
      ) : (
        <ul class="tuf-lessons">
          {lessons.map((l) => {
            const params = paramsOfLesson(l);
            return (
              <li key={l.id} class="tuf-lesson">
                <div class="tuf-lesson-name">{l.name}</div>
                <div class="tuf-muted">{params ? lessonSummary(params) : t('tuf.codeBad', { reason: '—' })}</div>
                <div class="button-row">
                  {params && (
                    <button type="button" class="btn btn-primary btn-small" onClick={() => void play(params)}>
                      {t('tuf.play')}
                    </button>
                  )}
                  <a class="btn btn-small" href={hrefFor('tuf', 'lessons', l.id)}>
                    {t('tuf.lessonEdit')}
                  </a>
                  {params && (
                    <button type="button" class="btn btn-small" onClick={() => setSharing(l)}>
                      {t('tuf.lessonShare')}
                    </button>
                  )}
                  <button type="button" class="btn btn-small" onClick={() => setDeleting(l)}>
                    {t('tuf.lessonDelete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={sharing !== null} title={t('tuf.lessonShare')} onClose={() => setSharing(null)}>
        {sharing && code && <ShareCode code={code} hash={hrefFor('tuf', 'code', code)} label={t('tuf.lessonShareLabel', { name: sharing.name })} />}
      </Dialog>
      <Dialog open={deleting !== null} title={t('tuf.lessonDelete')} onClose={() => setDeleting(null)}>
        <p>{t('tuf.lessonDeleteConfirm', { name: deleting?.name ?? '' })}</p>
        <div class="button-row">
          <button
            type="button"
            class="btn btn-danger"
            onClick={async () => {
              if (deleting) await store.presets.remove(deleting.id);
              setDeleting(null);
              notify({ kind: 'info', text: t('tuf.lessonDeleted'), key: 'tuf-lesson' });
              await reload();
            }}
          >
            {t('tuf.lessonDelete')}
          </button>
          <button type="button" class="btn" onClick={() => setDeleting(null)}>
            {t('tuf.cancel')}
          </button>
        </div>
      </Dialog>
    </Screen>
  );
}

/** `#/tuf/code/<code>`: a lesson to play or keep, or a shared roll to join. */
export function FromCode(props: { code: string }) {
  const { store, notify } = useApp();
  const read = readCode(props.code);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (read.kind !== 'roll' || started) return;
    setStarted(true);
    void (async () => {
      const id = await startMatch(store, read.params, read.seed, null);
      redirect('tuf', 'play', id);
    })();
  }, [props.code]);
  if (read.kind === 'bad') {
    return (
      <Screen title={t('tuf.codeTitle')} back={hrefFor('tuf')} class="tuf-screen">
        <p class="form-error" role="alert">
          {t('tuf.codeBad', { reason: codeBadText(read.refusal) })}
        </p>
        <a class="btn btn-primary" href={hrefFor('tuf')}>
          {t('tuf.codeHome')}
        </a>
      </Screen>
    );
  }
  if (read.kind === 'roll') {
    return (
      <Screen title={t('tuf.codeTitle')} back={hrefFor('tuf')}>
        <p class="loading">{t('common.loading')}</p>
      </Screen>
    );
  }
  const lesson = read;
  return (
    <Screen title={t('tuf.lessonTitle', { name: lesson.name })} back={hrefFor('tuf')} class="tuf-screen">
      <p>{lessonSummary(lesson.params)}</p>
      {constantNotes(lesson.params).length > 0 && (
        <ul class="tuf-constant-notes">
          {constantNotes(lesson.params).map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <div class="button-row">
        <button
          type="button"
          class="btn btn-primary btn-big"
          onClick={async () => {
            const id = await startMatch(store, lesson.params, freshSeed(), null);
            redirect('tuf', 'play', id);
          }}
        >
          {t('tuf.lessonPlay')}
        </button>
        <button
          type="button"
          class="btn"
          onClick={async () => {
            const now = Date.now();
            await store.presets.save({ id: newId('tuf-lesson'), name: lesson.name.slice(0, 80), game: 'tuf', setup: { params: formatMatchParams(lesson.params) }, createdAt: now, updatedAt: now });
            notify({ kind: 'success', text: t('tuf.lessonSaved'), key: 'tuf-lesson' });
            navigate('tuf', 'lessons');
          }}
        >
          {t('tuf.lessonSave')}
        </button>
      </div>
    </Screen>
  );
}
