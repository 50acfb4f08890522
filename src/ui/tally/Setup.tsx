/** Setting up a round: who plays (solo, pass the tablet, several devices), computer players, timer, brackets, board. */
import { useState } from 'preact/hooks';
import { boardIssue } from '../../games/tally/board';
import { readBoardCode } from '../../games/tally/codes';
import {
  cleanName,
  DEFAULT_PARAMS,
  LEVELS,
  paramsRefusal,
  readParams,
  tallyEngine,
  type Level,
  type TallyMove,
  type TallyParams,
} from '../../games/tally/round';
import { Screen } from '../components/Screen';
import { PlayerList } from '../components/PlayerList';
import { ComputerPicker } from '../components/ComputerPicker';
import { useApp } from '../context';
import { t, refusalText } from '../../i18n';
import { navigate, redirect } from '../router';
import { createSession, freshSeed } from '../session';
import { describeRound } from './describe';
import { Segmented } from '../components/Choice';
import { errorText } from '../services/solverText';
import { isObject, recall, remember } from '../remember';
import { GuideAgain } from '../guide/Guide';
import { tallyGuide } from '../guide/tally';
import { within } from '../../core/refusal';
import type { PresetRecord } from '../../storage';
import { paramsOfRecord } from '../../storage/lessons';
import { LessonSetupActions, lessonScreenBack, lessonScreenTitle, useLessonSaving } from '../lessons/LessonSave';

interface Remembered {
  mode: Mode;
  names: string[];
  bots: Level[];
  minutes: number;
  parens: boolean;
  /** Hints allowed, per way of playing (absent: the defaults, on solo and off otherwise). */
  hints?: Record<Mode, boolean>;
}

/** Hints by way of playing: on for solo practice, off where people compete. */
const HINTS_DEFAULT: Record<Mode, boolean> = { solo: true, pass: false, devices: false };

/** The last setup on this device; anything unreadable falls back to the defaults. */
export function readTallySetup(v: unknown): Remembered | null {
  if (!isObject(v)) return null;
  const names = Array.isArray(v.names) ? v.names.filter((n): n is string => typeof n === 'string' && n.length <= 20).slice(0, 6) : [];
  return {
    mode: MODES.includes(v.mode as Mode) ? (v.mode as Mode) : 'solo',
    names: names.length > 0 ? names : [t('tally.defaultName')],
    bots: Array.isArray(v.bots) ? LEVELS.filter((l) => (v.bots as unknown[]).includes(l)) : ['medium'],
    minutes: MINUTES.includes(v.minutes as number) ? (v.minutes as number) : 3,
    parens: v.parens === true,
    hints: Object.fromEntries(
      MODES.map((m) => [m, isObject(v.hints) && typeof v.hints[m] === 'boolean' ? (v.hints[m] as boolean) : HINTS_DEFAULT[m]]),
    ) as Record<Mode, boolean>,
  };
}

type Mode = 'solo' | 'pass' | 'devices';
const MODES: Mode[] = ['solo', 'pass', 'devices'];
const MINUTES = [1, 2, 3, 5];

/** The join moves for a setup: people first, then computer players. */
export function joinMoves(names: string[], bots: Level[]): TallyMove[] {
  const moves: TallyMove[] = names.map((name) => ({ t: 'join', name }));
  const used = new Set(names.map((n) => n.toLowerCase()));
  bots.forEach((level, i) => {
    let name = t(`tally.botName.${level}`);
    if (used.has(name.toLowerCase())) name = `${name} ${i + 1}`;
    used.add(name.toLowerCase());
    moves.push({ t: 'join', name, bot: level });
  });
  return moves;
}

/** A kept lesson's settings, or null when they no longer read. */
function lessonTallyParams(lesson: PresetRecord | undefined): TallyParams | null {
  const flat = lesson ? paramsOfRecord(lesson) : null;
  if (!flat) return null;
  const r = readParams(flat);
  return r.ok ? r.params : null;
}

export function TallySetup(props: {
  joinCode?: string;
  again?: { names: string[]; bots: Level[]; params: TallyParams };
  /** Editing a kept lesson, or making a new one: the settings only, saved rather than played. */
  lesson?: PresetRecord;
  newLesson?: boolean;
}) {
  const { store, notify } = useApp();
  const lessonSaving = useLessonSaving('tally', props.lesson, props.newLesson);
  const asLesson = lessonSaving.asLesson;
  const fromLesson = lessonTallyParams(props.lesson);
  const joined = props.joinCode ? readBoardCode(props.joinCode) : null;
  let joinedParams: TallyParams | null = null;
  let joinError: string | null = null;
  if (joined?.ok) {
    const r = readParams(joined.params, { fromCode: true });
    if (r.ok) joinedParams = r.params;
    else joinError = refusalText('tally', paramsRefusal(r.refusal));
  } else if (joined && !joined.ok) joinError = t(`tally.code.${joined.code}`);

  const again = props.again;
  const [saved] = useState(() => recall('tally', readTallySetup));
  const [mode, setMode] = useState<Mode>(joined ? 'devices' : again ? (again.names.length > 1 ? 'pass' : 'solo') : (saved?.mode ?? 'solo'));
  const [names, setNames] = useState<string[]>(again?.names ?? saved?.names ?? [t('tally.defaultName')]);
  const [bots, setBots] = useState<Level[]>(again?.bots ?? saved?.bots ?? ['medium']);
  const [minutes, setMinutes] = useState<number>(
    fromLesson ? Math.max(1, Math.round(fromLesson.seconds / 60)) : again ? Math.max(1, Math.round(again.params.seconds / 60)) : (saved?.minutes ?? 3),
  );
  const [parens, setParens] = useState(fromLesson?.parens ?? again?.params.parens ?? saved?.parens ?? false);
  const [hintsBy, setHintsBy] = useState<Record<Mode, boolean>>(saved?.hints ?? HINTS_DEFAULT);
  // a lesson's own hints (off unless the teacher turns them on: students compare results)
  const [lessonHints, setLessonHints] = useState(fromLesson?.hints === true);
  const hints = asLesson ? lessonHints : hintsBy[mode];
  const [typed, setTyped] = useState(fromLesson?.board != null);
  const [digits, setDigits] = useState(fromLesson?.board ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const padded = (ns: string[]): string[] => (ns.length >= 2 ? ns : [...ns, t('tally.playerDefault', { n: 2 })]);
  const people = mode === 'pass' ? padded(names) : names.slice(0, 1);
  const computer = mode === 'devices' ? [] : bots;

  /** The settings as the form has them, or why the typed board is not one. */
  const formParams = (): TallyParams | string => {
    const board = typed ? digits.replace(/\s/g, '') : null;
    if (board !== null) {
      const issue = boardIssue(board);
      if (issue) return refusalText('tally', within('board', issue));
    }
    return { ...DEFAULT_PARAMS, parens, seconds: minutes * 60, board, hints };
  };

  const saveLesson = (): void => {
    const set = formParams();
    void lessonSaving.save(typeof set === 'string' ? set : tallyEngine.formatParams(set));
  };

  const start = async (): Promise<void> => {
    setError(null);
    const cleaned = people.map(cleanName);
    if (cleaned.some((n) => n === '') || new Set(cleaned.map((n) => n.toLowerCase())).size !== cleaned.length) {
      setError(t('tally.needName'));
      return;
    }
    let params: TallyParams;
    let seed: string;
    if (joinedParams && joined?.ok) {
      params = joinedParams;
      seed = joined.seed;
    } else {
      const set = formParams();
      if (typeof set === 'string') {
        setError(set);
        return;
      }
      params = set;
      seed = freshSeed();
    }
    setBusy(true);
    // the next setup opens as this one (a joined board's own settings are not the device's choice)
    remember('tally', joinedParams ? { ...(recall('tally', readTallySetup) ?? {}), names } : { mode, names, bots, minutes, parens, hints: hintsBy });
    try {
      const record = await createSession(store, tallyEngine, params, seed, describeRound, { moves: joinMoves(cleaned, computer) });
      redirect('tally', 'play', record.id);
    } catch (e) {
      setBusy(false);
      notify({ kind: 'error', text: t('tally.startFailed', { reason: errorText(e) }) });
    }
  };

  return (
    <Screen title={lessonScreenTitle(lessonSaving, t('tally.title'), t('tally.setup'))} back={lessonScreenBack(lessonSaving)} class="tally-setup is-form">
      {asLesson && <p class="tally-help">{t('lessons.setupDevices')}</p>}
      {joined && (
        <div class="tally-joining" role="status">
          {joinError || !joinedParams ? (
            <p>{t('tally.badCode', { reason: joinError ?? '' })}</p>
          ) : (
            <>
              <p>
                {t('tally.joining', {
                  minutes: Math.round(joinedParams.seconds / 60) || 1,
                  brackets: joinedParams.parens ? t('tally.bracketsOn') : t('tally.bracketsOff'),
                })}
              </p>
              {joinedParams.hints === true || joinedParams.hints === false ? <p>{t(joinedParams.hints ? 'tally.hintsOn' : 'tally.hintsOff')}</p> : null}
              <p class="tally-muted tally-code">{t('tally.joiningCode', { code: props.joinCode ?? '' })}</p>
            </>
          )}
        </div>
      )}
      {!joined && !asLesson && (
        <>
          <Segmented legend={t('tally.mode')} name="mode" options={MODES} value={mode} label={(m) => t(`tally.mode.${m}`)} onChange={setMode} />
          <p class="tally-help">{t(`tally.mode.${mode}Help`, { minutes: t('tally.minuteCount', { count: minutes }) })}</p>
        </>
      )}
      {!asLesson && (
        <PlayerList
          idPrefix="tally-name"
          names={people}
          several={mode === 'pass'}
          editable={mode === 'pass'}
          placeholder
          text={{
            yourName: t('tally.yourName'),
            playerName: (n) => t('tally.playerName', { n }),
            playerDefault: (n) => t('tally.playerDefault', { n }),
            add: t('tally.addPlayer'),
            remove: (name) => t('tally.removePlayer', { name }),
          }}
          onName={(i, v) => setNames((ns) => (mode === 'pass' ? padded(ns) : ns).map((x, j) => (j === i ? v : x)))}
          onAdd={() => setNames((ns) => [...padded(ns), t('tally.playerDefault', { n: padded(ns).length + 1 })])}
          onRemove={(i) => setNames((ns) => padded(ns).filter((_, j) => j !== i))}
        />
      )}
      {mode !== 'devices' && !asLesson && (
        <ComputerPicker
          legend={t('tally.opponents')}
          levels={LEVELS}
          chosen={bots}
          label={(lv) => t('tally.botChoice', { name: t(`tally.botName.${lv}`), level: t(`tally.level.${lv}`) })}
          class="tally-bots"
          buttonClass="tally-bot"
          onChange={setBots}
        />
      )}
      {!joined && (
        <details class="tally-options" open={asLesson}>
          <summary>{t('tally.options')}</summary>
          <Segmented
            legend={t('tally.timer')}
            name="minutes"
            options={MINUTES}
            value={minutes}
            label={(m) => t('tally.minutes', { n: m })}
            onChange={setMinutes}
          />
          <label class="toggle">
            <input type="checkbox" checked={parens} onChange={(e) => setParens((e.currentTarget as HTMLInputElement).checked)} />
            {t('tally.parens')}
          </label>
          <label class="toggle">
            <input
              type="checkbox"
              checked={hints}
              onChange={(e) => {
                const on = (e.currentTarget as HTMLInputElement).checked;
                if (asLesson) setLessonHints(on);
                else setHintsBy((h) => ({ ...h, [mode]: on }));
              }}
            />
            {t('tally.hintsSetting')}
          </label>
          <p class="tally-help">{t('tally.hintsSettingHelp')}</p>
          <label class="toggle">
            <input type="checkbox" checked={typed} onChange={(e) => setTyped((e.currentTarget as HTMLInputElement).checked)} />
            {t('tally.boardTyped')}
          </label>
          {typed && (
            <input
              class="input"
              inputMode="numeric"
              aria-label={t('tally.boardDigits')}
              placeholder={t('tally.boardDigits')}
              value={digits}
              maxLength={20}
              onInput={(e) => setDigits((e.currentTarget as HTMLInputElement).value)}
            />
          )}
        </details>
      )}
      {!joined && !asLesson && <GuideAgain plan={tallyGuide} />}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      {joined ? (
        <div class="button-row tally-start-row form-go">
          <button type="button" class="btn btn-primary btn-big" disabled={busy || joinError !== null} onClick={() => void start()}>
            {t('tally.start')}
          </button>
        </div>
      ) : (
        <LessonSetupActions of={lessonSaving} onSave={saveLesson} class="tally-start-row form-go">
          <button type="button" class="btn btn-primary btn-big" disabled={busy} onClick={() => void start()}>
            {t('tally.start')}
          </button>
        </LessonSetupActions>
      )}
      {!joined && !asLesson && mode === 'devices' && (
        <form
          class="code-form"
          onSubmit={(e) => {
            e.preventDefault();
            const r = readBoardCode(code);
            if (!r.ok) setError(t('tally.badCode', { reason: t(`tally.code.${r.code}`) }));
            else navigate('tally', 'code', code.trim());
          }}
        >
          <label class="visually-hidden" for="tally-join">
            {t('tally.joinCodeLabel')}
          </label>
          <input
            id="tally-join"
            class="input"
            placeholder={t('tally.joinCode')}
            value={code}
            onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
          />
          <button class="btn" type="submit" disabled={code.trim() === ''}>
            {t('tally.join')}
          </button>
        </form>
      )}
    </Screen>
  );
}
