/**
 * A race lesson played live (the page came from a class server): the small
 * adapter between the lesson's live document (src/services/liveLesson.ts,
 * through `useLiveLesson`) and the race table on screen. The class race is
 * rebuilt from every device's entries by the DOM-free `classRace`
 * (src/games/race/live.ts) whenever the document changes or the clock may
 * end a round; this device's moves are checked against it by the engine and
 * written to the document (`liveMoveOf`); the device joins the table once
 * (its name), writes what it had on the table when a round ends, and starts
 * the round the teacher's "Next round" asks for (only the teacher starts
 * rounds: before round 1 too, the student waits for the teacher). Null while the lesson is not
 * live (no class server: the lesson is played on the device alone, as before),
 * and for a device that comes after the class has played every round (it
 * plays the lesson alone, and its result still goes to the board);
 * 'joining' while the page asks its server and the device takes its seat
 * (the screen shows "Loading…"), so a lesson never starts on the device just
 * before it turns live.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { IllegalMoveError, refusal } from '../../core/engine';
import type { Lesson } from '../../class/lesson';
import {
  classRace,
  keepClassRace,
  liveMoveOf,
  readKeptClassRace,
  seenFrom,
  teacherLead,
  type ClassRace,
  type KeptClassRace,
  type LiveMove,
  type LiveRaceSource,
} from '../../games/race/live';
import type { Judgement, RaceMove, RaceState, RoundState, Verdict } from '../../games/race/types';
import type { LiveStatus } from '../../services/liveLesson';
import type { SessionRecord } from '../../storage';
import { classServer, useLiveLesson } from '../class/live';
import type { DispatchResult } from '../session';
import { deviceId } from '../tally/device';

/** The longest a lesson waits to take its seat at the class's table (the server answered the page, not the lesson) before it is played on the device. */
export const JOIN_WAIT_MS = 8000;
/** How long a device waits before writing its roll for the teacher's round again, while the class's round has not started. */
export const ROLL_AGAIN_MS = 5000;

export interface LiveRaceTable<P, C, J extends Judgement> {
  /** The class race (every seat a person; what the engine checks moves against). */
  race: ClassRace<P, C, J>;
  /** The class race as this device shows it: the other devices' seats are `remote`. */
  shown: RaceState<P, C, J>;
  /** This device's seat (-1 until its name is on the table). */
  seat: number;
  /** The connection to the lesson's document, or 'kept': the class finished the race and it is read from the saved game. */
  status: LiveStatus | 'kept';
  /** The round the teacher last started for the class (1, 2, …), or null before the first (only the teacher starts rounds). */
  teacherRound: number | null;
  /** Checks a move of this device against the class race and writes it to the lesson's document. */
  move(move: RaceMove): DispatchResult;
  /** The class race as the saved game keeps it once finished (from the lesson's document; null when read from the saved game). */
  keep(): KeptClassRace | null;
}

/** The lesson a saved game was started from and the student's name, read from its record. */
function lessonOf(session: SessionRecord | null): { lesson: Lesson; student: string } | null {
  const l = session?.lesson as { lesson?: Partial<Lesson>; student?: unknown } | undefined;
  const lesson = l?.lesson;
  if (!lesson || typeof l?.student !== 'string' || typeof lesson.game !== 'string' || typeof lesson.seed !== 'string') return null;
  if (typeof lesson.params !== 'object' || lesson.params === null) return null;
  return {
    lesson: { game: lesson.game, params: lesson.params, seed: lesson.seed, name: typeof lesson.name === 'string' ? lesson.name : '' },
    student: l.student,
  };
}

export function useLiveRace<P, C, J extends Judgement>(
  source: (LiveRaceSource<P, C, J> & { engine: { id: string } }) | undefined,
  session: SessionRecord | null,
  local: RaceState<P, C, J> | null,
  now: number,
  /** What this seat has on the table at a round's end (its submission, with the reference's verdict when the game has one). */
  finals: (state: RaceState<P, C, J>, round: RoundState<C, J>, seat: number) => Promise<{ submission: string | null; verdict?: Verdict }>,
): LiveRaceTable<P, C, J> | 'joining' | null {
  const race = source as LiveRaceSource<P, C, J>;
  const mark = source?.plugin.live && session?.game === source.engine.id ? lessonOf(session) : null;
  const student = (local?.names[0] ?? mark?.student ?? '').trim();
  const live = useLiveLesson(mark?.lesson ?? null, student);
  // whether the page has a class server (asked once): until then, and until the device has its seat, the lesson waits
  const [server, setServer] = useState<string | null | undefined>(undefined);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!mark) return;
    let gone = false;
    void classServer().then((s) => !gone && setServer(s));
    // a class server that answered the page but not the lesson: after a while the lesson is played on the device
    const late = setTimeout(() => !gone && setWaited(true), JOIN_WAIT_MS);
    return () => {
      gone = true;
      clearTimeout(late);
    };
  }, [mark !== null]);
  const doc = live.status === 'off' ? null : live.live;
  // a lesson the class finished: its race as the saved game kept it (shown at once, and with no class server; the
  // lesson's document, when the server has it, is read as before and may bring what arrived later)
  const kept = useMemo(() => (session?.status === 'finished' ? readKeptClassRace(session.live) : null), [session?.status, session?.live]);
  const keptRace = useMemo(
    () => (kept && local && source ? classRace(race, local.params, local.seed, kept.entries, kept.at, kept.lead) : null),
    [kept, local?.params, local?.seed],
  );
  const [version, setVersion] = useState(0);
  useEffect(() => (doc ? doc.subscribe(() => setVersion((n) => n + 1)) : undefined), [doc]);
  // only the teacher starts the class's rounds (what the teacher's device set in the document)
  const lead = useMemo(() => (doc ? teacherLead(doc.teacher()) : null), [doc, version]);
  // the class race, rebuilt when the document changes (and each second, for a glass that runs out)
  const second = Math.floor(now / 1000);
  const cr = useMemo(
    () => (doc && lead && local && source ? classRace(race, local.params, local.seed, doc.entries(), now, lead) : null),
    [doc, lead, local?.params, local?.seed, version, second],
  );
  const me = deviceId();
  const seat = cr ? cr.devices.indexOf(me) : -1;
  const shown = useMemo(() => (cr ? seenFrom(cr.state, seat) : null), [cr, seat]);
  const teacherRound = lead && lead.round > 0 ? lead.round : null;

  /** This device's own entries in the document. */
  const own = (): LiveMove[] =>
    doc
      ? doc
          .entries()
          .filter((e) => e.device === me)
          .map((e) => e.move as LiveMove)
      : [];
  const write = (m: LiveMove): void => void doc?.append(m, m.at);

  const latest = useRef({ cr, seat });
  latest.current = { cr, seat };
  const move = (m: RaceMove): DispatchResult => {
    const { cr: now, seat: mine } = latest.current;
    if (!now || mine < 0) return { ok: false, refusal: refusal('noSeat', { seat: 1 }) };
    try {
      race.apply(now.state, m);
    } catch (e) {
      if (e instanceof IllegalMoveError) return { ok: false, refusal: e.refusal };
      throw e;
    }
    const entry = liveMoveOf(now, mine, m);
    if (!entry) return { ok: false, refusal: refusal('noSeat', { seat: mine + 1 }) };
    write(entry);
    return { ok: true };
  };

  /** The class's rounds are all played and this device never sat at its table: it plays the lesson alone, as offline. */
  const tooLate = cr !== null && seat < 0 && cr.state.phase === 'finished';
  // the device takes its seat at the class's table once, with its student's name — once it has what the server has
  // (the class may have played every round already)
  const synced = doc?.synced === true;
  useEffect(() => {
    if (!doc || !cr || seat >= 0 || tooLate || !synced) return;
    if (own().some((m) => m.type === 'names')) return;
    write({ type: 'names', names: [student || '?'], at: Math.max(Date.now(), cr.state.lastAt), round: Math.max(0, cr.state.rounds.length - 1) });
  }, [doc, cr, seat, student, synced]);

  // when a round has ended, the device writes what it had on the table (once a round)
  const ending = useRef(new Set<number>());
  useEffect(() => {
    if (!doc || !cr || seat < 0) return;
    const wrote = new Set(own().flatMap((m) => (m.type === 'end' ? [m.round] : [])));
    for (const round of cr.state.rounds) {
      if (!round.end || wrote.has(round.index) || ending.current.has(round.index)) continue;
      ending.current.add(round.index);
      const { reason, at } = round.end;
      void finals(cr.state, round, seat)
        .catch(() => ({ submission: null }))
        .then((f: { submission: string | null; verdict?: Verdict }) =>
          write({
            type: 'end',
            reason,
            finals: [f.submission],
            at: Math.max(at, Date.now()),
            round: round.index,
            ...(f.verdict ? { verdicts: [f.verdict] } : {}),
          }),
        );
    }
  }, [doc, cr, seat]);

  // the teacher's "Next round": this device starts it (the first device's roll starts it for everyone), stamped no
  // earlier than the teacher started it (a roll before that would not count: this device's clock may run behind);
  // asked again every few seconds while the class's round has not started (a roll held back: a teacher's clock far
  // ahead), not on every change
  const rolled = useRef(new Map<number, number>());
  useEffect(() => {
    if (!cr || seat < 0 || teacherRound === null) return;
    const s = cr.state;
    if (s.phase === 'playing' || s.phase === 'finished' || teacherRound - 1 !== s.rounds.length) return;
    const tried = rolled.current.get(s.rounds.length);
    if (tried !== undefined && Date.now() - tried < ROLL_AGAIN_MS) return;
    rolled.current.set(s.rounds.length, Date.now());
    move({ type: 'roll', at: Math.max(Date.now(), s.lastAt, lead?.starts[s.rounds.length] ?? 0) });
  }, [cr, seat, teacherRound]);

  const keptSeat = keptRace ? keptRace.devices.indexOf(me) : -1;
  if ((!cr || !shown || !doc || tooLate || seat < 0) && keptRace && keptSeat >= 0) {
    return {
      race: keptRace,
      shown: seenFrom(keptRace.state, keptSeat),
      seat: keptSeat,
      status: 'kept',
      teacherRound: kept?.lead.round || null,
      move: () => ({ ok: false, refusal: refusal('matchOver') }),
      keep: () => null,
    };
  }
  if (mark && !waited && (server === undefined || (server !== null && (!cr || (seat < 0 && !tooLate))))) return 'joining';
  if (!cr || !shown || !doc || !lead || tooLate || seat < 0) return null;
  const at = now;
  return {
    race: cr,
    shown,
    seat,
    status: live.status === 'off' ? 'connecting' : live.status,
    teacherRound,
    move,
    keep: () => keepClassRace(doc.entries(), lead, at),
  };
}
