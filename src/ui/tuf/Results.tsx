/**
 * End of a TUF round: the shared race results (`src/ui/race/Results.tsx`:
 * points, final declarer, TUF ERROR, scores, winner) with what TUF adds: each
 * seat's equation in normal notation with its verdict, the best equation the
 * solver finds for that seat's roll, and after the last round of a solitaire
 * a result code to compare across devices.
 */
import { useState } from 'preact/hooks';
import { formatRoll, renderNormal } from '../../games/tuf';
import { currentRound, hintsUsed, isSolitaire, roundPoints, winners, type MatchState, type RoundState, type SeatResult as SeatResultTuf } from '../../games/tuf/match';
import { Scoreboard } from '../components/Scoreboard';
import { localDecimals, t, type MessageKey } from '../i18n';
import { RaceResults } from '../race/Results';
import { raceRefusalText } from '../race/refusal';
import { readResultCode, resultCode } from './codes';
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
  const [other, setOther] = useState('');
  const [compare, setCompare] = useState<{ ok: true; points: number[]; hints?: true } | { ok: false; reason: string } | null>(null);
  if (!round || !round.end) return null;
  const params = state.params;
  const finished = state.phase === 'finished';
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const myPoints = state.rounds.map((r) => roundPoints(state, r).reduce((a, b) => a + b, 0));
  const showResultCode = finished && isSolitaire(params) && humans.length === 1;
  const hinted = hintsUsed(state);
  const code = resultCode(state.seed, myPoints, hinted);

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
        <div class="tuf-best">{bestLine(r)}</div>
      </>
    );
  };
  const footer = showResultCode && (
    <div class="tuf-result-code">
      <p>
        {t('tuf.resultCode')}: <output class="share-code">{code}</output>
        {hinted && <span class="tuf-hints-used"> {t('tuf.hintsUsed')}</span>}
      </p>
      <form
        class="code-form"
        onSubmit={(e) => {
          e.preventDefault();
          const r = readResultCode(other, state.seed);
          setCompare(r.ok ? { ok: true, points: r.points, ...(r.hints ? { hints: true as const } : {}) } : { ok: false, reason: t(`tuf.compareBad.${r.reason}` as MessageKey) });
        }}
      >
        <label class="visually-hidden" for="tuf-compare">
          {t('tuf.compareLabel')}
        </label>
        <input id="tuf-compare" class="input" value={other} placeholder={t('tuf.compareLabel')} onInput={(e) => setOther((e.target as HTMLInputElement).value)} />
        <button type="submit" class="btn" disabled={other.trim() === ''}>
          {t('tuf.compareGo')}
        </button>
      </form>
      {compare && !compare.ok && <p class="form-error">{compare.reason}</p>}
      {compare && compare.ok && (
        <Scoreboard
          caption={t('tuf.compare')}
          rows={[
            { name: hinted ? t('tuf.compareMineHints') : t('tuf.compareMine'), rounds: myPoints },
            { name: compare.hints ? t('tuf.compareTheirsHints') : t('tuf.compareTheirs'), rounds: compare.points },
          ]}
        />
      )}
    </div>
  );
  return (
    <RaceResults
      game="tuf"
      state={state}
      names={names}
      roundPoints={(r) => roundPoints(state, r as RoundState)}
      winners={winners(state)}
      rounds={params.rounds}
      challenges={params.cutthroat}
      submission={(r) => submission(r)}
      footer={footer || null}
      onChallenge={props.onChallenge}
      onNext={props.onNext}
      onRematch={props.onRematch}
    />
  );
}
