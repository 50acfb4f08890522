/**
 * The teacher's Lessons, for all five games, under `#/lessons/…`:
 *   (none)     every lesson, newest change first: game, key settings, date
 *   new        pick a game; its own setup then saves the lesson (`#/<game>/lessons/new`, `LessonSave.tsx`)
 *   <id>       one lesson: what students get, its class code (big), link and QR
 *              (large enough for a projector), try it, edit, duplicate, delete
 * A lesson saved by an earlier build is given its fixed seed when its page
 * first opens (`openedLesson`), so its code never changes after that.
 */
import { LessonNotHere } from './LessonSave';
import { useEffect, useState } from 'preact/hooks';
import { classCode, lessonLink } from '../../class/code';
import type { Lesson } from '../../class/lesson';
import { formatDate, t } from '../../i18n';
import type { PresetRecord } from '../../storage';
import { duplicateRecord, lessonOfRecord, openedLesson, sortLessons } from '../../storage/lessons';
import { Dialog } from '../components/Dialog';
import { QrCode } from '../components/QrCode';
import { Screen } from '../components/Screen';
import { GameTile } from '../components/GameTile';
import { shareLink } from '../components/ShareCode';
import { useApp } from '../context';
import { findGame } from '../games';
import { hrefFor, navigate, redirect } from '../router';
import { collectRoute } from '../class/boardRecord';
import { gameTitle, lessonFacts, lessonLine } from './describe';
import { FactsList } from './LessonFacts';
import './lessons.css';

/** The games a lesson can be made in, in the home screen's order. */
export const LESSON_GAMES = ['tuf', 'tally', 'mathable', 'words', 'diceculus'] as const;

function GameBadge(props: { game: string }) {
  const g = findGame(props.game);
  return (
    <span class="lesson-badge" style={g ? { '--tile': g.color } : undefined} aria-hidden="true">
      {g?.badge ?? '?'}
    </span>
  );
}

function Hub() {
  const { store } = useApp();
  const [lessons, setLessons] = useState<PresetRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    store.presets.list().then(
      (all) => setLessons(sortLessons(all)),
      () => setFailed(true),
    );
  }, [store]);
  return (
    <Screen title={t('lessons.title')} back="#/" class="lessons-screen">
      <p class="lessons-intro">{t('lessons.intro')}</p>
      <a class="btn btn-primary btn-big lessons-new" href={hrefFor('lessons', 'new')}>
        {t('lessons.new')}
      </a>
      <a class="btn lessons-collect" href={hrefFor('collect')}>
        {t('board.open')}
      </a>
      {failed ? (
        <p class="form-error" role="alert">
          {t('lessons.listFailed')}
        </p>
      ) : lessons === null ? (
        <p class="loading">{t('common.loading')}</p>
      ) : lessons.length === 0 ? (
        <p>{t('lessons.empty')}</p>
      ) : (
        <ul class="lessons-list" aria-label={t('lessons.listLabel', { n: lessons.length })}>
          {lessons.map((r) => {
            const lesson = lessonOfRecord(r);
            return (
              <li key={r.id}>
                <a class="lesson-row" href={hrefFor('lessons', r.id)}>
                  <GameBadge game={r.game} />
                  <span class="lesson-row-text">
                    <span class="lesson-row-name">{r.name}</span>
                    <span class="lesson-row-game">{gameTitle(r.game)}</span>
                    <span class="lesson-row-line">{lesson ? lessonLine(lesson) : t('lessons.unreadable')}</span>
                    <span class="lesson-row-date">{t('lessons.changed', { date: formatDate(r.updatedAt, { dateStyle: 'medium' }) })}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}

function NewLesson() {
  return (
    <Screen title={t('lessons.new')} back={hrefFor('lessons')} class="lessons-screen">
      <p>{t('lessons.pickGame')}</p>
      <ul class="game-list">
        {LESSON_GAMES.map((id) => {
          const g = findGame(id);
          if (!g) return null;
          return (
            <li key={id}>
              <GameTile game={g} href={hrefFor(id, 'lessons', 'new')} />
            </li>
          );
        })}
      </ul>
    </Screen>
  );
}

/** The class code, the link and the QR: what a student needs to open the lesson. */
function Share(props: { lesson: Lesson }) {
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const code = classCode(props.lesson);
  const link = shareLink(lessonLink(props.lesson));
  const copy = async (what: 'code' | 'link'): Promise<void> => {
    try {
      await navigator.clipboard.writeText(what === 'code' ? code : link);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };
  return (
    <section class="lesson-share" aria-labelledby="lesson-share-h">
      <h2 id="lesson-share-h">{t('lessons.shareTitle')}</h2>
      <p>{t('lessons.shareHelp')}</p>
      <div class="lesson-share-body">
        <div class="lesson-qr">
          <QrCode text={link} label={t('lessons.qrLabel', { name: props.lesson.name })} size={320} />
        </div>
        <div class="lesson-share-text">
          <p class="lesson-code-label" id="lesson-code-label">
            {t('lessons.classCode')}
          </p>
          <output class="lesson-code" aria-labelledby="lesson-code-label">
            {code}
          </output>
          <button type="button" class="btn" onClick={() => void copy('code')}>
            {copied === 'code' ? t('lessons.copied') : t('lessons.copyCode')}
          </button>
          <label class="lesson-link-label" for="lesson-link">
            {t('lessons.link')}
          </label>
          <input id="lesson-link" class="input lesson-link" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          <button type="button" class="btn" onClick={() => void copy('link')}>
            {copied === 'link' ? t('lessons.copied') : t('lessons.copyLink')}
          </button>
        </div>
      </div>
    </section>
  );
}

function LessonPage(props: { id: string }) {
  const { store, notify } = useApp();
  const [record, setRecord] = useState<PresetRecord | null | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  const [copyName, setCopyName] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    void (async () => {
      const found = await store.presets.get(props.id);
      if (!found || lessonOfRecord(found) === null) {
        if (live) setRecord(null);
        return;
      }
      // a lesson of an earlier build is given its fixed seed now, once
      const opened = await openedLesson(store.presets, found).catch(() => found);
      if (live) setRecord(opened);
    })();
    return () => {
      live = false;
    };
  }, [store, props.id]);
  if (record === undefined) return <LessonNotHere loading />;
  const lesson = record ? lessonOfRecord(record) : null;
  if (!record || !lesson) return <LessonNotHere loading={false} />;
  const facts = lessonFacts(lesson);
  const playable = facts !== null && lesson.seed !== '';
  return (
    <Screen title={record.name} back={hrefFor('lessons')} class="lessons-screen lesson-page">
      <p class="lesson-game">
        <GameBadge game={record.game} /> {gameTitle(record.game)} · {t('lessons.changed', { date: formatDate(record.updatedAt, { dateStyle: 'medium' }) })}
      </p>
      <section aria-labelledby="lesson-facts-h">
        <h2 id="lesson-facts-h">{t('lessons.factsTitle')}</h2>
        {facts === null ? <p class="form-error">{t('lessons.unreadable')}</p> : <FactsList facts={facts} />}
        <p class="lesson-same">{t('lessons.sameRolls')}</p>
      </section>
      {playable && <Share lesson={lesson} />}
      <div class="button-row lesson-actions">
        {playable && (
          <a class="btn btn-primary" href={lessonLink(lesson)}>
            {t('lessons.try')}
          </a>
        )}
        {playable && (
          <a class="btn" href={hrefFor(...collectRoute(lesson))}>
            {t('board.open')}
          </a>
        )}
        <a class="btn" href={hrefFor(record.game, 'lessons', record.id)}>
          {t('lessons.edit')}
        </a>
        <button
          type="button"
          class="btn"
          onClick={() => {
            setCopyName(t('lessons.copyName', { name: record.name }).slice(0, 80));
            setError('');
            setCopying(true);
          }}
        >
          {t('lessons.duplicate')}
        </button>
        <button type="button" class="btn btn-danger" onClick={() => setDeleting(true)}>
          {t('lessons.delete')}
        </button>
      </div>
      <Dialog open={copying} title={t('lessons.duplicateTitle')} onClose={() => setCopying(false)}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (copyName.trim() === '') {
              setError(t('lessons.nameNeeded'));
              return;
            }
            const copy = duplicateRecord(record, copyName);
            try {
              await store.presets.save(copy);
            } catch {
              setError(t('lessons.saveFailed'));
              return;
            }
            setCopying(false);
            notify({ kind: 'success', text: t('lessons.duplicated'), key: 'lessons' });
            navigate('lessons', copy.id);
          }}
        >
          <p>{t('lessons.duplicateHelp')}</p>
          <label class="tuf-field">
            <span class="tuf-field-label">{t('lessons.name')}</span>
            <input class="input" value={copyName} maxLength={80} data-autofocus="" onInput={(e) => setCopyName((e.target as HTMLInputElement).value)} />
          </label>
          {error && (
            <p class="form-error" role="alert">
              {error}
            </p>
          )}
          <div class="button-row">
            <button type="submit" class="btn btn-primary">
              {t('lessons.duplicateDo')}
            </button>
            <button type="button" class="btn" onClick={() => setCopying(false)}>
              {t('lessons.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
      <Dialog open={deleting} title={t('lessons.deleteTitle')} onClose={() => setDeleting(false)}>
        <p>{t('lessons.deleteConfirm', { name: record.name })}</p>
        <div class="button-row">
          <button
            type="button"
            class="btn btn-danger"
            onClick={async () => {
              try {
                await store.presets.remove(record.id);
              } catch {
                setDeleting(false);
                notify({ kind: 'error', text: t('lessons.deleteFailed'), key: 'lessons' });
                return;
              }
              setDeleting(false);
              notify({ kind: 'info', text: t('lessons.deleted', { name: record.name }), key: 'lessons' });
              redirect('lessons');
            }}
          >
            {t('lessons.deleteDo')}
          </button>
          <button type="button" class="btn" onClick={() => setDeleting(false)}>
            {t('lessons.keep')}
          </button>
        </div>
      </Dialog>
    </Screen>
  );
}

export default function LessonsScreen(props: { route: string[] }) {
  const [head] = props.route;
  if (head === undefined) return <Hub />;
  if (head === 'new') return <NewLesson />;
  return <LessonPage key={head} id={head} />;
}
