/** The announcing and playing panels of one player's turn. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { GUESSES, ROMAN } from '../../games/diceculus/cards';
import { formatExpr, LETTERS, workedSteps } from '../../games/diceculus/expr';
import { allRolled, cardOf, DICE, toRoll, valuesOf, type DiceMove, type DiceState, type Play, type Round } from '../../games/diceculus/game';
import { localDecimals, refusalText, t } from '../../i18n';
import { useSavedFirst, type DispatchResult } from '../session';
import { bump, defaultAnnounce, placedDice, toggleRecipient, withGuess, withVictim, type AnnounceDraft } from './announce';
import { claimOpen, NOTHING_TYPED, type Typed, type TypedField } from './typed';

type Dispatch = (m: DiceMove) => Promise<DispatchResult>;

/** The announcing panel: the dice arranged on the unknowns (and the victim or recipients) are saved before they show. */
export function Announce(props: {
  state: DiceState;
  round: Round;
  p: number;
  dispatch: Dispatch;
  /** The arrangement saved for this round and player (a reload resumes it); absent: the default. */
  initial?: AnnounceDraft;
  /** Saves the arrangement (the game's view); resolves once it is on the device, and only then is it shown. */
  save?: (d: AnnounceDraft) => Promise<void> | void;
}) {
  const { state, round, p } = props;
  const guesses = GUESSES[round.stage];
  const draft = useSavedFirst<AnnounceDraft>(props.initial ?? defaultAnnounce(state, round, p), props.save ?? (() => undefined));
  const { guess, split, victim, recipients } = draft.shown;
  const others = state.players.map((_, i) => i).filter((i) => i !== p);
  const [error, setError] = useState<string | null>(null);
  const letters = LETTERS.slice(0, guess);
  const placed = placedDice(split, guess);

  const submit = async (): Promise<void> => {
    const move: DiceMove = { t: 'announce', p, guess, split };
    if (round.stage === 3) move.victim = victim;
    if (round.stage === 4) move.recipients = recipients;
    const r = await props.dispatch(move);
    setError(r.ok ? null : refusalText('diceculus', r.refusal));
  };
  const change = (next: (d: AnnounceDraft) => AnnounceDraft): void => void draft.change(next);

  return (
    <section class="dc-panel dc-announce" aria-label={t('diceculus.announce')}>
      {round.stage > 1 && (
        <fieldset class="choice">
          <legend>{t('diceculus.guess')}</legend>
          <div class="segmented">
            {guesses.map((g) => (
              <button
                type="button"
                key={g}
                class={`segment ${g === guess ? 'is-on' : ''}`}
                aria-pressed={g === guess}
                onClick={() => change((d) => withGuess(d, g))}
              >
                {g}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset class="choice">
        <legend>
          {t('diceculus.split')} <span class={`dc-count ${placed === DICE ? 'is-ok' : 'is-bad'}`}>{t('diceculus.diceLeft', { n: placed })}</span>
        </legend>
        <div class="dc-split">
          {letters.map((l) => (
            <div class="dc-stepper" key={l} role="group" aria-label={t('diceculus.diceFor', { n: split[l] ?? 0, letter: l })}>
              <span class="dc-letter">{l}</span>
              <button
                type="button"
                class="btn btn-small"
                aria-label={t('diceculus.less', { letter: l })}
                disabled={(split[l] ?? 0) <= 1}
                onClick={() => change((d) => bump(d, l, -1))}
              >
                −
              </button>
              <span class="dc-n" aria-hidden="true">
                {split[l]}
              </span>
              <button
                type="button"
                class="btn btn-small"
                aria-label={t('diceculus.more', { letter: l })}
                disabled={placed >= DICE}
                onClick={() => change((d) => bump(d, l, 1))}
              >
                +
              </button>
            </div>
          ))}
        </div>
      </fieldset>
      {round.stage === 3 && (
        <fieldset class="choice">
          <legend>{t('diceculus.victim')}</legend>
          <div class="segmented">
            {others.map((o) => (
              <button
                type="button"
                key={o}
                class={`segment ${o === victim ? 'is-on' : ''}`}
                aria-pressed={o === victim}
                onClick={() => change((d) => withVictim(d, o))}
              >
                {state.players[o]?.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {round.stage === 4 && (
        <fieldset class="choice">
          <legend>{t('diceculus.recipients')}</legend>
          <div class="segmented">
            {others.map((o) => {
              const on = recipients.includes(o);
              return (
                <button type="button" key={o} class={`segment ${on ? 'is-on' : ''}`} aria-pressed={on} onClick={() => change((d) => toggleRecipient(d, o))}>
                  <span aria-hidden="true">{on ? '✓ ' : '+ '}</span>
                  {state.players[o]?.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <div class="button-row">
        <button type="button" class="btn btn-primary btn-big" disabled={placed !== DICE} onClick={() => void submit()}>
          {t('diceculus.announce')}
        </button>
      </div>
    </section>
  );
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export function Solve(props: {
  state: DiceState;
  round: Round;
  p: number;
  dispatch: Dispatch;
  /** The value and the claim typed before a reload for this round and player (`readTyped`); absent: empty fields. */
  initialTyped?: Typed;
  /** Saves what is typed (the game's view, both fields) as it is typed: the browser shows the keys itself, so this follows at once. */
  saveTyped?: (typed: Typed) => Promise<void> | void;
}) {
  const { round, p } = props;
  const play = round.plays[p] as Play;
  const card = cardOf(round);
  const [typed, setTyped] = useState<Typed>(props.initialTyped ?? NOTHING_TYPED);
  // the newest texts, for a key pressed before the last one has rendered
  const typedNow = useRef(typed);
  const type = (field: TypedField, text: string): void => {
    const next = { ...typedNow.current, [field]: text };
    typedNow.current = next;
    setTyped(next);
    void props.saveTyped?.(next);
  };
  const { answer, claim } = typed;
  const answerField = useRef<HTMLInputElement>(null);
  const claimField = useRef<HTMLInputElement>(null);
  // Text typed before a reload is back in its field, the caret after it, ready to go on typing.
  useEffect(() => {
    const el = [claimField.current, answerField.current].find((f) => f && f.value !== '');
    if (!el) return;
    el.focus({ preventScroll: true });
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [wrongSeen, setWrongSeen] = useState(play.wrong);
  useEffect(() => setError(null), [play.current, Object.keys(play.kept).length]);
  const rolled = allRolled(card, play);
  const act = async (m: DiceMove): Promise<void> => {
    const r = await props.dispatch(m);
    setError(r.ok ? null : refusalText('diceculus', r.refusal));
  };
  const check = async (text: string): Promise<void> => {
    const before = play.wrong;
    const r = await props.dispatch({ t: 'answer', p, text });
    if (!r.ok) setError(refusalText('diceculus', r.refusal));
    else setWrongSeen(before + 1);
  };
  const showWorking = play.shown || play.wrong > 0;
  const worked = rolled ? localDecimals(workedSteps(card.node, valuesOf(card, play)).steps.join(' = ')) : '';
  const rolling = play.current;
  const lastRoll = rolling ? ((play.rolls[rolling] ?? []).slice(-1)[0] ?? []) : [];
  const rollsSoFar = rolling ? (play.rolls[rolling] ?? []).length : 0;
  const assumed = new Set(LETTERS.filter((l) => (play.split[l] ?? 0) > 0));

  return (
    <section class="dc-panel dc-solve" aria-label={t('diceculus.card')}>
      <p class="dc-card">
        <span class="dc-card-text">{formatExpr(card.node)} = ?</span>
      </p>
      <ul class="dc-values">
        {card.letters.map((l) => (
          <li key={l}>
            {!assumed.has(l)
              ? t('diceculus.zero', { letter: l })
              : play.kept[l] !== undefined
                ? t('diceculus.value', { letter: l, value: play.kept[l] ?? 0 })
                : `${l} = ?`}
          </li>
        ))}
        {LETTERS.filter((l) => assumed.has(l) && !card.letters.includes(l)).map((l) => (
          <li key={l} class="dc-muted">
            {t('diceculus.fallsOut', { letter: l })}
          </li>
        ))}
      </ul>
      {claimOpen(round, play) && (
        <form
          class="dc-claim"
          onSubmit={(e) => {
            e.preventDefault();
            // a decimal comma (3,5) is written with a point in the move: saved games stay language-neutral
            void act({ t: 'claim', p, text: claim.trim().replace(/(\d),(\d)/g, '$1.$2') });
          }}
        >
          <label for="dc-claim">{t('diceculus.claim')}</label>
          <input
            id="dc-claim"
            ref={claimField}
            class="input dc-num"
            inputMode="text"
            autoComplete="off"
            value={claim}
            aria-label={t('diceculus.claimLabel')}
            onInput={(e) => type('claim', (e.currentTarget as HTMLInputElement).value)}
          />
          <button class="btn" type="submit" disabled={claim.trim() === ''}>
            {t('diceculus.claimButton')}
          </button>
        </form>
      )}
      {!rolled && rolling === null && (
        <div class="dc-roll-choice" role="group" aria-label={t('diceculus.pickUnknown')}>
          <span>{t('diceculus.pickUnknown')}</span>
          {toRoll(card, play)
            .filter((l) => play.kept[l] === undefined)
            .map((l) => (
              <button type="button" key={l} class="btn btn-primary" onClick={() => void act({ t: 'roll', p, v: l })}>
                {t('diceculus.rollFor', { letter: l, n: play.split[l] ?? 0 })}
              </button>
            ))}
        </div>
      )}
      {rolling !== null && (
        <div class="dc-rolling">
          <p class="dc-dice" aria-live="polite">
            <span class="visually-hidden">{t('diceculus.rolled', { letter: rolling, k: rollsSoFar, sum: sum(lastRoll) })}</span>
            {lastRoll.map((d, i) => (
              <span class="dc-die" key={i} aria-hidden="true">
                {d}
              </span>
            ))}
            <span aria-hidden="true" class="dc-sum">
              {rolling} = {sum(lastRoll)} <small>({rollsSoFar}/3)</small>
            </span>
          </p>
          <div class="button-row">
            <button type="button" class="btn btn-primary" onClick={() => void act({ t: 'keep', p })}>
              {t('diceculus.keep', { sum: sum(lastRoll) })}
            </button>
            <button type="button" class="btn" onClick={() => void act({ t: 'roll', p, v: rolling })}>
              {t('diceculus.rollAgain')}
            </button>
          </div>
        </div>
      )}
      {rolled && (
        <form
          class="dc-answer"
          onSubmit={(e) => {
            e.preventDefault();
            void check(answer);
          }}
        >
          <label for="dc-answer">{t('diceculus.answer')}</label>
          <input
            id="dc-answer"
            ref={answerField}
            class="input dc-num"
            inputMode="text"
            autoComplete="off"
            value={answer}
            onInput={(e) => type('answer', (e.currentTarget as HTMLInputElement).value)}
          />
          <button class="btn btn-primary" type="submit" disabled={answer.trim() === ''}>
            {t('diceculus.check')}
          </button>
          <button class="btn" type="button" onClick={() => void check('none')}>
            {t('diceculus.noValue')}
          </button>
          {!showWorking && (
            <button class="btn btn-quiet" type="button" onClick={() => void act({ t: 'show', p })}>
              {t('diceculus.showWorking')}
            </button>
          )}
        </form>
      )}
      {play.wrong > 0 && wrongSeen === play.wrong && (
        <p role="alert" class="form-error">
          {t('diceculus.wrong')}
        </p>
      )}
      {rolled && showWorking && (
        <p class="dc-working" role="note" aria-label={t('diceculus.working')}>
          {worked}
        </p>
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <p class="visually-hidden">{ROMAN[round.stage]}</p>
    </section>
  );
}
