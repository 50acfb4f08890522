/**
 * Mounted once by the shell: follows the saved game on screen
 * (`watchShownGames`) and, when it was started from a class lesson, loads the
 * student's result (`StudentResult`, its own chunk) beside the game's screen.
 * Every other game loads nothing more.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionRecord } from '../../storage';
import { watchShownGames } from '../shownGames';
import { useRoute } from '../router';

type Shown = { record: SessionRecord; state: unknown; seat?: number };
let loaded: Promise<ComponentType<Shown>> | null = null;

export function LessonWatch() {
  const route = useRoute();
  const [shown, setShown] = useState<Shown | null>(null);
  const [View, setView] = useState<ComponentType<Shown> | null>(null);
  useEffect(
    () =>
      watchShownGames((record, state, seat) => {
        if (record.lesson === undefined) return;
        // a live lesson's class race (with this device's seat) stands for its game until another game is shown
        setShown((was) =>
          seat === undefined && was?.seat !== undefined && was.record.id === record.id ? was : { record, state, ...(seat !== undefined ? { seat } : {}) },
        );
        loaded ??= import('./StudentResult').then((m) => m.default);
        void loaded.then((C) => setView(() => C));
      }),
    [],
  );
  // only while that game's screen is open
  const [, part, id] = route;
  if (!shown || !View || part !== 'play' || id !== shown.record.id) return null;
  return <View record={shown.record} state={shown.state} {...(shown.seat !== undefined ? { seat: shown.seat } : {})} />;
}
