/**
 * DiceCulus's screens under `#/diceculus/…`:
 *   #/diceculus             set up a game (solitaire against computers, or pass the tablet)
 *   #/diceculus/play/<id>   a saved game: announcements, rolls, answers, score table, helper
 *
 * Why ~500 lines in one file: it is the game's route file with its two
 * screens (the setup and the saved game), each a state machine over the same
 * params and session, plus the helper view and the results link they share.
 * The parts that stand alone are their own files: a turn's panels
 * (`Play.tsx`), the score table (`Table.tsx`), wording (`describe.ts`,
 * `numbers.ts`), the worker client (`solver.ts`) and the shared player list.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ROMAN } from '../../games/diceculus/cards';
import { formatExpr } from '../../games/diceculus/expr';
import {
  cardOf,
  cleanName,
  DEFAULT_PARAMS,
  diceculusEngine,
  FACES,
  LEVELS,
  nextAction,
  readTableCode,
  resultsCode,
  roundsPerStage,
  scoreTable,
  tableCode,
  type DiceMove,
  type DiceParams,
  type DiceState,
  type Level,
} from '../../games/diceculus/game';
import type { GrandRule, WinRule } from '../../games/diceculus/scoring';
import type { HelperReport } from '../../../workers/diceculus/helper';
import { Segmented, Toggle } from '../components/Choice';
import { Dialog } from '../components/Dialog';
import { GameElsewhere } from '../components/GameElsewhere';
import { Screen } from '../components/Screen';
import { PlayerList } from '../components/PlayerList';
import { ShareCode } from '../components/ShareCode';
import { useApp } from '../context';
import type { GameScreenProps } from '../games';
import { formatNumber, refusalText, t } from '../../i18n';
import { hrefFor, redirect } from '../router';
import { createSession, freshSeed, usePersistentGame } from '../session';
import { describeGame, gameHistory } from './describe';
import { tryParseGameId } from '../../core/gameId';
import type { SessionRecord } from '../../storage';
import { IllegalMoveError, refusal, replayMoves } from '../../core/engine';
import { errorText } from '../services/solverText';
import { Announce, Solve } from './Play';
import { announceView, readAnnounce } from './announce';
import { readTyped, typedView } from './typed';
import { diceSolver } from './solver';
import { diceRunnerGame } from '../../games/diceculus/match';
import { computerFailureText, useMatchRunner } from '../runner';
import { ratText, scoreText } from './numbers';
import { ScoreTable } from './Table';
import './diceculus.css';
import { Guide, GuideAgain } from '../guide/Guide';
import { diceGuide } from '../guide/diceculus';

/** The end rules the setup offers (`diceculus.end.<rule>`). */
const END_CHOICES = ['sum', 'difference', 'product', 'quotient'] as const;

type Mode = 'solo' | 'pass' | 'devices';
type Length = 'short' | 'standard' | 'long';
const LENGTH_ROUNDS: Record<Length, DiceParams['rounds']> = { short: 1, standard: 'p', long: '2p' };

function DiceSetup(props: { joinCode?: string }) {
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
      : { ...DEFAULT_PARAMS, rounds: LENGTH_ROUNDS[length], faces, deck, penalty, bonus: bonus ? 2 : 0, grand, end, win };
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
      moves.push({ t: 'start', cover: true });
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
            options={['short', 'standard', 'long'] as Length[]}
            value={length}
            label={(l) => t(`diceculus.length.${l}`)}
            onChange={setLength}
          />
          <details class="dc-options">
            <summary>{t('diceculus.challenges')}</summary>
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

const splitText = (sp: Partial<Record<string, number>>): string =>
  Object.entries(sp)
    .map(([l, n]) => `${l}:${n}`)
    .join(' ');
/** An expected score to one decimal, the local way (3.5 in English, 3,5 in French and Spanish). */
const fmt = (x: number): string => formatNumber(Math.round(x * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).replace('-', '−');

function HelperView(props: { report: HelperReport | null; failed?: string | undefined }) {
  const r = props.report;
  if (props.failed !== undefined)
    return (
      <p class="form-error" role="alert">
        {props.failed}
      </p>
    );
  if (!r) return <p aria-busy="true">{t('diceculus.helperWorking')}</p>;
  return (
    <div class="dc-helper">
      {r.claimed && <p>{t('diceculus.helperClaimed')}</p>}
      <p>{t('diceculus.helperYour', { split: splitText(r.split), ev: fmt(r.ev) })}</p>
      <p>
        <strong>{t('diceculus.helperBest', { split: splitText(r.best.split), ev: fmt(r.best.ev) })}</strong>
      </p>
      <ul>
        {r.decisions.map((d, i) => (
          <li key={i}>
            {t('diceculus.helperDecision', {
              letter: d.letter,
              k: d.roll,
              sum: d.sum,
              keep: fmt(d.keep),
              again: fmt(d.again),
              chance: `${Math.round(d.better * 100)}%`,
              chose: t(`diceculus.helperChose.${d.chose}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DiceGame(props: { id: string }) {
  const app = useApp();
  const game = usePersistentGame(diceculusEngine, props.id, describeGame, {
    // a finished game goes into the history with the move that finishes it (and again with a results code added later)
    history: (s, record) => ({ ...gameHistory(s, record.code), finishedAt: record.updatedAt }),
  });
  const { session } = game;
  const [tableOpen, setTableOpen] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [paste, setPaste] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  /** The helper's dialog: its report once the worker answers, or why there is none. */
  const [helper, setHelper] = useState<{ p: number; round: number; report: HelperReport | null; failed?: string } | null>(null);

  // Computer players: the match runner asks the worker for one move at a time and keeps it like any move;
  // a failed or stalled answer stops it with a Retry (below).
  const { runner, snap } = useMatchRunner(game, diceRunnerGame, (st, _seat, signal) => diceSolver().botMove(st, signal));
  const movesCount = session?.moves.length ?? 0;
  // What the screen shows: the runner's state (the session's, and each computer move as soon as it is kept).
  const state = snap.state ?? game.state;
  // The helper's search stops when the screen goes (the runner aborts its own), or when its dialog is closed or
  // opened again: a search nobody reads would hold the worker, and the computers' next moves would wait behind it.
  const helperAsk = useRef<AbortController | null>(null);
  const stopHelper = (): void => {
    helperAsk.current?.abort();
    helperAsk.current = null;
  };
  useEffect(() => stopHelper, []);

  useEffect(() => {
    app.setInGame(!!state && !state.over);
    return () => app.setInGame(false);
  }, [state?.over, !!state]);

  if (game.status === 'elsewhere') return <GameElsewhere title={t('diceculus.title')} back="#/diceculus" why={game.elsewhere} takeOver={game.takeOver} />;
  if (game.status === 'loading')
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  if (!state || !session || game.status !== 'ready') {
    return (
      <Screen title={t('diceculus.title')} back="#/diceculus">
        <p>{t('diceculus.missing')}</p>
        <a class="btn btn-primary" href="#/diceculus">
          {t('diceculus.newGame')}
        </a>
      </Screen>
    );
  }

  const dispatch = (m: DiceMove) => runner.move(m);
  const n = nextAction(state);
  const current = state.rounds[state.rounds.length - 1];
  const per = roundsPerStage(state.params, state.players.length);
  const finished = state.rounds.flatMap((r, i) => (r.scores ? [i] : []));
  const lastIndex = finished[finished.length - 1];
  const last = lastIndex === undefined ? null : state.rounds[lastIndex];
  const humans = state.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
  const devices = state.players.some((p) => p.kind === 'remote');
  const code = devices ? tableCode(state) : '';
  const results = devices ? resultsCode(state) : '';
  const addResults = async (): Promise<void> => {
    const r = await dispatch({ t: 'import', code: paste });
    setImportError(r.ok ? null : refusalText('diceculus', r.refusal));
    if (r.ok) setPaste('');
  };
  const exchange = devices && (
    <details class="dc-exchange">
      <summary>{t('diceculus.resultsCodes')}</summary>
      <ShareCode code={results} hash={hrefFor('diceculus', 'results', results)} label={t('diceculus.yourResults')} />
      <form
        class="dc-answer"
        onSubmit={(e) => {
          e.preventDefault();
          void addResults();
        }}
      >
        <label for="dc-paste">{t('diceculus.pasteResults')}</label>
        <input id="dc-paste" class="input" value={paste} onInput={(e) => setPaste((e.currentTarget as HTMLInputElement).value)} />
        <button class="btn" type="submit" disabled={paste.trim() === ''}>
          {t('diceculus.addResults')}
        </button>
      </form>
      {importError && (
        <p class="form-error" role="alert">
          {importError}
        </p>
      )}
    </details>
  );

  const openHelper = async (p: number, round: number): Promise<void> => {
    stopHelper();
    const ask = new AbortController();
    helperAsk.current = ask;
    setHelper({ p, round, report: null });
    // The dialog always ends with an answer: the report, or the reason there is none (never "working" for ever),
    // unless it was closed or opened for another round meanwhile.
    const settle = (answer: { report: HelperReport } | { report: null; failed: string }): void => {
      // a search stopped (the dialog closed or opened again) answers nothing: the newer one, if any, does
      if (!ask.signal.aborted) setHelper((h) => (h && h.p === p && h.round === round ? { p, round, ...answer } : h));
    };
    const fail = (failed: string): void => settle({ report: null, failed });
    const r = await dispatch({ t: 'helper', p, r: round });
    if (!r.ok) return fail(refusalText('diceculus', r.refusal));
    try {
      if (ask.signal.aborted) return;
      const report = await diceSolver().helper(JSON.parse(JSON.stringify(state)) as DiceState, round, p, ask.signal);
      if (!report) return fail(refusalText('diceculus', refusal('helperAfter')));
      settle({ report });
    } catch (e) {
      fail(t('diceculus.helperFailed', { reason: errorText(e) }));
    }
  };

  const head = current && !state.over && (
    <div class="dc-head">
      <div>
        <strong>{t('diceculus.stage', { roman: ROMAN[current.stage], name: t(`diceculus.stageName.${current.stage}`) })}</strong>{' '}
        <span class="dc-muted">{t('diceculus.roundOf', { n: current.index + 1, of: per })}</span>
      </div>
      {(n.kind === 'announce' || n.kind === 'play') && (
        <div class="dc-turn">
          {humans.length === 1 && humans[0] === n.p && state.players.every((pl) => pl.kind !== 'remote')
            ? t('diceculus.yourTurn')
            : t('diceculus.turn', { name: state.players[n.p]?.name ?? '' })}
        </div>
      )}
    </div>
  );

  const helperButtons =
    last && lastIndex !== undefined
      ? humans.map((p) => (
          <button key={p} type="button" class="btn btn-small" onClick={() => void openHelper(p, lastIndex)}>
            {humans.length > 1 ? t('common.labelled', { label: t('diceculus.helper'), text: state.players[p]?.name ?? '' }) : t('diceculus.helper')}
          </button>
        ))
      : null;

  return (
    <Screen
      title={state.over ? t('diceculus.over') : t('diceculus.title')}
      back="#/"
      class="dc-screen"
      actions={
        <>
          {devices && (
            <button type="button" class="btn btn-small" onClick={() => setCodeOpen(true)}>
              {t('diceculus.gameCode')}
            </button>
          )}
          <button type="button" class="btn btn-small dc-table-button" onClick={() => setTableOpen(true)}>
            {t('diceculus.table')}
          </button>
        </>
      }
    >
      <div class="dc-layout">
        <div class="dc-main">
          {head}
          {/* Above the play, so the helper's button stays put when the turn's form comes and goes below it. */}
          {!state.over && last && (
            <div class="dc-last">
              <p>
                {t('diceculus.lastRound', {
                  card: formatExpr(cardOf(last).node),
                  scores: state.players.map((p, i) => `${p.name} ${scoreText(last.scores?.[i] ?? 0)}`).join(', '),
                })}
              </p>
              <div class="button-row">{helperButtons}</div>
            </div>
          )}
          {state.over ? (
            <div class="dc-over">
              <p class="dc-winners" role="status">
                {t('diceculus.winners', {
                  names: scoreTable(state)
                    .winners.map((w) => state.players[w]?.name ?? '')
                    .join(', '),
                })}
              </p>
              <p class="dc-ends">
                {t('diceculus.endScores', {
                  scores: state.players.map((p, i) => `${p.name} ${ratText(scoreTable(state).end?.[i] ?? { n: 0n, d: 1n })}`).join(' · '),
                })}
              </p>
              <ScoreTable state={state} />
              {exchange}
              <div class="button-row">
                {helperButtons}
                <a class="btn btn-primary" href="#/diceculus">
                  {t('diceculus.again')}
                </a>
              </div>
            </div>
          ) : n.kind === 'announce' && state.players[n.p]?.kind === 'human' ? (
            <Announce
              key={`a-${movesCount}-${n.p}`}
              state={state}
              round={n.round}
              p={n.p}
              dispatch={dispatch}
              initial={readAnnounce(session.view, state, n.round, n.p)}
              save={(d) => game.saveView(announceView(d, n.round, n.p))}
            />
          ) : n.kind === 'play' && state.players[n.p]?.kind === 'human' ? (
            <Solve
              key={`s-${current?.global}-${n.p}`}
              state={state}
              round={n.round}
              p={n.p}
              dispatch={dispatch}
              initialTyped={readTyped(session.view, n.round, n.p)}
              saveTyped={(typed) => game.saveView(typedView(typed, n.round, n.p))}
            />
          ) : n.kind === 'announce' || n.kind === 'play' ? (
            snap.computer.kind === 'failed' ? (
              <div class="dc-thinking">
                <p role="alert">{t('diceculus.solverFailed', { reason: computerFailureText('diceculus', snap.computer.failure) })}</p>
                <button type="button" class="btn btn-primary" onClick={() => runner.retry()}>
                  {t('diceculus.retry', { name: state.players[n.p]?.name ?? '' })}
                </button>
              </div>
            ) : (
              <p class="dc-thinking" aria-live="polite">
                {t('diceculus.computerThinking', { name: state.players[n.p]?.name ?? '' })}
              </p>
            )
          ) : null}
          {!state.over && n.kind === 'announce' && <p class="dc-muted">{t('diceculus.cardHidden')}</p>}
        </div>
        {!state.over && (
          <aside class="dc-aside" aria-label={t('diceculus.table')}>
            <ScoreTable state={state} compact />
          </aside>
        )}
      </div>
      <Dialog open={codeOpen} title={t('diceculus.gameCode')} onClose={() => setCodeOpen(false)}>
        {devices && <ShareCode code={code} hash={hrefFor('diceculus', 'code', code)} label={t('diceculus.gameCodeHelp')} />}
        {exchange}
      </Dialog>
      <Dialog open={tableOpen} title={t('diceculus.table')} onClose={() => setTableOpen(false)}>
        <ScoreTable state={state} />
      </Dialog>
      <Dialog
        open={helper !== null}
        title={
          helper ? t('diceculus.helperFor', { name: state.players[helper.p]?.name ?? '', card: formatExpr(cardOf(state.rounds[helper.round]!).node) }) : ''
        }
        onClose={() => {
          stopHelper();
          setHelper(null);
        }}
      >
        <HelperView report={helper?.report ?? null} failed={helper?.failed} />
      </Dialog>
    </Screen>
  );
}

/** What a results code would add: per seat, the rounds it fills (points and wrong answers). */
function resultsAdded(before: DiceState, after: DiceState): { name: string; rounds: { round: number; points: number; wrong: number }[] }[] {
  return after.players
    .map((pl, p) => ({
      name: pl.name,
      rounds: after.rounds.flatMap((r, i) => {
        const was = before.rounds[i]?.plays[p];
        const now = r.plays[p];
        return !was && now ? [{ round: i + 1, points: now.points ?? 0, wrong: now.wrong }] : [];
      }),
    }))
    .filter((x) => x.rounds.length > 0);
}

type LinkView =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'refused'; id: string; reason: string }
  | { kind: 'confirm'; id: string; title: string; added: ReturnType<typeof resultsAdded> };

/**
 * A results code opened as a link: checked against the latest game on this
 * device with the same seed, shown, and added only when the person confirms
 * (a link saves nothing by itself).
 */
function ResultsLink(props: { code: string }) {
  const app = useApp();
  const [view, setView] = useState<LinkView>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  /** The game this code belongs to, replayed, and what the code would make of it; or why not. */
  const check = async (): Promise<{ rec: SessionRecord; before: DiceState; next: DiceState } | { rec: SessionRecord; reason: string } | null> => {
    const seed = props.code.split('|')[1] ?? '';
    const sessions = (await app.store.sessions.listBy({ game: 'diceculus' })).sort((a, b) => b.updatedAt - a.updatedAt);
    for (const rec of sessions) {
      const gid = tryParseGameId(rec.code);
      if (!gid.ok || gid.id.seed !== seed) continue;
      try {
        const params = diceculusEngine.parseParams(gid.id.params);
        const before = replayMoves(diceculusEngine, params, gid.id.seed, rec.moves).state;
        return { rec, before, next: diceculusEngine.apply(before, { t: 'import', code: props.code }) };
      } catch (e) {
        return { rec, reason: e instanceof IllegalMoveError ? refusalText('diceculus', e.refusal) : errorText(e) };
      }
    }
    return null;
  };
  useEffect(() => {
    let live = true;
    void (async () => {
      const r = await check();
      if (!live) return;
      if (!r) setView({ kind: 'none' });
      else if ('reason' in r) setView({ kind: 'refused', id: r.rec.id, reason: r.reason });
      else setView({ kind: 'confirm', id: r.rec.id, title: describeGame(r.before).title, added: resultsAdded(r.before, r.next) });
    })();
    return () => {
      live = false;
    };
  }, [props.code]);
  const add = async (): Promise<void> => {
    setBusy(true);
    try {
      // read again: the game may have moved on since the code was shown
      const r = await check();
      if (!r) return setView({ kind: 'none' });
      if ('reason' in r) return setView({ kind: 'refused', id: r.rec.id, reason: r.reason });
      await app.store.sessions.save({
        ...r.rec,
        moves: [...r.rec.moves, { t: 'import', code: props.code }],
        title: describeGame(r.next).title,
        updatedAt: Date.now(),
      });
      redirect('diceculus', 'play', r.rec.id);
    } catch (e) {
      app.notify({ kind: 'error', text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  if (view.kind === 'loading')
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  return (
    <Screen title={t('diceculus.title')} back="#/diceculus">
      {view.kind === 'none' && <p role="alert">{t('diceculus.resultsNoGame')}</p>}
      {view.kind === 'refused' && (
        <>
          <p role="alert">{t('diceculus.resultsRefused', { reason: view.reason })}</p>
          <a class="btn" href={hrefFor('diceculus', 'play', view.id)}>
            {t('diceculus.resultsToGame')}
          </a>
        </>
      )}
      {view.kind === 'confirm' && (
        <section class="dc-results-confirm" aria-labelledby="dc-results-h">
          <h2 id="dc-results-h">{t('diceculus.resultsConfirm')}</h2>
          <p>{view.title}</p>
          {view.added.map((x) => (
            <div key={x.name}>
              <h3>{t('diceculus.resultsFrom', { name: x.name })}</h3>
              <ul>
                {x.rounds.map((r) => (
                  <li key={r.round}>{t('diceculus.resultsRound', { round: r.round, points: formatNumber(r.points), wrong: formatNumber(r.wrong) })}</li>
                ))}
              </ul>
            </div>
          ))}
          <div class="button-row">
            <button type="button" class="btn btn-primary" disabled={busy} onClick={() => void add()}>
              {t('diceculus.resultsAdd')}
            </button>
            <a class="btn" href={hrefFor('diceculus', 'play', view.id)}>
              {t('diceculus.resultsNotNow')}
            </a>
          </div>
        </section>
      )}
    </Screen>
  );
}

export default function DiceScreen(props: GameScreenProps) {
  const [first, second] = props.route;
  if (first === 'play' && second) {
    return (
      <>
        <DiceGame key={second} id={second} />
        <Guide key={`guide-${second}`} plan={diceGuide} sessionId={second} />
      </>
    );
  }
  if (first === 'code' && second) return <DiceSetup key={second} joinCode={second} />;
  if (first === 'results' && second) return <ResultsLink key={second} code={second} />;
  return <DiceSetup />;
}
