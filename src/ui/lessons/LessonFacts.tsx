/**
 * A lesson's settings as the teacher set them (`lessonFacts`, describe.ts),
 * shown where they are needed: the teacher's lesson page, and a student's
 * How to play while a lesson's game is on screen (every game's play screen
 * shows `LessonSettings`, or `LessonInfoButton` where it has no How to play).
 * On a game of its own both show nothing; the words and the games' readers
 * load only for a lesson's game. On a class server both also say where the
 * live hand-in stands (`useHandIn`).
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { Dialog } from '../components/Dialog';
import { HandInLine, useHandIn } from '../class/handIn';
import type { LessonFact } from './describe';
import './facts.css';

export function FactsList(props: { facts: LessonFact[] }) {
  return (
    <dl class="lesson-facts">
      {props.facts.map((f) => (
        <div key={f.label} class="lesson-fact">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The facts of the lesson a saved game was started from (`SessionRecord.lesson`), or null (none, or unreadable). */
function useLessonOf(mark: unknown): { name: string; facts: LessonFact[] } | null {
  const [found, setFound] = useState<{ name: string; facts: LessonFact[] } | null>(null);
  useEffect(() => {
    setFound(null);
    if (mark === undefined || mark === null) return;
    let live = true;
    void Promise.all([import('../class/start'), import('./describe')]).then(([start, describe]) => {
      const m = start.sessionLesson({ lesson: mark });
      const facts = m ? describe.lessonFacts(m.lesson) : null;
      if (live && m && facts) setFound({ name: m.lesson.name, facts });
    });
    return () => {
      live = false;
    };
  }, [mark]);
  return found;
}

/** In How to play: what the teacher set for this lesson (nothing for a game of its own). */
export function LessonSettings(props: { lesson: unknown }) {
  const found = useLessonOf(props.lesson);
  const handIn = useHandIn();
  if (!found) return null;
  return (
    <section class="lesson-howto" aria-label={t('lessons.howToSettings')}>
      <h3>{found.name === '' ? t('lessons.howToSettings') : t('lessons.howToNamed', { name: found.name })}</h3>
      <FactsList facts={found.facts} />
      <HandInLine state={handIn} />
    </section>
  );
}

/** A header button opening the lesson's settings, for a play screen without How to play (nothing for a game of its own). */
export function LessonInfoButton(props: { lesson: unknown }) {
  const found = useLessonOf(props.lesson);
  const [open, setOpen] = useState(false);
  const handIn = useHandIn();
  if (!found) return null;
  return (
    <>
      <button type="button" class="btn btn-small lesson-info" onClick={() => setOpen(true)}>
        {t('lessons.infoButton')}
        {/* on a class server: a dot for the live hand-in (green on the board, amber kept on the device), said in words inside */}
        {handIn !== 'off' && <span class="lesson-live-dot" data-live={handIn} aria-hidden="true" />}
      </button>
      <Dialog open={open} title={found.name === '' ? t('lessons.howToSettings') : t('lessons.howToNamed', { name: found.name })} onClose={() => setOpen(false)}>
        <FactsList facts={found.facts} />
        <HandInLine state={handIn} />
      </Dialog>
    </>
  );
}
