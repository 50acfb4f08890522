/**
 * Rotary's results: the game's shared crossword, each player's points (their
 * own cubes in the correct words, the TUF player's 8, TUFFEST!'s 8, TUF
 * ERRORs), the points by game, and at the end the winner and each person's
 * result code (the same codes as TUF words: seed and points by game).
 */
import { gamePoints, ownWords, rotaryTotals, sharedGridText, tufSeat, type RotaryGame, type RotaryState } from '../../games/words/rotary';
import { FINAL_DECLARER_BONUS, TUF_CALLER_BONUS } from '../../games/words';
import { Scoreboard } from '../components/Scoreboard';
import { formatNumber, t } from '../../i18n';
import { resultCode } from '../race/codes';
import { Crossword, useSpelled } from './Crossword';

/** One game's points split by where they came from. */
export function gameParts(state: RotaryState, game: RotaryGame): { cubes: number; tuf: number; tuffest: number; errors: number; total: number }[] {
  const total = gamePoints(state, game);
  const tuf = tufSeat(game);
  const fin = game.end?.finisher ?? null;
  return total.map((sum, seat) => {
    const errors = game.challenges.filter((c) => c.by === seat).reduce((a, c) => a + c.points, 0);
    const tufPts = tuf === seat ? TUF_CALLER_BONUS : 0;
    const finPts = fin === seat ? FINAL_DECLARER_BONUS : 0;
    return { cubes: sum - tufPts - finPts - errors, tuf: tufPts, tuffest: finPts, errors, total: sum };
  });
}

export function RotaryHowTo() {
  return (
    <ol class="rotary-howto">
      {([1, 2, 3, 4, 5] as const).map((n) => (
        <li key={n}>{t(`wordsrotary.howTo.${n}`)}</li>
      ))}
    </ol>
  );
}

const signed = (n: number): string => (n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : '0');

export function RotaryResults(props: { state: RotaryState; names: readonly string[]; onNext(): void; onRematch(): void }) {
  const { state, names } = props;
  const done = state.games.filter((g) => g.end !== null);
  const game = done[done.length - 1];
  // each player's own words, spelled with their accents where the language knows them (THÈQUE, as TUF words' results)
  const own = game ? ownWords(state, game) : [];
  const spelled = useSpelled(
    state.params.dict,
    own.flat().map((w) => w.word),
  );
  if (!game) return null;
  const parts = gameParts(state, game);
  const totals = rotaryTotals(state);
  const finished = state.phase === 'finished';
  const best = Math.max(...totals);
  const top = totals.flatMap((x, i) => (x === best ? [i] : []));
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const end = game.end;
  const finisher = end?.finisher ?? null;
  const why =
    end?.reason === 'all-cubes' && finisher !== null
      ? t('wordsrotary.status.over.all-cubes', { name: names[finisher] ?? '' })
      : tufSeat(game) === null
        ? t('wordsrotary.status.over.opening')
        : t('wordsrotary.status.over.quiet');
  return (
    <div class="rotary-results">
      <p class="tuf-status-line">{why}</p>
      {finished && state.seats.length > 1 && (
        <p class="tuf-winner" role="status">
          {top.length === 1
            ? t('wordsrotary.winner', { name: names[top[0] as number] ?? '' })
            : t('wordsrotary.tie', { names: top.map((i) => names[i]).join(', ') })}
        </p>
      )}
      {finished && state.seats.length === 1 && (
        <p class="tuf-winner is-alone" role="status">
          {t('wordsrotary.total', { n: totals[0] ?? 0 })}
        </p>
      )}
      <Crossword grid={sharedGridText(game)} label={t('wordsrotary.gameGrid', { n: game.index + 1 })} />
      <div class="rotary-parts-wrap">
        <table class="scoreboard rotary-parts">
          <caption>{t('wordsrotary.scoresCaption', { n: game.index + 1 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wordsrotary.col.player')}</th>
              <th scope="col">{t('wordsrotary.col.cubes')}</th>
              <th scope="col">{t('wordsrotary.col.tuf')}</th>
              <th scope="col">{t('wordsrotary.col.tuffest')}</th>
              <th scope="col">{t('wordsrotary.col.errors')}</th>
              <th scope="col">{t('wordsrotary.col.total')}</th>
            </tr>
          </thead>
          <tbody>
            {parts.map((p, i) => (
              <tr key={i}>
                <th scope="row">{names[i]}</th>
                <td>{formatNumber(p.cubes)}</td>
                <td>{p.tuf ? signed(p.tuf) : '—'}</td>
                <td>{p.tuffest ? signed(p.tuffest) : '—'}</td>
                <td>{p.errors ? signed(p.errors) : '—'}</td>
                <td>{formatNumber(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul class="rotary-own-words" aria-label={t('wordsrotary.col.cubes')}>
        {own.map((words, i) => (
          <li key={i}>
            {t('wordsrotary.ownWords', {
              name: names[i] ?? '',
              words:
                words.length === 0
                  ? t('wordsrotary.noWords')
                  : words.map((w) => t('wordsrotary.wordCubes', { word: spelled.get(w.word) ?? w.word, n: w.points })).join(' · '),
            })}
          </li>
        ))}
      </ul>
      {done.length > 1 || finished ? (
        <Scoreboard
          caption={t('wordsrotary.allGames')}
          column={(n) => t('wordsrotary.gameColumn', { n })}
          rows={names.map((name, i) => ({ name, rounds: done.map((g) => gamePoints(state, g)[i] ?? 0) }))}
        />
      ) : null}
      {finished &&
        humans.map((h) => (
          <p key={h} class="rotary-code">
            {t('wordsrotary.resultCode', { name: names[h] ?? '' })}:{' '}
            <output class="share-code">
              {resultCode(
                state.seed,
                done.map((g) => gamePoints(state, g)[h] ?? 0),
              )}
            </output>
          </p>
        ))}
      <div class="button-row">
        {finished ? (
          <button type="button" class="btn btn-primary btn-big" onClick={props.onRematch}>
            {t('wordsrotary.rematch')}
          </button>
        ) : (
          <button type="button" class="btn btn-primary btn-big" onClick={props.onNext}>
            {t('wordsrotary.next')}
          </button>
        )}
      </div>
    </div>
  );
}
