/**
 * Between sheets: whose turn is next (pass the tablet), the board code for
 * other devices, the computer players writing, results codes to exchange, and
 * the button to see the results.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatBoard } from '../../games/tally/board';
import { encodeResults } from '../../games/tally/codes';
import { checkImport, type TallyMove, type TallyState } from '../../games/tally/round';
import { QrCode } from '../components/QrCode';
import { ShareCode } from '../components/ShareCode';
import { t, type MessageKey } from '../i18n';
import { reasonText } from './Play';
import { hrefFor } from '../router';
import type { DispatchResult } from '../session';
import { tallySolver } from './solver';

export function TallyBetween(props: {
  state: TallyState;
  code: string;
  dispatch: (m: TallyMove) => Promise<DispatchResult>;
  onEnd: () => Promise<void>;
  now?: () => number;
}) {
  const { state, dispatch } = props;
  const clock = props.now ?? Date.now;
  const nextHuman = state.players.findIndex((p, i) => p.kind === 'human' && !state.done[i]);
  const humans = state.players.filter((p) => p.kind === 'human');
  const pendingBots = state.players.flatMap((p, i) => (p.kind === 'bot' && !state.done[i] ? [i] : []));
  const [botError, setBotError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [resultsInput, setResultsInput] = useState('');
  const [resultsMsg, setResultsMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [ending, setEnding] = useState(false);
  const working = useRef(false);

  // Once every person on this device is done, the computer players write their sheets.
  useEffect(() => {
    if (nextHuman >= 0 || pendingBots.length === 0 || working.current) return;
    working.current = true;
    setBotError(null);
    (async () => {
      try {
        for (const p of pendingBots) {
          const level = state.players[p]?.level ?? 'medium';
          const entries = await tallySolver().botSheet(formatBoard(state.board), level, state.seed, p);
          const r = await dispatch({ t: 'bot', p, entries });
          if (!r.ok) throw new Error(r.reason);
        }
      } catch (e) {
        setBotError(e instanceof Error ? e.message : String(e));
      } finally {
        working.current = false;
      }
    })();
  }, [nextHuman, pendingBots.length, attempt]);

  if (nextHuman >= 0) {
    const name = state.players[nextHuman]?.name ?? '';
    return (
      <div class="tally-between">
        <h2>{t('tally.ready', { name })}</h2>
        {humans.length > 1 && <p class="tally-pass">{t('tally.readyPass', { name })}</p>}
        <p>{t('tally.readyHelp', { minutes: Math.round(state.params.seconds / 60) || 1 })}</p>
        <button
          type="button"
          class="btn btn-primary btn-big tally-go"
          onClick={() => void dispatch({ t: 'go', p: nextHuman, at: clock() })}
        >
          {t('tally.startTurn', { name })}
        </button>
        <details class="tally-share" open={humans.length === 1 && state.players.length === 1}>
          <summary>{t('tally.boardCode')}</summary>
          <p class="tally-help">{t('tally.boardCodeHelp')}</p>
          <ShareCode code={props.code} hash={hrefFor('tally', 'code', props.code)} label={t('tally.boardCode')} />
        </details>
      </div>
    );
  }

  const local = state.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
  const mine = local.map((i) => ({
    name: state.players[i]?.name ?? '',
    code: encodeResults(
      state.board,
      state.params.parens,
      state.players[i]?.name ?? '',
      (state.sheets[i] ?? []).map((e) => ({ cells: e.cells, eq: e.text })),
    ),
  }));

  return (
    <div class="tally-between">
      <h2>{t('tally.waiting')}</h2>
      {pendingBots.length > 0 && !botError && (
        <p role="status" aria-busy="true">
          {t('tally.bots')}
        </p>
      )}
      {botError && (
        <p class="form-error" role="alert">
          {t('tally.botsFailed', { reason: botError })}{' '}
          <button type="button" class="btn btn-small" onClick={() => setAttempt((a) => a + 1)}>
            {t('tally.retry')}
          </button>
        </p>
      )}
      <p class="tally-muted">{t('tally.players', { names: state.players.map((p) => p.name).join(', ') })}</p>
      <button
        type="button"
        class="btn btn-primary btn-big tally-see"
        disabled={pendingBots.length > 0 || ending}
        onClick={() => {
          setEnding(true);
          void props.onEnd().finally(() => setEnding(false));
        }}
      >
        {t('tally.showResults')}
      </button>
      <details class="tally-share" open={state.players.every((p) => p.kind !== 'bot') && humans.length === 1}>
        <summary>{t('tally.exchange')}</summary>
        <p class="tally-help">{t('tally.exchangeHelp')}</p>
        {mine.map((m) => (
          <div class="tally-results-code" key={m.name}>
            <QrCode text={m.code} label={t('tally.resultsOf', { name: m.name })} size={150} />
            <div>
              <div class="share-label">{mine.length > 1 ? t('tally.resultsOf', { name: m.name }) : t('tally.yourResults')}</div>
              <output class="share-code tally-code">{m.code}</output>
            </div>
          </div>
        ))}
        <form
          class="code-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const code = resultsInput.trim();
            const check = checkImport(state, code);
            if (!check.ok) {
              const { issue } = check;
              const why = issue.inner ? reasonText(issue.inner) : '';
              setResultsMsg({ ok: false, text: t('tally.resultsBad', { reason: t(`tally.import.${issue.code}` as MessageKey, { ...issue.vars, why }) }) });
              return;
            }
            const r = await dispatch({ t: 'import', code });
            if (r.ok) {
              setResultsMsg({ ok: true, text: t('tally.resultsAdded', { name: check.name }) });
              setResultsInput('');
            } else setResultsMsg({ ok: false, text: t('tally.resultsBad', { reason: r.reason }) });
          }}
        >
          <label class="visually-hidden" for="tally-results-in">
            {t('tally.addResults')}
          </label>
          <input
            id="tally-results-in"
            class="input"
            placeholder={t('tally.addResults')}
            value={resultsInput}
            onInput={(e) => setResultsInput((e.currentTarget as HTMLInputElement).value)}
          />
          <button class="btn" type="submit" disabled={resultsInput.trim() === ''}>
            {t('tally.addResultsButton')}
          </button>
        </form>
        {resultsMsg && (
          <p class={resultsMsg.ok ? 'tally-ok' : 'form-error'} role="status">
            {resultsMsg.text}
          </p>
        )}
      </details>
    </div>
  );
}
