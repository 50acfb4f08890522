/**
 * End of a TUF words round: the shared race results (points, final declarer,
 * TUF ERROR, scores, winner) with what words adds: each seat's crossword
 * drawn as a grid with its words and points (and why it is not correct);
 * after the last round of a lone solitaire, a result code to compare across
 * devices; below the buttons, the best crossword the solver finds for the
 * same cubes (it arrives late and is large: nothing a student taps moves).
 */
import { formatHand } from '../../games/words';
import { currentRound } from '../../games/race/engine';
import { hintsUsed, roundPoints, winners, type WordsSeatResult, type WordsState } from '../../games/words/plugin';
import { isSolitaire } from '../../games/words/params';
import { t, refusalText } from '../../i18n';
import { bestKey, RaceResults, soloPoints, type ResultsScreenProps } from '../race/Results';
import { ResultCodeCompare } from '../race/ResultCode';
import { Crossword, useSpelled, WordList } from './Crossword';
import { ChallengeConfirm } from './ChallengeConfirm';
import type { Solution } from './solver';

export function Results(props: ResultsScreenProps<WordsState, Solution>) {
  const { state, names } = props;
  const round = currentRound(state);
  const params = state.params;
  // every word the results list (the crosswords' and the best ones'), spelled with their accents where known
  const shown = (round?.end?.results ?? []).flatMap((r) => {
    const b = round ? props.best[bestKey(round, formatHand(round.rolls[r.seat] ?? []))] : undefined;
    return [...(r.check?.words ?? []), ...(b && typeof b === 'object' ? b.words : [])].map((w) => w.word);
  });
  const spelled = useSpelled(params.dict, shown);
  if (!round?.end) return null;
  const solo = isSolitaire(params);
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const myPoints = soloPoints(state, solo, (r) => roundPoints(state, r));

  const best = (r: WordsSeatResult) => {
    const b = props.best[bestKey(round, formatHand(round.rolls[r.seat] ?? []))];
    if (b === undefined || b === 'loading') return <p class="tuf-muted">{t('words.bestLoading')}</p>;
    if (b === 'failed') return <p class="tuf-muted">{t('words.bestFailed')}</p>;
    if (b.cubes === 0) return <p class="tuf-muted">{t('words.bestNone')}</p>;
    const label = t(b.proven ? 'words.best' : 'words.bestFound', { n: b.score, cubes: b.cubes });
    return (
      <>
        <p class="tuf-best">{label}</p>
        <Crossword grid={b.grid} label={label} />
        <WordList words={b.words} spelled={spelled} />
      </>
    );
  };

  const submission = (r: WordsSeatResult) => {
    const check = r.check;
    return (
      <div class="words-result">
        <div class="words-result-part">
          {r.submission === null ? (
            <p class="tuf-muted">{t('words.noCrossword')}</p>
          ) : (
            <>
              <Crossword grid={r.submission} label={t('words.seatLabel', { name: names[r.seat] ?? '' })} />
              <p class={check?.valid ? 'tuf-true' : 'tuf-false'}>
                {check?.valid
                  ? `✓ ${t('words.verdictTrue')}`
                  : `✗ ${t('words.verdictFalse', { reason: check?.refusal ? refusalText('words', check.refusal) : '' })}`}
                {r.callerBonus ? <span class="tuf-badge"> {t('words.callerBonus')}</span> : null}
              </p>
              {check && <WordList words={check.words} spelled={spelled} />}
            </>
          )}
        </div>
      </div>
    );
  };

  /**
   * The best crossword for each seat's cubes, worked out by the worker after the results show: it comes after
   * the buttons and the result code form, so its arrival (a grid and a list of words) moves nothing a student taps.
   */
  const late = (
    <ul class="tuf-result-list race-late-list">
      {round.end.results.map((r) => (
        <li key={r.seat} class="tuf-result">
          <div class="tuf-result-head">
            <span class="tuf-result-name">{names[r.seat]}</span>
          </div>
          <div class="words-result-part">{best(r)}</div>
        </li>
      ))}
    </ul>
  );

  const footer =
    myPoints !== null ? (
      <>
        <p class="tuf-winner" role="status">
          {t('words.soloTotal', { n: myPoints.reduce((a, b) => a + b, 0) })}
        </p>
        <ResultCodeCompare game="words" seed={state.seed} points={myPoints} hinted={hintsUsed(state)} />
      </>
    ) : null;

  return (
    <RaceResults
      game="words"
      state={state}
      names={names}
      roundPoints={(r) => roundPoints(state, r as typeof round)}
      winners={winners(state)}
      rounds={params.rounds}
      goal={params.goal}
      challenges={!solo}
      noWinner={state.seats.length === 1}
      submission={(r) => submission(r)}
      footer={footer}
      late={late}
      onChallenge={props.onChallenge}
      confirm={(ask, yes, close) => (
        <ChallengeConfirm by={ask.by} call={ask.call} calls={round.calls} names={names} humans={humans} onYes={yes} onClose={close} />
      )}
      onNext={props.onNext}
      onRematch={props.onRematch}
      waiting={props.waiting}
    />
  );
}
