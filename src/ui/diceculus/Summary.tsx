/**
 * What happened in a round, as a child at the table would have heard it:
 * each announcement in turn order as it is made (the guess, the split, whom
 * they rob or give to), and once the round is over its summary — each
 * player's split, dice, value → rounded points, robbery and charity as arrows
 * between names (with each share worked out), bonus and penalty, the round's
 * score, and at a stage's end how each TOTAL SUM makes its GRAND TOTAL
 * (277 → 2 + 7 + 7 = 16).
 */
import { ROMAN } from '../../games/diceculus/cards';
import { evaluate, formatExpr, LETTERS } from '../../games/diceculus/expr';
import { cardOf, charityGaps, roundsPerStage, scoreTable, toRoll, valuesOf, type DiceState, type Play, type Round } from '../../games/diceculus/game';
import { formatSigned, t } from '../../i18n';
import { CardText } from './CardText';
import { grandSteps, roundingStep, shareStep } from './words';

const nameOf = (s: DiceState, p: number): string => s.players[p]?.name ?? '';

/** A split in words: `a 3 · b 2 · c 2`. */
export const splitWords = (play: Play): string =>
  LETTERS.filter((l) => (play.split[l] ?? 0) > 0)
    .map((l) => t('diceculus.diceOn', { letter: l, n: play.split[l] ?? 0 }))
    .join(' · ');

/** One announcement: `3 unknowns: a 3 dice · b 2 dice · c 2 dice, robs Ben`. */
export function announceWords(s: DiceState, r: Round, play: Play): string {
  const parts = [t('diceculus.announced', { count: play.guess, split: splitWords(play) })];
  if (r.stage === 3 && play.victim !== null) parts.push(t('diceculus.robs', { name: nameOf(s, play.victim) }));
  if (r.stage === 4 && play.recipients) parts.push(t('diceculus.givesTo', { names: play.recipients.map((x) => nameOf(s, x)).join(', ') }));
  return parts.join(' — ');
}

/** The announcements of the round so far, in turn order (seats still to announce are listed as waiting). */
export function Announcements(props: { state: DiceState; round: Round }) {
  const { state: s, round: r } = props;
  if (r.plays.every((pl) => pl === null)) return null;
  return (
    <section class="dc-announced" aria-label={t('diceculus.announcements')}>
      <h2 class="dc-small-head">{t('diceculus.announcements')}</h2>
      <ol>
        {r.order.map((p) => {
          const play = r.plays[p];
          return (
            <li key={p}>
              <strong>{nameOf(s, p)}</strong>{' '}
              {play && play.guess > 0 ? (
                announceWords(s, r, play)
              ) : (
                <span class="dc-muted">{s.players[p]?.kind === 'remote' ? t('diceculus.remoteSeat') : t('diceculus.notYet')}</span>
              )}
              {play?.done && play.points !== null && (
                <span class="dc-muted"> · {t('diceculus.solvedFor', { count: play.points, points: formatSigned(play.points) })}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** One player's play worked out: the dice they kept, the card's value and its points. */
function playWords(r: Round, play: Play): string {
  if (play.claimed) return t('diceculus.summaryClaimed', { count: play.points ?? 0, points: formatSigned(play.points ?? 0) });
  if (play.guess === 0) return t('diceculus.summaryRemote', { count: play.points ?? 0, points: formatSigned(play.points ?? 0) });
  const card = cardOf(r);
  const vals = valuesOf(card, play);
  const dice = card.letters.map((l) => `${l} = ${vals[l] ?? 0}`).join(', ');
  const value = evaluate(card.node, vals);
  const rolled = toRoll(card, play).length;
  const points = play.points ?? 0;
  const shown = rolled === 0 ? t('diceculus.summaryNoDice') : dice;
  // a whole value is its points; a value that is not whole shows its rounding; no value shows why
  const step = value.ok ? roundingStep(value) : t('diceculus.summaryNoValue');
  if (step === null) return t('diceculus.summaryWhole', { dice: shown, count: points, points: formatSigned(points) });
  return t('diceculus.summaryPlay', { dice: shown, value: step, count: points, points: formatSigned(points) });
}

/** The summary of a finished round (see the file's note). */
export function RoundSummary(props: { state: DiceState; round: Round }) {
  const { state: s, round: r } = props;
  const scores = r.scores ?? [];
  const gaps = charityGaps(s, r);
  const per = roundsPerStage(s.params, s.players.length);
  const stageEnd = r.index === per - 1;
  const table = stageEnd ? scoreTable(s) : null;
  const moves = r.order.flatMap((p) => {
    const play = r.plays[p];
    if (!play || play.points === null) return [];
    if (r.stage === 3 && play.victim !== null)
      return [{ key: `r${p}`, text: t('diceculus.robbery', { from: nameOf(s, play.victim), to: nameOf(s, p), points: formatSigned(play.points) }) }];
    if (r.stage === 4 && play.recipients) {
      const to = [...play.recipients, ...gaps.filter((g) => g.donor === p).map((g) => g.seat)];
      return [
        {
          key: `c${p}`,
          text: t('diceculus.charity', { from: nameOf(s, p), to: to.map((x) => nameOf(s, x)).join(', '), share: shareStep(play.points, to.length) }),
        },
      ];
    }
    return [];
  });
  const extras = r.order.flatMap((p) => {
    const play = r.plays[p];
    if (!play) return [];
    const out: { key: string; text: string }[] = [];
    if (s.params.bonus > 0 && play.wrong === 0 && !play.shown)
      out.push({ key: `b${p}`, text: t('diceculus.bonusLine', { name: nameOf(s, p), count: s.params.bonus }) });
    if (s.params.penalty && play.wrong > 0) out.push({ key: `p${p}`, text: t('diceculus.penaltyLine', { name: nameOf(s, p), count: play.wrong }) });
    return out;
  });
  return (
    <section class="dc-summary" aria-labelledby={`dc-summary-${r.global}`}>
      <h2 id={`dc-summary-${r.global}`} class="dc-small-head">
        {t('diceculus.summaryTitle', { roman: ROMAN[r.stage], n: r.index + 1 })} <CardText text={formatExpr(cardOf(r).node)} />
      </h2>
      <ul class="dc-summary-plays">
        {r.order.map((p) => {
          const play = r.plays[p];
          return (
            <li key={p}>
              <strong>{nameOf(s, p)}</strong>{' '}
              {play ? (
                <>
                  {play.guess > 0 && <span class="dc-muted">{splitWords(play)} · </span>}
                  {playWords(r, play)}
                </>
              ) : (
                <span class="dc-muted">{t('diceculus.remoteSeat')}</span>
              )}
            </li>
          );
        })}
      </ul>
      {moves.length > 0 && (
        <ul class="dc-summary-moves">
          {moves.map((m) => (
            <li key={m.key}>{m.text}</li>
          ))}
        </ul>
      )}
      {extras.length > 0 && (
        <ul class="dc-summary-moves">
          {extras.map((m) => (
            <li key={m.key}>{m.text}</li>
          ))}
        </ul>
      )}
      <p class="dc-summary-scores">
        {t('diceculus.roundScores', { scores: r.order.map((p) => `${nameOf(s, p)} ${formatSigned(scores[p] ?? 0)}`).join(' · ') })}
      </p>
      {table && (
        <ul class="dc-summary-grand" aria-label={t('diceculus.grandTotal')}>
          {s.players.map((pl, p) => {
            const st = table.players[p]?.[r.stage - 1];
            const total = st?.totals[st.totals.length - 1];
            if (total === undefined || st?.grand === null) return null;
            return <li key={p}>{t('diceculus.grandLine', { name: pl.name, steps: grandSteps(total, s.params.grand) })}</li>;
          })}
        </ul>
      )}
    </section>
  );
}
