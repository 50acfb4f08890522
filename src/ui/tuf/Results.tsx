/**
 * End of a round: each seat's equation in normal notation with its verdict
 * and points, the best equation the solver finds for that seat's roll, TUF
 * ERROR challenges in cutthroat play, the scores across rounds and, after
 * the last round, the winner and a result code to compare across devices.
 */
import { useState } from 'preact/hooks';
import { formatRoll, renderNormal } from '../../games/tuf';
import { currentRound, hintsUsed, isSolitaire, roundPoints, winners, type MatchState } from '../../games/tuf/match';
import { Scoreboard } from '../components/Scoreboard';
import { t, type MessageKey } from '../i18n';
import { hrefFor } from '../router';
import { readResultCode, resultCode } from './codes';
import { NormalText } from './Seat';
import { callLabel } from './labels';
import type { BestAnswer } from './solver';

const RESULT_SIDES = ['bottom', 'top', 'left', 'right'] as const;

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
  /** On a shared device the results turn to face each person in turn (index into the people's sides). */
  const [facing, setFacing] = useState(0);
  if (!round || !round.end) return null;
  const params = state.params;
  const pts = roundPoints(state, round);
  const finished = state.phase === 'finished';
  const win = winners(state);
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const myPoints = state.rounds.map((r) => roundPoints(state, r).reduce((a, b) => a + b, 0));
  const showResultCode = finished && isSolitaire(params) && humans.length === 1;
  const hinted = hintsUsed(state);
  const code = resultCode(state.seed, myPoints, hinted);

  // the people sit as at the table: bottom, top, left, right
  const side = RESULT_SIDES[facing % Math.max(1, Math.min(humans.length, RESULT_SIDES.length))] ?? 'bottom';
  const nextSeat = humans[(facing + 1) % Math.max(1, humans.length)] ?? 0;
  return (
    <div class={`tuf-results-frame tuf-facing-${side}`}>
      <div class={`tuf-results ${side === 'top' ? 'is-turned' : ''}`}>
        <div class="tuf-results-top">
          <p class="tuf-ended">{t(state.seats.length === 1 && round.end.reason === 'all-cubes' ? 'tuf.endedBy.all-cubes.solo' : (`tuf.endedBy.${round.end.reason}` as MessageKey))}</p>
          {humans.length > 1 && (
            <button type="button" class="btn btn-small tuf-turn" aria-pressed={side !== 'bottom'} onClick={() => setFacing((f) => (f + 1) % humans.length)}>
              <span aria-hidden="true">⟲ </span>
              {t('tuf.turnResults', { name: names[nextSeat] ?? '' })}
            </button>
          )}
        </div>
        <ul class="tuf-result-list">
          {round.end.results.map((r) => {
            const check = r.check;
            const runs = check?.valid ? check.runs : check?.runs ?? (r.equation ? renderNormal(r.equation, params.game, params.settings).runs : []);
            const key = `${round.index}:${formatRoll(round.rolls[r.seat] ?? [])}`;
            const b = props.best[key];
            return (
              <li key={r.seat} class="tuf-result">
                <div class="tuf-result-head">
                  <span class="tuf-result-name">{names[r.seat]}</span>
                  <span class="tuf-result-points">
                    {t('tuf.points', { n: pts[r.seat] ?? 0 })}
                    {r.finalDeclarer && <span class="tuf-badge"> {t('tuf.finalDeclarer')}</span>}
                  </span>
                </div>
                {r.equation === null ? (
                  <div class="tuf-result-eq tuf-muted">{t('tuf.noEquation')}</div>
                ) : (
                  <div class="tuf-result-eq">
                    <NormalText runs={runs} class="tuf-result-normal" />
                    <span class={check?.valid ? 'tuf-true' : 'tuf-false'}>
                      {' '}
                      {check?.valid ? `✓ ${t('tuf.verdictTrue')}` : `✗ ${t('tuf.verdictFalse', { reason: check && !check.valid ? check.reason : '' })}`}
                    </span>
                  </div>
                )}
                <div class="tuf-best">
                  {b === undefined || b === 'loading'
                    ? t('tuf.bestLoading')
                    : b === 'failed'
                      ? t('tuf.bestFailed')
                      : b.normal === null
                        ? t('tuf.bestNone')
                        : t(b.proven ? 'tuf.best' : 'tuf.bestFound', { eq: b.normal, n: b.score }) + (r.finalDeclarer ? ` ${t('tuf.bestDoubled', { n: b.score * 2 })}` : '')}
                </div>
              </li>
            );
          })}
        </ul>
        {params.cutthroat && round.calls.length > 0 && (
          <section class="tuf-challenges" aria-label={t('tuf.challenges')}>
            <h2>{t('tuf.challenges')}</h2>
            <p class="tuf-muted tuf-challenges-help">{t('tuf.challengesHelp')}</p>
            {round.calls.map((c, ci) => (
              <div key={ci} class="button-row">
                <span class="tuf-call-name">
                  {callLabel(ci)} {names[c.seat]}
                </span>
                {humans
                  .filter((h) => h !== c.seat)
                  .map((h) => {
                    const done = round.challenges.find((x) => x.by === h && x.call === ci);
                    return done ? (
                      <span key={h} class={done.upheld ? 'tuf-true' : 'tuf-false'}>
                        {done.upheld ? t('tuf.challengeUpheld', { name: names[h] ?? '', n: done.points }) : t('tuf.challengeWrong', { name: names[h] ?? '', n: done.points })}
                      </span>
                    ) : (
                      <button key={h} type="button" class="btn btn-small" onClick={() => props.onChallenge(h, ci)}>
                        {t('tuf.challengeBy', { name: names[h] ?? '', caller: names[c.seat] ?? '' })}
                      </button>
                    );
                  })}
              </div>
            ))}
          </section>
        )}
        <div class="tuf-scores" tabIndex={0} role="region" aria-label={t('tuf.scoresCaption')}>
          <Scoreboard
            caption={t('tuf.scoresCaption')}
            rows={state.seats.map((_, i) => ({ name: names[i] ?? '', rounds: state.rounds.map((r) => roundPoints(state, r)[i] ?? 0) }))}
          />
        </div>
        {finished ? (
          <div class="tuf-final">
            <p class="tuf-winner" role="status">
              {win.length === 1 ? t('tuf.winner', { name: names[win[0] ?? 0] ?? '' }) : t('tuf.tie', { names: win.map((w) => names[w]).join(', ') })}
            </p>
            {showResultCode && (
              <div class="tuf-result-code">
                <p>
                  {t('tuf.resultCode')}: <output class="share-code">{code}</output>
                </p>
                {hinted && <p class="tuf-hints-used">{t('tuf.hintsUsed')}</p>}
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
            )}
            <div class="button-row">
              <button type="button" class="btn btn-primary" onClick={props.onRematch}>
                {t('tuf.rematch')}
              </button>
              <a class="btn" href={hrefFor('tuf')}>
                {t('tuf.newMatch')}
              </a>
            </div>
          </div>
        ) : (
          <button type="button" class="btn btn-primary btn-big" onClick={props.onNext}>
            {t('tuf.next', { n: round.index + 2, total: params.rounds })}
          </button>
        )}
      </div>
    </div>
  );
}
