/**
 * Between sheets: whose turn is next (pass the tablet), the board code for
 * other devices, the computer players writing, results codes to exchange, and
 * the button to see the results.
 */
import { useState } from 'preact/hooks';
import type { ComputerPhase } from '../../core/runner';
import type { TallyMove, TallyState } from '../../games/tally/round';
import { ShareCode } from '../components/ShareCode';
import { t } from '../../i18n';
import { TallyExchange } from './Exchange';
import { hrefFor } from '../router';
import type { DispatchResult } from '../session';
import { computerFailureText } from '../runner';

export function TallyBetween(props: {
  state: TallyState;
  code: string;
  dispatch: (m: TallyMove) => Promise<DispatchResult>;
  onEnd: () => Promise<void>;
  /** What the computer players are doing (the match runner's phase). */
  computer: ComputerPhase;
  onRetry: () => void;
  now?: () => number;
}) {
  const { state, dispatch } = props;
  const clock = props.now ?? Date.now;
  const nextHuman = state.players.findIndex((p, i) => p.kind === 'human' && !state.done[i]);
  const humans = state.players.filter((p) => p.kind === 'human');
  const pendingBots = state.players.flatMap((p, i) => (p.kind === 'bot' && !state.done[i] ? [i] : []));
  const [ending, setEnding] = useState(false);
  // The computer players write their sheets (the match runner, once every person on this device is done);
  // a failure stops them with a Retry.
  const botError = props.computer.kind === 'failed' ? computerFailureText('tally', props.computer.failure) : null;

  if (nextHuman >= 0) {
    const name = state.players[nextHuman]?.name ?? '';
    return (
      <div class="tally-between">
        <h2>{t('tally.ready', { name })}</h2>
        {humans.length > 1 && <p class="tally-pass">{t('tally.readyPass', { name })}</p>}
        <p>
          {t('tally.readyHelp', {
            minutes:
              state.params.seconds % 60 === 0
                ? t('tally.minuteCount', { count: state.params.seconds / 60 })
                : t('tally.secondCount', { count: state.params.seconds }),
          })}
        </p>
        <button type="button" class="btn btn-primary btn-big tally-go" onClick={() => void dispatch({ t: 'go', p: nextHuman, at: clock() })}>
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
          <button type="button" class="btn btn-small" onClick={props.onRetry}>
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
      <TallyExchange state={state} dispatch={dispatch} open={state.players.every((p) => p.kind !== 'bot') && humans.length === 1} />
    </div>
  );
}
