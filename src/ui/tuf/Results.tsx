/**
 * End of a TUF round: the shared race results (`src/ui/race/Results.tsx`:
 * points, final declarer, TUF ERROR, scores, winner) with what TUF adds: each
 * seat's equation in normal notation with its verdict, the best equation the
 * solver finds for that seat's roll, and after the last round of a solitaire
 * a result code to compare across devices.
 */
import { faceSymbol, formatRoll, renderNormal } from '../../games/tuf';
import { currentRound, hintsUsed, isOrderPlay, isSolitaire, roundPoints, winners, type MatchState, type RoundState, type SeatResult as SeatResultTuf } from '../../games/tuf/match';
import { localDecimals, t } from '../i18n';
import { RaceResults } from '../race/Results';
import { raceRefusalText } from '../race/refusal';
import { ResultCodeCompare } from '../race/ResultCode';
import { NormalText } from './Seat';
import type { BestAnswer } from './solver';

export function Results(props: {
  state: MatchState;
  names: string[];
  best: Record<string, BestAnswer | 'loading' | 'failed'>;
  onChallenge(by: number, call: number): void;
  onNext(): void;
  /** A new match with the same settings and names on a new roll. */
  onRematch(): void;
}) {
  const { state, names } = props;
  const round = currentRound(state);
  if (!round || !round.end) return null;
  const params = state.params;
  const finished = state.phase === 'finished';
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const myPoints = state.rounds.map((r) => roundPoints(state, r).reduce((a, b) => a + b, 0));
  const showResultCode = finished && isSolitaire(params) && humans.length === 1;
  const hinted = hintsUsed(state);

  const order = isOrderPlay(params);
  const preset = params.constantPreset !== null ? faceSymbol(params.constantPreset) : '';
  /** Order play: why a correct equation scores what it scores (its place, or that it does not use the preset cube). */
  const orderLine = (r: SeatResultTuf): string | null => {
    if (!order || !r.check?.valid) return null;
    if (r.place === undefined) return t('tuf.order.without', { face: preset });
    return t('tuf.order.place', { place: r.place, face: preset, n: r.points });
  };
  const bestLine = (r: SeatResultTuf): string => {
    const b = props.best[`${round.index}:${formatRoll(round.rolls[r.seat] ?? [])}`];
    if (b === undefined || b === 'loading') return t('tuf.bestLoading');
    if (b === 'failed') return t('tuf.bestFailed');
    if (b.normal === null) return t('tuf.bestNone');
    return t(b.proven ? 'tuf.best' : 'tuf.bestFound', { eq: localDecimals(b.normal), n: b.score }) + (r.finalDeclarer ? ` ${t('tuf.bestDoubled', { n: b.score * 2 })}` : '');
  };
  const submission = (r: SeatResultTuf) => {
    const check = r.check;
    const runs = check?.valid ? check.runs : check?.runs ?? (r.equation ? renderNormal(r.equation, params.game, params.settings).runs : []);
    return (
      <>
        {r.equation === null ? (
          <div class="tuf-result-eq tuf-muted">{t('tuf.noEquation')}</div>
        ) : (
          <div class="tuf-result-eq">
            <NormalText runs={runs} class="tuf-result-normal" />
            <span class={check?.valid ? 'tuf-true' : 'tuf-false'}>
              {' '}
              {check?.valid ? `✓ ${t('tuf.verdictTrue')}` : `✗ ${t('tuf.verdictFalse', { reason: check && !check.valid ? raceRefusalText('tuf', check.refusal) : '' })}`}
            </span>
          </div>
        )}
        {orderLine(r) && <div class="tuf-order-why">{orderLine(r)}</div>}
        {/* order play scores by place, not cubes: the longest equation's cube count does not apply */}
        {!order && <div class="tuf-best">{bestLine(r)}</div>}
      </>
    );
  };
  const footer = showResultCode && <ResultCodeCompare game="tuf" seed={state.seed} points={myPoints} hinted={hinted} />;
  return (
    <RaceResults
      game="tuf"
      order={order}
      state={state}
      names={names}
      roundPoints={(r) => roundPoints(state, r as RoundState)}
      winners={winners(state)}
      rounds={params.rounds}
      challenges={params.cutthroat}
      submission={(r) => submission(r)}
      footer={footer || null}
      {...(showResultCode && params.sameRoll ? { alone: 'finalAloneDevices' } : {})}
      onChallenge={props.onChallenge}
      onNext={props.onNext}
      onRematch={props.onRematch}
    />
  );
}
