/** The setup of a DiceCulus game (`#/diceculus`, and `#/diceculus/code/<code>` joining a game from another device). */
/** The setup of a DiceCulus game (`#/diceculus`, and `#/diceculus/code/<code>` joining a game from another device). */
import { useState } from 'preact/hooks';
import {
  cleanName,
  DEFAULT_PARAMS,
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
import { useApp } from '../context';
import { formatNumber, refusalText, t } from '../../i18n';
import { redirect } from '../router';
import { createSession, freshSeed } from '../session';
import { describeGame } from './describe';
import { errorText } from '../services/solverText';
import { GuideAgain } from '../guide/Guide';
import { diceGuide } from '../guide/diceculus';

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

export function DiceSetup(props: { joinCode?: string }) {
  const { store, notify } = useApp();
  const joined = props.joinCode !== undefined ? readTableCode(props.joinCode) : null;
  const [mode, setMode] = useState<Mode>(joined ? 'devices' : 'solo');
  const [names, setNames] = useState<string[]>(joined?.ok ? joined.names : [t('diceculus.defaultName')]);
  const [here, setHere] = useState<number[]>(joined?.ok ? [] : [0]);
  const [bots, setBots] = useState<Level[]>(['medium']);
  const [length, setLength] = useState<Length>('short');
  const [faces, setFaces] = useState<DiceParams['faces']>(6);
  const [deck, setDeck] = useState<DiceParams['deck']>('all');
  const [penalty, setPenalty] = useState(false);
  const [bonus, setBonus] = useState(false);
  const [grand, setGrand] = useState<GrandRule>('digit-sum');
  // the setup offers the four named end rules (an `ops:` rule comes only in a shared code)
  const [end, setEnd] = useState<(typeof END_CHOICES)[number]>('sum');
  const [ops, setOps] = useState<Op[]>(['+', '+', '+']);
  const [rounds, setRounds] = useState(2);
  const [win, setWin] = useState<WinRule>('highest');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const padded = (ns: string[]): string[] => (ns.length >= 2 ? ns : [...ns, t('diceculus.playerDefault', { n: 2 })]);
  const people = mode === 'solo' ? names.slice(0, 1) : padded(names);
  const computer = mode === 'solo' ? bots : [];

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
    const params: DiceParams = joined?.ok
      ? joined.params
      : {
          ...DEFAULT_PARAMS,
          rounds: length === 'custom' ? rounds : LENGTH_ROUNDS[length],
          faces,
          deck,
          penalty,
          bonus: bonus ? 2 : 0,
          grand,
          end: end === 'ops' ? `ops:${ops.join('')}` : end,
          win,
        };
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
    <Screen title={t('diceculus.setup')} back="#/" class="dc-setup">
      {joined ? (
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
      {mode === 'solo' && (
        <fieldset class="choice">
          <legend>{t('diceculus.opponents')}</legend>
          <div class="segmented">
            {LEVELS.map((lv) => {
              const on = bots.includes(lv);
              return (
                <button
                  key={lv}
                  type="button"
                  class={`segment ${on ? 'is-on' : ''}`}
                  aria-pressed={on}
                  onClick={() => setBots((bs) => (on ? bs.filter((b) => b !== lv) : LEVELS.filter((l) => l === lv || bs.includes(l))))}
                >
                  <span aria-hidden="true">{on ? '✓ ' : '+ '}</span>
                  {t('diceculus.botChoice', { name: t(`diceculus.botName.${lv}`), level: t(`diceculus.level.${lv}`) })}
                </button>
              );
            })}
          </div>
        </fieldset>
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
      {!joined && <GuideAgain plan={diceGuide} />}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <div class="button-row dc-start-row">
        <button
          type="button"
          class="btn btn-primary btn-big"
          disabled={busy || (mode === 'solo' && bots.length === 0) || joined?.ok === false}
          onClick={() => void start()}
        >
          {t('diceculus.start')}
        </button>
      </div>
    </Screen>
  );
}
