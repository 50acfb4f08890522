/** The announcing and playing panels of one player's turn. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { GUESSES, ROMAN } from '../../games/diceculus/cards';
import { evaluate, formatExpr, LETTERS, pointsOf, workedSteps, type Letter, type Value } from '../../games/diceculus/expr';
import {
  allRolled,
  answerMatches,
  cardOf,
  CLAIM_POINTS,
  DICE,
  MAX_ROLLS,
  toRoll,
  valuesOf,
  type DiceMove,
  type DiceState,
  type Play,
  type Round,
} from '../../games/diceculus/game';
import { formatNumber, formatSigned, localDecimals, refusalText, t } from '../../i18n';
import { useSavedFirst, type DispatchResult } from '../session';
import { bump, defaultAnnounce, placedDice, toggleRecipient, withGuess, withVictim, type AnnounceDraft } from './announce';
import { claimOpen, NOTHING_TYPED, type Typed, type TypedField } from './typed';
import { CardText } from './CardText';
import { roundingStep, valueWords } from './words';

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
        {placed >= DICE && letters.some((l) => (split[l] ?? 0) > 1) && <p class="dc-muted dc-hint">{t('diceculus.allPlaced')}</p>}
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
      <div class="button-row dc-act">
        <button type="button" class="btn btn-primary btn-big" disabled={placed !== DICE} onClick={() => void submit()}>
          {t('diceculus.announce')}
        </button>
      </div>
    </section>
  );
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Tries at the card's value before the whole working is shown (after a wrong try, only the numbers put in). */
export const TRIES = 3;

/** What a right answer says: the value, its rounding when it is not whole, and the points. */
export function rightText(value: Value, points: number, claimed = false): string {
  if (claimed) return t('diceculus.rightClaim', { value: valueWords(value) ?? '', count: points, points: formatSigned(points) });
  const step = roundingStep(value);
  if (step) return t('diceculus.rightRounded', { step, count: points, points: formatSigned(points) });
  if (!value.ok) return t('diceculus.rightNone', { count: points, points: formatSigned(points) });
  return t('diceculus.right', { value: valueWords(value) ?? '', count: points, points: formatSigned(points) });
}

/** Adds a character at the end of a field's text (the − and / a phone's number keys lack). */
const append = (text: string, c: string): string => (c === '−' && text.trim() === '' ? '-' : `${text}${c === '−' ? '-' : c}`);

export function Solve(props: {
  state: DiceState;
  round: Round;
  p: number;
  dispatch: Dispatch;
  /** The value and the claim typed before a reload for this round and player (`readTyped`); absent: empty fields. */
  initialTyped?: Typed;
  /** Saves what is typed (the game's view, both fields) as it is typed: the browser shows the keys itself, so this follows at once. */
  saveTyped?: (typed: Typed) => Promise<void> | void;
  /** Told, in words, when the card is solved (a right answer or a right constant claim). */
  onRight?: (text: string) => void;
}) {
  const { round, p, state } = props;
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
  /** The wrong tries this screen has seen answered, and whether the last one was a claim. */
  const [seen, setSeen] = useState<{ wrong: number; claim: boolean }>({ wrong: play.wrong, claim: false });
  useEffect(() => setError(null), [play.current, Object.keys(play.kept).length]);
  const rolled = allRolled(card, play);
  const act = async (m: DiceMove): Promise<DispatchResult> => {
    const r = await props.dispatch(m);
    setError(r.ok ? null : refusalText('diceculus', r.refusal));
    return r;
  };
  const value = rolled && !play.claimed ? evaluate(card.node, valuesOf(card, play)) : null;
  const check = async (text: string): Promise<void> => {
    const before = play.wrong;
    const right = value !== null && answerMatches(text, value, state.rounded === true);
    const r = await act({ t: 'answer', p, text });
    if (!r.ok) return;
    if (right && value) props.onRight?.(rightText(value, pointsOf(value)));
    else setSeen({ wrong: before + 1, claim: false });
  };
  const claimIt = async (): Promise<void> => {
    const before = play.wrong;
    // a decimal comma (3,5) is written with a point in the move: saved games stay language-neutral
    const text = claim.trim().replace(/(\d),(\d)/g, '$1.$2');
    const r = await act({ t: 'claim', p, text });
    if (!r.ok) return;
    if (card.constant && answerMatches(text, { ok: true, exact: true, v: card.constant }))
      props.onRight?.(rightText({ ok: true, exact: true, v: card.constant }, CLAIM_POINTS, true));
    else setSeen({ wrong: before + 1, claim: true });
  };
  const fullWorking = play.shown || play.wrong >= TRIES;
  const steps = rolled && !play.claimed ? workedSteps(card.node, valuesOf(card, play)).steps.map((x) => localDecimals(x)) : [];
  const rounding = value ? roundingStep(value) : null;
  const worked = [...steps, ...(rounding ? [rounding.slice(rounding.indexOf('→'))] : [])].join(' = ').replace(' = →', ' →');
  const rolling = play.current;
  // the unknown on show: the one being rolled, or the last one finished by its third roll (shown, never skipped)
  const lastLetter = play.sequence[play.sequence.length - 1];
  const shownLetter: Letter | null = rolling ?? (lastLetter && (play.rolls[lastLetter] ?? []).length >= MAX_ROLLS ? lastLetter : null);
  const shownRolls = shownLetter ? (play.rolls[shownLetter] ?? []) : [];
  const lastRoll = shownRolls[shownRolls.length - 1] ?? [];
  const assumed = new Set(LETTERS.filter((l) => (play.split[l] ?? 0) > 0));
  const fallen = LETTERS.filter((l) => assumed.has(l) && !card.letters.includes(l));
  const triesLeft = Math.max(0, TRIES - play.wrong);
  const wrongNow = play.wrong > 0 && seen.wrong === play.wrong;

  return (
    <section class="dc-panel dc-solve" aria-label={t('diceculus.card')}>
      <p class="dc-card">
        <CardText text={formatExpr(card.node)} />
        <span class="dc-card-eq"> = ?</span>
      </p>
      <ul class="dc-values">
        {card.letters.map((l) => {
          const sums = (play.rolls[l] ?? []).map(sum);
          return (
            <li key={l}>
              {!assumed.has(l)
                ? t('diceculus.zero', { letter: l })
                : play.kept[l] !== undefined
                  ? t('diceculus.value', { letter: l, value: play.kept[l] ?? 0 })
                  : `${l} = ?`}
              {play.kept[l] !== undefined && sums.length > 1 && (
                <span class="dc-muted"> {t('diceculus.rollsWere', { list: sums.map((x) => formatNumber(x)).join(' → ') })}</span>
              )}
            </li>
          );
        })}
        {fallen.length > 0 && (
          // one line for every letter the card lacks (six unknowns made three lines that pushed the roll buttons down)
          <li class="dc-muted">{t('diceculus.fallsOut', { letters: fallen.join(', '), count: fallen.length })}</li>
        )}
      </ul>
      {claimOpen(round, play) && (
        // open by itself when a claim is already typed (a reload or a kill brings it back in view)
        <details class="dc-claim-box" open={claim !== ''}>
          <summary>{t('diceculus.claimQuestion')}</summary>
          <p class="dc-muted">{t('diceculus.claimHelp', { points: CLAIM_POINTS })}</p>
          <form
            class="dc-claim"
            onSubmit={(e) => {
              e.preventDefault();
              void claimIt();
            }}
          >
            <label for="dc-claim">{t('diceculus.claimLabel')}</label>
            <input
              id="dc-claim"
              ref={claimField}
              class="input dc-num"
              inputMode="decimal"
              autoComplete="off"
              value={claim}
              onInput={(e) => type('claim', (e.currentTarget as HTMLInputElement).value)}
            />
            <button class="btn" type="submit" disabled={claim.trim() === ''}>
              {t('diceculus.claimButton', { points: CLAIM_POINTS })}
            </button>
          </form>
        </details>
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
      {shownLetter !== null && (
        <div class="dc-rolling">
          <p class="dc-dice" aria-live="polite">
            {lastRoll.map((d, i) => (
              <span class="dc-die" key={i} aria-hidden="true">
                {d}
              </span>
            ))}
            <span class="dc-sum">{t('diceculus.rolled', { letter: shownLetter, k: shownRolls.length, sum: sum(lastRoll) })}</span>
          </p>
          {shownRolls.length > 1 && <p class="dc-muted">{t('diceculus.rollsWere', { list: shownRolls.map((r) => formatNumber(sum(r))).join(' → ') })}</p>}
          {rolling === null ? (
            <p class="dc-note">{t('diceculus.keptThird', { letter: shownLetter, sum: sum(lastRoll) })}</p>
          ) : (
            <>
              {shownRolls.length === MAX_ROLLS - 1 && <p class="dc-note">{t('diceculus.lastRollWarn')}</p>}
              <div class="button-row dc-act">
                <button type="button" class="btn btn-primary" onClick={() => void act({ t: 'keep', p })}>
                  {t('diceculus.keep', { sum: sum(lastRoll) })}
                </button>
                <button type="button" class="btn" onClick={() => void act({ t: 'roll', p, v: rolling })}>
                  {shownRolls.length === MAX_ROLLS - 1 ? t('diceculus.rollLast') : t('diceculus.rollAgain')}
                </button>
              </div>
            </>
          )}
        </div>
      )}
      {rolled && !play.claimed && (
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
            inputMode="decimal"
            autoComplete="off"
            aria-describedby="dc-answer-help"
            value={answer}
            onInput={(e) => type('answer', (e.currentTarget as HTMLInputElement).value)}
          />
          {(['−', '/'] as const).map((c) => (
            <button
              key={c}
              type="button"
              class="btn dc-key"
              aria-label={t(c === '−' ? 'diceculus.typeMinus' : 'diceculus.typeSlash')}
              onClick={() => {
                type('answer', append(typedNow.current.answer, c));
                answerField.current?.focus({ preventScroll: true });
              }}
            >
              {c}
            </button>
          ))}
          <button class="btn btn-primary" type="submit" disabled={answer.trim() === ''}>
            {t('diceculus.check')}
          </button>
          <button class="btn" type="button" onClick={() => void check('none')}>
            {t('diceculus.noValue')}
          </button>
          {!fullWorking && (
            <button class="btn btn-quiet" type="button" onClick={() => void act({ t: 'show', p })}>
              {t('diceculus.showWorking')}
            </button>
          )}
          <p id="dc-answer-help" class="dc-muted dc-answer-help">
            {t(state.rounded ? 'diceculus.answerHelp' : 'diceculus.answerHelpExact')} {t('diceculus.roundingRule')}
          </p>
        </form>
      )}
      {wrongNow && (
        <p role="alert" class="form-error">
          {seen.claim ? t('diceculus.claimWrong') : fullWorking && !play.shown ? t('diceculus.wrongLast') : t('diceculus.tries', { count: triesLeft })}
        </p>
      )}
      {rolled && !play.claimed && !fullWorking && play.wrong > 0 && steps[0] !== undefined && (
        <p class="dc-working" role="note" aria-label={t('diceculus.substituted')}>
          {t('common.labelled', { label: t('diceculus.substituted'), text: steps[0] })}
        </p>
      )}
      {rolled && fullWorking && (
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
