/**
 * End of a TUF round: the shared race results (`src/ui/race/Results.tsx`:
 * points, final declarer, TUF ERROR, scores, winner) with what TUF adds: each
 * seat's equation in normal notation with its verdict, the best equation the
 * solver finds for that seat's roll, and after the last round of a solitaire
 * a result code to compare across devices.
 */
import { faceSymbol, formatRoll, renderNormal, type RolledCube } from '../../games/tuf';
import { currentRound } from '../../games/race/engine';
import { hintsUsed, roundPoints, winners, type MatchState, type TufRound as RoundState, type SeatResultTuf } from '../../games/tuf/plugin';
import { isOrderPlay, isSolitaire, rulesKey } from '../../games/tuf/matchParams';
import { localDecimals, t, refusalText } from '../../i18n';
import { bestKey, RaceResults, soloPoints, type ResultsScreenProps } from '../race/Results';
import { ResultCodeCompare } from '../race/ResultCode';
import { Room } from '../race/Room';
import { NormalText } from './Seat';
import type { BestAnswer } from './solver';

/**
 * An equation at least as long as any the roll allows, for the best line's room: every cube's symbol, one space
 * between each two, in brackets. An equation in normal notation uses some of the roll's cubes, numbers run
 * together, a space only between two of its parts, a fraction as one glyph (here three: 1/2).
 */
export function roomEquation(roll: readonly RolledCube[]): string {
  return localDecimals(`(${roll.map((c) => faceSymbol(c.face)).join(' ')})`);
}

export function Results(props: ResultsScreenProps<MatchState, BestAnswer>) {
  const { state, names } = props;
  const round = currentRound(state);
  if (!round?.end) return null;
  const params = state.params;
  const myPoints = soloPoints(state, isSolitaire(params), (r) => roundPoints(state, r));
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
    const b = props.best[bestKey(round, formatRoll(round.rolls[r.seat] ?? []))];
    if (b === undefined || b === 'loading') return t('tuf.bestLoading');
    if (b === 'failed') return t('tuf.bestFailed');
    if (b.normal === null) return t('tuf.bestNone');
    return (
      t(b.proven ? 'tuf.best' : 'tuf.bestFound', { eq: localDecimals(b.normal), n: b.score }) +
      (r.finalDeclarer ? ` ${t('tuf.bestDoubled', { n: b.score * 2 })}` : '')
    );
  };
  /**
   * Every text the best line may come to show, its equation as long as one can be (`roomEquation`), so the line
   * has the answer's room while the worker works it out and the form and buttons below stay where they are.
   */
  const bestRoom = (r: SeatResultTuf): string[] => {
    const eq = roomEquation(round.rolls[r.seat] ?? []);
    const doubled = r.finalDeclarer ? ` ${t('tuf.bestDoubled', { n: 888 })}` : '';
    return [t('tuf.bestLoading'), t('tuf.bestFailed'), t('tuf.bestNone'), t('tuf.best', { eq, n: 88 }) + doubled, t('tuf.bestFound', { eq, n: 88 }) + doubled];
  };
  const submission = (r: SeatResultTuf) => {
    const check = r.check;
    const runs = check?.valid ? check.runs : (check?.runs ?? (r.submission ? renderNormal(r.submission, rulesKey(params), params.settings).runs : []));
    return (
      <>
        {r.submission === null ? (
          <div class="tuf-result-eq tuf-muted">{t('tuf.noEquation')}</div>
        ) : (
          <div class="tuf-result-eq">
            <NormalText runs={runs} class="tuf-result-normal" />
            <span class={check?.valid ? 'tuf-true' : 'tuf-false'}>
              {' '}
              {check?.valid
                ? `✓ ${t('tuf.verdictTrue')}`
                : `✗ ${t('tuf.verdictFalse', { reason: check && !check.valid ? refusalText('tuf', check.refusal) : '' })}`}
            </span>
          </div>
        )}
        {orderLine(r) && <div class="tuf-order-why">{orderLine(r)}</div>}
        {/* order play scores by place, not cubes: the longest equation's cube count does not apply */}
        {!order && (
          <Room class="tuf-best" for={bestRoom(r)}>
            {bestLine(r)}
          </Room>
        )}
      </>
    );
  };
  const footer = myPoints !== null && <ResultCodeCompare game="tuf" seed={state.seed} points={myPoints} hinted={hinted} />;
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
      {...(myPoints !== null && params.sameRoll ? { alone: 'finalAloneDevices' } : {})}
      onChallenge={props.onChallenge}
      onNext={props.onNext}
      onRematch={props.onRematch}
      waiting={props.waiting}
    />
  );
}
