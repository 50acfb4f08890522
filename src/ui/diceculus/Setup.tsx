/** The setup of a DiceCulus game (`#/diceculus`, and `#/diceculus/code/<code>` joining a game from another device). */
/** The setup of a DiceCulus game (`#/diceculus`, and `#/diceculus/code/<code>` joining a game from another device). */
import { useState } from 'preact/hooks';
import {
  cleanName,
  DEFAULT_PARAMS,
  parseParams,
  START_MOVE,
  diceculusEngine,
  FACES,
  LEVELS,
  readTableCode,
  type DiceMove,
  type DiceParams,
  type Level,
} from '../../games/diceculus/game';
import type { GrandRule, WinRule } from '../../games/diceculus/scoring';
import { Segmented, Toggle } from '../components/Choice';
import { Screen } from '../components/Screen';
import { PlayerList } from '../components/PlayerList';
import { ComputerPicker } from '../components/ComputerPicker';
import { useApp } from '../context';
import { formatNumber, refusalText, t } from '../../i18n';
import { redirect } from '../router';
import { createSession, freshSeed } from '../session';
import { describeGame } from './describe';
import { errorText } from '../services/solverText';
import { GuideAgain } from '../guide/Guide';
import { diceGuide } from '../guide/diceculus';
import { LEVEL_CODE, LEVEL_READ } from '../../games/race/params';
import type { PresetRecord } from '../../storage';
import { paramsOfRecord } from '../../storage/lessons';
import { LessonSetupActions, lessonScreenBack, lessonScreenTitle, useLessonSaving } from '../lessons/LessonSave';

/** The end rules the setup offers (`diceculus.end.<rule>`). */
const END_CHOICES = ['sum', 'difference', 'product', 'quotient', 'ops'] as const;
/** The operators a teacher may put between the four GRAND TOTALS (`e=+-*` in a game code). */
const OPS = ['+', '-', '*', '/'] as const;
type Op = (typeof OPS)[number];
const OP_SIGN: Record<Op, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };
/** Rounds per stage a teacher may choose (`r=1`…`r=12`). */
const ROUND_CHOICES = Array.from({ length: 12 }, (_, i) => i + 1);

type Mode = 'solo' | 'pass' | 'devices';
type Length = 'short' | 'standard' | 'long' | 'custom';
const LENGTH_ROUNDS: Record<Exclude<Length, 'custom'>, DiceParams['rounds']> = { short: 1, standard: 'p', long: '2p' };

/** A kept lesson's settings and computer players (`c`: one letter a level, a medium one when absent), or null when they no longer read. */
function lessonDice(lesson: PresetRecord | undefined): { params: DiceParams; bots: Level[] } | null {
  const flat = lesson ? paramsOfRecord(lesson) : null;
  if (!flat) return null;
  const { c, ...rest } = flat;
  const bots: Level[] = [];
  for (const ch of c ?? 'm') {
    const level = LEVEL_READ.get(ch);
    if (level === undefined) return null;
    bots.push(level);
  }
  try {
    return { params: parseParams(rest), bots: bots.length > 0 ? bots : ['medium'] };
  } catch {
    return null;
  }
}

const lengthOf = (r: DiceParams['rounds']): Length => (r === 1 ? 'short' : r === 'p' ? 'standard' : r === '2p' ? 'long' : 'custom');

export function DiceSetup(props: { joinCode?: string; lesson?: PresetRecord; newLesson?: boolean }) {
  const { store, notify } = useApp();
  const lessonSaving = useLessonSaving('diceculus', props.lesson, props.newLesson);
  const asLesson = lessonSaving.asLesson;
  const fromLesson = lessonDice(props.lesson);
  // a new lesson starts as the class code's default: one round a player, against one medium computer
  const first = fromLesson?.params ?? (asLesson ? DEFAULT_PARAMS : null);
  const firstOps = first?.end.startsWith('ops:') ? ([...first.end.slice(4)] as Op[]) : null;
  const joined = props.joinCode !== undefined ? readTableCode(props.joinCode) : null;
  const [mode, setMode] = useState<Mode>(joined ? 'devices' : 'solo');
  const [names, setNames] = useState<string[]>(joined?.ok ? joined.names : [t('diceculus.defaultName')]);
  const [here, setHere] = useState<number[]>(joined?.ok ? [] : [0]);
  const [bots, setBots] = useState<Level[]>(fromLesson?.bots ?? ['medium']);
  const [length, setLength] = useState<Length>(first ? lengthOf(first.rounds) : 'short');
  const [faces, setFaces] = useState<DiceParams['faces']>(first?.faces ?? 6);
  const [deck, setDeck] = useState<DiceParams['deck']>(first?.deck ?? 'all');
  const [penalty, setPenalty] = useState(first?.penalty ?? false);
  const [bonus, setBonus] = useState((first?.bonus ?? 0) > 0);
  const [grand, setGrand] = useState<GrandRule>(first?.grand ?? 'digit-sum');
  // the setup offers the four named end rules (an `ops:` rule comes only in a shared code)
  const [end, setEnd] = useState<(typeof END_CHOICES)[number]>(
    firstOps ? 'ops' : first && (END_CHOICES as readonly string[]).includes(first.end) ? (first.end as (typeof END_CHOICES)[number]) : 'sum',
  );
  const [ops, setOps] = useState<Op[]>(firstOps && firstOps.length === 3 ? firstOps : ['+', '+', '+']);
  const [rounds, setRounds] = useState(first && typeof first.rounds === 'number' ? first.rounds : 2);
  const [win, setWin] = useState<WinRule>(first?.win ?? 'highest');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const padded = (ns: string[]): string[] => (ns.length >= 2 ? ns : [...ns, t('diceculus.playerDefault', { n: 2 })]);
  const people = mode === 'solo' ? names.slice(0, 1) : padded(names);
  const computer = mode === 'solo' ? bots : [];

  /** The game's rules as the form sets them. */
  const formParams = (): DiceParams => ({
    ...DEFAULT_PARAMS,
    rounds: length === 'custom' ? rounds : LENGTH_ROUNDS[length],
    faces,
    deck,
    penalty,
    bonus: bonus ? 2 : 0,
    grand,
    end: end === 'ops' ? `ops:${ops.join('')}` : end,
    win,
  });

  /** A lesson: the rules, and the computers each student plays against (DiceCulus is played by two at least). */
  const saveLesson = (): void => {
    if (bots.length === 0) {
      lessonSaving.setError(t('lessons.needOpponent'));
      return;
    }
    const c = bots.map((b) => LEVEL_CODE[b]).join('');
    // one medium computer is a lesson's default (no `c`: the shortest class code)
    void lessonSaving.save({ ...diceculusEngine.formatParams(formParams()), ...(c === 'm' ? {} : { c }) });
  };

  const start = async (): Promise<void> => {
    setError(null);
    // a name is kept as typed or refused with the reason, never cleaned silently (other devices must hold the same names)
    const odd = people.find((n) => cleanName(n) !== n.trim().replace(/\s+/g, ' '));
    if (odd !== undefined) {
      setError(t('diceculus.nameChars', { name: odd.trim() }));
      return;
    }
    const cleaned = people.map(cleanName);
    if (cleaned.some((n) => n === '') || new Set(cleaned.map((n) => n.toLowerCase())).size !== cleaned.length) {
      setError(t('diceculus.needName'));
      return;
    }
    if (mode === 'devices' && here.length === 0) {
      setError(t('diceculus.needHere'));
      return;
    }
    const params: DiceParams = joined?.ok ? joined.params : formParams();
    const seed = joined?.ok ? joined.seed : freshSeed();
    setBusy(true);
    try {
      const moves: DiceMove[] = cleaned.map((name, i) => (mode === 'devices' && !here.includes(i) ? { t: 'join', name, remote: true } : { t: 'join', name }));
      const used = new Set(cleaned.map((n) => n.toLowerCase()));
      computer.forEach((level, i) => {
        let name = t(`diceculus.botName.${level}`);
        if (used.has(name.toLowerCase())) name = `${name} ${i + 1}`;
        used.add(name.toLowerCase());
        moves.push({ t: 'join', name, bot: level });
      });
      moves.push(START_MOVE);
      const record = await createSession(store, diceculusEngine, params, seed, describeGame, { moves });
      redirect('diceculus', 'play', record.id);
    } catch (e) {
      setBusy(false);
      notify({ kind: 'error', text: t('diceculus.startFailed', { reason: errorText(e) }) });
    }
  };

  return (
    <Screen title={lessonScreenTitle(lessonSaving, t('diceculus.title'), t('diceculus.setup'))} back={lessonScreenBack(lessonSaving)} class="dc-setup">
      {asLesson ? (
        <p class="dc-muted">{t('lessons.setupDevices')}</p>
      ) : joined ? (
        <p role="status">{joined.ok ? t('diceculus.joining') : `${t('diceculus.badCode')} ${refusalText('diceculus', joined.refusal)}`}</p>
      ) : (
        <>
          <Segmented
            legend={t('diceculus.mode')}
            name="mode"
            options={['solo', 'pass', 'devices'] as Mode[]}
            value={mode}
            label={(m) => t(`diceculus.mode.${m}`)}
            onChange={setMode}
          />
          <p class="dc-muted">{t(`diceculus.mode.${mode}Help`)}</p>
        </>
      )}
      {!asLesson && (
        <PlayerList
          idPrefix="dc-name"
          names={people}
          several={mode !== 'solo'}
          editable={!joined}
          readOnly={joined?.ok === true}
          text={{
            yourName: t('diceculus.yourName'),
            playerName: (n) => t('diceculus.playerName', { n }),
            playerDefault: (n) => t('diceculus.playerDefault', { n }),
            add: t('diceculus.addPlayer'),
            remove: (name) => t('diceculus.removePlayer', { name }),
          }}
          onName={(i, v) => setNames((ns) => (mode !== 'solo' ? padded(ns) : ns).map((x, j) => (j === i ? v : x)))}
          onAdd={() => setNames((ns) => [...padded(ns), t('diceculus.playerDefault', { n: padded(ns).length + 1 })])}
          onRemove={(i) => setNames((ns) => padded(ns).filter((_, j) => j !== i))}
          extra={(i, name) =>
            mode === 'devices' && (
              <label class="player-here">
                <input
                  type="checkbox"
                  checked={here.includes(i)}
                  onChange={(e) => setHere((h) => ((e.currentTarget as HTMLInputElement).checked ? [...h, i] : h.filter((x) => x !== i)))}
                />
                {t('diceculus.here', { name })}
              </label>
            )
          }
        />
      )}
      {(mode === 'solo' || asLesson) && (
        <ComputerPicker
          legend={t('diceculus.opponents')}
          levels={LEVELS}
          chosen={bots}
          label={(lv) => t('diceculus.botChoice', { name: t(`diceculus.botName.${lv}`), level: t(`diceculus.level.${lv}`) })}
          onChange={setBots}
        />
      )}
      {!joined && (
        <>
          <Segmented
            legend={t('diceculus.length')}
            name="length"
            options={['short', 'standard', 'long', 'custom'] as Length[]}
            value={length}
            label={(l) => t(`diceculus.length.${l}`)}
            onChange={setLength}
          />
          {length === 'custom' && (
            <label class="dc-select">
              {t('diceculus.roundsPerStage')}
              <select class="input" value={rounds} onChange={(e) => setRounds(Number((e.currentTarget as HTMLSelectElement).value))}>
                {ROUND_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {formatNumber(n)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <details class="dc-options">
            <summary>
              <span aria-hidden="true" class="dc-options-mark">
                ⚙
              </span>{' '}
              {t('diceculus.challenges')}
            </summary>
            <Segmented
              legend={t('diceculus.faces')}
              name="faces"
              options={FACES}
              value={faces}
              label={(f) => t('diceculus.facesN', { n: f })}
              onChange={setFaces}
            />
            <Segmented
              legend={t('diceculus.deck')}
              name="deck"
              options={['all', 'easy', 'hard'] as const}
              value={deck}
              label={(d) => t(`diceculus.deck.${d}`)}
              onChange={setDeck}
            />
            <Toggle label={t('diceculus.penalty')} checked={penalty} onChange={setPenalty} />
            <Toggle label={t('diceculus.bonus')} checked={bonus} onChange={setBonus} />
            <Segmented
              legend={t('diceculus.grand')}
              name="grand"
              options={['digit-sum', 'digital-root', 'digit-product'] as GrandRule[]}
              value={grand}
              label={(g) => t(`diceculus.grand.${g}`)}
              onChange={setGrand}
            />
            <Segmented legend={t('diceculus.end')} name="end" options={END_CHOICES} value={end} label={(e) => t(`diceculus.end.${e}`)} onChange={setEnd} />
            {end === 'ops' && (
              <fieldset class="choice dc-ops">
                <legend>{t('diceculus.opsLegend')}</legend>
                <span aria-hidden="true">{t('diceculus.grandN', { n: 1 })}</span>
                {ops.map((op, i) => (
                  <span key={i} class="dc-op">
                    <select
                      class="input"
                      aria-label={t('diceculus.opBetween', { a: i + 1, b: i + 2 })}
                      value={op}
                      onChange={(e) => {
                        const v = (e.currentTarget as HTMLSelectElement).value as Op;
                        setOps((xs) => xs.map((x, j) => (j === i ? v : x)));
                      }}
                    >
                      {OPS.map((o) => (
                        <option key={o} value={o}>
                          {OP_SIGN[o]}
                        </option>
                      ))}
                    </select>
                    <span aria-hidden="true">{t('diceculus.grandN', { n: i + 2 })}</span>
                  </span>
                ))}
              </fieldset>
            )}
            <Segmented
              legend={t('diceculus.win')}
              name="win"
              options={['highest', 'lowest', 'fewest-divisors'] as WinRule[]}
              value={win}
              label={(w) => t(`diceculus.win.${w}`)}
              onChange={setWin}
            />
          </details>
        </>
      )}
      {!joined && !asLesson && <GuideAgain plan={diceGuide} />}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      {joined ? (
        <div class="button-row dc-start-row">
          <button type="button" class="btn btn-primary btn-big" disabled={busy || joined.ok === false} onClick={() => void start()}>
            {t('diceculus.start')}
          </button>
        </div>
      ) : (
        <LessonSetupActions of={lessonSaving} onSave={saveLesson} class="dc-start-row">
          <button type="button" class="btn btn-primary btn-big" disabled={busy || (mode === 'solo' && bots.length === 0)} onClick={() => void start()}>
            {t('diceculus.start')}
          </button>
        </LessonSetupActions>
      )}
    </Screen>
  );
}
