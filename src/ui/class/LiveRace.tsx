/**
 * The teacher's live board for a race lesson (TUF, TUF words): the class race
 * rebuilt from every student's device (src/games/race/live.ts) — which round
 * is played, the calls as they come, in the one order every device computes —
 * and "Next round" for the whole class: it sets the teacher's round in the
 * live document, and every student's device starts that round
 * (src/ui/race/useLiveRace.ts). Loaded with the live board.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lesson } from '../../class/lesson';
import { classRace, teacherLead, type ClassRace, type LiveRaceSource } from '../../games/race/live';
import type { Judgement } from '../../games/race/types';
import { t } from '../../i18n';
import type { LiveLesson } from '../../services/liveLesson';
import { onTick } from '../components/ticker';
import { callWord, type RaceGame } from '../race/words';

type AnyRace = LiveRaceSource<unknown, unknown, Judgement> & { engine: { parseParams(p: Lesson['params']): unknown } };

/** The race a lesson is raced live on (its game's engine), or null for a game that is not a race (or TUF words' Rotary). */
async function raceOf(lesson: Lesson): Promise<{ game: RaceGame; race: AnyRace; params: unknown } | null> {
  try {
    if (lesson.game === 'tuf') {
      const { matchRace } = await import('../../games/tuf/plugin');
      const race = matchRace as unknown as AnyRace;
      return { game: 'tuf', race, params: race.engine.parseParams(lesson.params) };
    }
    if (lesson.game === 'words') {
      const { wordsRace } = await import('../../games/words/plugin');
      const race = wordsRace as unknown as AnyRace;
      const params = race.engine.parseParams(lesson.params) as { rotary?: boolean };
      return params.rotary ? null : { game: 'words', race, params };
    }
  } catch {
    // settings this build cannot read: the board shows the results only
  }
  return null;
}

export function LiveRaceRounds(props: { lesson: Lesson; live: LiveLesson }) {
  const [race, setRace] = useState<Awaited<ReturnType<typeof raceOf>>>(null);
  const [now, setNow] = useState(Date.now());
  const [, redraw] = useState(0);
  useEffect(() => {
    let gone = false;
    void raceOf(props.lesson).then((r) => !gone && setRace(r));
    return () => {
      gone = true;
    };
  }, [props.lesson.game, props.lesson.seed]);
  useEffect(() => props.live.subscribe(() => redraw((n) => n + 1)), [props.live]);
  if (!race) return null;
  const cr: ClassRace<unknown, unknown, Judgement> = classRace(
    race.race,
    race.params,
    props.lesson.seed,
    props.live.entries(),
    now,
    teacherLead(props.live.teacher()),
  );
  // order play (the preset constant cube): every seat calls once, and a call is its place, not a count to beat
  const order = race.race.plugin.table(cr.state.params).order === true && race.race.plugin.order !== undefined;
  return <Rounds game={race.game} cr={cr} live={props.live} order={order} onClock={setNow} />;
}

function Rounds(props: { game: RaceGame; cr: ClassRace<unknown, unknown, Judgement>; live: LiveLesson; order: boolean; onClock: (now: number) => void }) {
  const { cr, live, game } = props;
  const s = cr.state;
  const total = (s.params as { rounds?: number }).rounds ?? s.rounds.length;
  const round = s.rounds[s.rounds.length - 1];
  const playing = s.phase === 'playing';
  // while a round is played, the glass may run out: the board looks at the clock
  useEffect(() => (playing ? onTick(() => props.onClock(Date.now())) : undefined), [playing]);
  const asked = live.teacher().round;
  const next = s.rounds.length + 1;
  const starting = typeof asked === 'number' && asked >= next && !playing;
  const status =
    s.phase === 'finished'
      ? t('liveRace.over', { total })
      : !round
        ? t('liveRace.none')
        : playing
          ? t('liveRace.playing', { n: round.index + 1, total })
          : t('liveRace.ended', { n: round.index + 1, total });
  const names = s.names;
  return (
    <div class="live-race">
      <p role="status" class="live-race-status">
        {starting ? t('liveRace.starting', { n: next }) : status}
      </p>
      {round && round.calls.length > 0 && (
        <ol class="race-calls" aria-label={t('race.callsHeading')}>
          {round.calls.map((c, i) => (
            <li key={i} class={c.struck ? 'is-struck' : ''}>
              {props.order
                ? t('race.callEntryOrder', { call: callWord(game, 0), name: names[c.seat] ?? '' })
                : t('race.callEntry', { call: callWord(game, i), name: names[c.seat] ?? '', n: c.value })}
              {c.struck ? ` ${t('race.callStruck')}` : ''}
            </li>
          ))}
        </ol>
      )}
      {s.phase !== 'finished' && (
        <button
          type="button"
          class="btn btn-primary"
          disabled={playing || starting || cr.devices.length === 0}
          onClick={() => {
            live.startRound(next);
          }}
        >
          {t('liveRace.next', { n: next })}
        </button>
      )}
    </div>
  );
}
