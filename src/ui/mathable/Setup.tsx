/** Setting up a Mathable game: players (people or computer levels), options, start. */
import { useEffect, useState } from 'preact/hooks';
import { formatParams, mathable, parseParams, seatFor, type Level, type MathableParams, type Seat } from '../../games/mathable/engine';
import type { PresetRecord } from '../../storage';
import { paramsOfRecord } from '../../storage/lessons';
import { LessonSetupActions, lessonScreenBack, lessonScreenTitle, useLessonSaving } from '../lessons/LessonSave';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { t } from '../../i18n';
import { hrefFor, redirect } from '../router';
import { createSession, freshSeed } from '../session';
import { sessionTitle } from './view';
import { errorText } from '../services/solverText';
import { isObject, recall, remember } from '../remember';
import { GuideAgain } from '../guide/Guide';
import { mathableGuide } from '../guide/mathable';

type Kind = 'human' | Level;
interface SeatForm {
  name: string;
  kind: Kind;
}

const KINDS: Kind[] = ['human', 'easy', 'medium', 'hard'];
const KIND_KEY = {
  human: 'mathable.kind.human',
  easy: 'mathable.kind.easy',
  medium: 'mathable.kind.medium',
  hard: 'mathable.kind.hard',
} as const;

export const defaultSeats = (): SeatForm[] => [
  { name: t('mathable.defaultYou'), kind: 'human' },
  { name: t('mathable.defaultComputer', { n: 2 }), kind: 'easy' },
  { name: t('mathable.defaultComputer', { n: 3 }), kind: 'easy' },
  { name: t('mathable.defaultComputer', { n: 4 }), kind: 'easy' },
];

interface SetupForm {
  count: number;
  seats: SeatForm[];
  highlight: boolean;
  hide: boolean;
  /** Hints chosen on or off; null follows the default (on with one person playing, off with several). */
  hints: boolean | null;
}

/** The last setup on this device (also kept while the form is edited, so a visit to the hall of fame loses nothing). */
function readSetup(v: unknown): SetupForm | null {
  if (!isObject(v) || !Array.isArray(v.seats) || v.seats.length !== 4) return null;
  const seats = v.seats.map((s): SeatForm | null =>
    isObject(s) && typeof s.name === 'string' && s.name.length <= 24 && KINDS.includes(s.kind as Kind) ? { name: s.name, kind: s.kind as Kind } : null,
  );
  if (seats.some((s) => s === null)) return null;
  return {
    count: [2, 3, 4].includes(v.count as number) ? (v.count as number) : 2,
    seats: seats as SeatForm[],
    highlight: v.highlight !== false,
    hide: v.hide === true,
    hints: typeof v.hints === 'boolean' ? v.hints : null,
  };
}

export function seatOf(f: SeatForm): Seat {
  return seatFor(f.name, f.kind === 'human' ? { kind: 'human' } : { kind: 'computer', level: f.kind });
}

/** Creates and opens a game. */
export async function startGame(
  store: Parameters<typeof createSession>[0],
  params: MathableParams,
  names: string[],
  highlight: boolean,
  seed = freshSeed(8),
): Promise<string> {
  // The names are the game's first move (saved with it); the highlight setting is screen state.
  // On a full disk the store keeps the record in memory and the game screen says so: the game still starts.
  const record = await createSession(store, mathable, params, seed, sessionTitle, { moves: [{ type: 'names', names }], view: { highlight } });
  return record.id;
}

/** A kept lesson's settings as the form holds them (seat 1 the student), or null when they no longer read. */
function lessonForm(lesson: PresetRecord | undefined): SetupForm | null {
  const flat = lesson ? paramsOfRecord(lesson) : null;
  if (!flat) return null;
  let p: MathableParams;
  try {
    p = parseParams(flat);
  } catch {
    return null;
  }
  const seats = defaultSeats().map((d, i) => {
    const seat = p.seats[i];
    return seat ? { name: d.name, kind: seat.kind === 'human' ? ('human' as const) : seat.level } : d;
  });
  return { count: p.seats.length, seats, highlight: true, hide: p.hiddenRacks, hints: p.hints === false ? false : null };
}

export function Setup(props: { lesson?: PresetRecord; newLesson?: boolean } = {}) {
  const { store, notify } = useApp();
  const lessonSaving = useLessonSaving('mathable', props.lesson, props.newLesson);
  const asLesson = lessonSaving.asLesson;
  // a lesson's form starts from the lesson (or, new, from a student against one medium computer), never from the device's last game
  const [saved] = useState(() =>
    asLesson
      ? (lessonForm(props.lesson) ?? {
          count: 2,
          seats: defaultSeats().map((d, i) => (i === 0 ? d : { ...d, kind: 'medium' as const })),
          highlight: true,
          hide: false,
          hints: null,
        })
      : recall('mathable', readSetup),
  );
  const [count, setCount] = useState(saved?.count ?? 2);
  const [seats, setSeats] = useState<SeatForm[]>(saved?.seats ?? defaultSeats);
  const [highlight, setHighlight] = useState(saved?.highlight ?? true);
  const [hide, setHide] = useState(saved?.hide ?? false);
  const [hintsPick, setHintsPick] = useState<boolean | null>(saved?.hints ?? null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!asLesson) remember('mathable', { count, seats, highlight, hide, hints: hintsPick });
  }, [count, seats, highlight, hide, hintsPick]);
  // hints: on by default for one person learning against computers, off where people play each other
  const people = seats.slice(0, count).filter((s) => seatOf(s).kind === 'human').length;
  const hints = hintsPick ?? people <= 1;

  const update = (i: number, change: Partial<SeatForm>): void => setSeats(seats.map((s, j) => (j === i ? { ...s, ...change } : s)));

  /** The lesson's settings: seat 1 is the student on each device, the others as chosen. */
  const saveLesson = (): void => {
    const used = seats.slice(0, count).map((s, i): Seat => (i === 0 || s.kind === 'human' ? { kind: 'human' } : { kind: 'computer', level: s.kind }));
    void lessonSaving.save(formatParams({ seats: used, hiddenRacks: hide, ...(hints ? {} : { hints: false }) }));
  };

  const start = async (): Promise<void> => {
    setBusy(true);
    try {
      const used = seats.slice(0, count);
      const params: MathableParams = { seats: used.map(seatOf), hiddenRacks: hide, ...(hints ? {} : { hints: false }) };
      const names = used.map((s, i) => s.name.trim() || t('mathable.defaultPlayer', { n: i + 1 }));
      const id = await startGame(store, params, names, highlight);
      redirect('mathable', 'play', id);
    } catch (e) {
      notify({ kind: 'error', text: errorText(e) });
      setBusy(false);
    }
  };

  return (
    <Screen title={lessonScreenTitle(lessonSaving, t('mathable.title'), t('mathable.setup'))} back={lessonScreenBack(lessonSaving)} class="mth-setup is-form">
      {asLesson && <p class="mth-note">{t('lessons.setupDevices')}</p>}
      <fieldset class="choice">
        <legend>{t('mathable.players')}</legend>
        <div class="segmented">
          {[2, 3, 4].map((n) => (
            <label key={n} class={`segment ${count === n ? 'is-on' : ''}`}>
              <input type="radio" name="mth-count" checked={count === n} onChange={() => setCount(n)} />
              {t('mathable.playerCount', { n })}
            </label>
          ))}
        </div>
      </fieldset>
      <ol class="mth-seats">
        {seats.slice(0, count).map((s, i) => {
          const seat = seatOf(s);
          return (
            <li key={i} class="mth-seat">
              {asLesson ? (
                <span class="mth-seat-name">{i === 0 ? t('lessons.studentSeat') : t('mathable.defaultPlayer', { n: i + 1 })}</span>
              ) : (
                <input
                  class="input"
                  value={s.name}
                  maxLength={24}
                  aria-label={t('mathable.name', { n: i + 1 })}
                  onInput={(e) => update(i, { name: (e.currentTarget as HTMLInputElement).value })}
                />
              )}
              {!(asLesson && i === 0) && (
                <select
                  class="input"
                  aria-label={t('mathable.kind', { n: i + 1 })}
                  value={seat.kind === 'computer' ? seat.level : 'human'}
                  onChange={(e) => update(i, { kind: (e.currentTarget as HTMLSelectElement).value as Kind })}
                >
                  {KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(KIND_KEY[k])}
                    </option>
                  ))}
                </select>
              )}
            </li>
          );
        })}
      </ol>
      {!asLesson && <p class="mth-note">{t('mathable.compNote')}</p>}
      <fieldset class="choice">
        <legend>{t('mathable.options')}</legend>
        {!asLesson && (
          <label class="toggle">
            <input type="checkbox" role="switch" checked={highlight} onChange={(e) => setHighlight((e.currentTarget as HTMLInputElement).checked)} />
            {t('mathable.highlight')}
          </label>
        )}
        <label class="toggle">
          <input type="checkbox" role="switch" checked={hide} onChange={(e) => setHide((e.currentTarget as HTMLInputElement).checked)} />
          {t('mathable.hideRacks')}
        </label>
        <label class="toggle">
          <input type="checkbox" role="switch" checked={hints} onChange={(e) => setHintsPick((e.currentTarget as HTMLInputElement).checked)} />
          {t('mathable.hintsSetting')}
        </label>
        <p class="mth-note">{t('mathable.hintNote')}</p>
      </fieldset>
      <LessonSetupActions of={lessonSaving} onSave={saveLesson} class="form-go">
        <button type="button" class="btn btn-primary btn-big mth-start" disabled={busy} onClick={() => void start()}>
          {t('mathable.start')}
        </button>
      </LessonSetupActions>
      {!asLesson && (
        <p class="mth-links">
          <a class="btn" href={hrefFor('mathable', 'fame')}>
            <span aria-hidden="true">★ </span>
            {t('mathable.fame')}
          </a>
        </p>
      )}
      <details class="mth-rules">
        <summary>{t('mathable.rules')}</summary>
        <p>{t('mathable.rulesText')}</p>
        <GuideAgain plan={mathableGuide} />
      </details>
    </Screen>
  );
}
