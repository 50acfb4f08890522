/**
 * One seat at the TUF words table: the name and the cubes used, the board
 * (grid and tray), the validity light when the teacher turned it on (each
 * word marked; a word the dictionary lacks says so and can be accepted
 * anyway with the one button kept in reach at the top of the light — for
 * several such words it opens a list of them inside the seat — and an
 * accepted word can also go to the class word list), a refusal when a call was refused, and the shared call button.
 */
import { useState } from 'preact/hooks';
import type { Face } from '../../games/words';
import { t } from '../../i18n';
import { CallButton } from '../race/CallButton';
import { Board, type WordMark } from './Board';
import { pure } from '../components/pure';
import type { Board as BoardState } from './board';
import type { HintSpot } from './hints';

/** What the validity light says about a seat's crossword. */
export type Light =
  | { state: 'checking' }
  | { state: 'failed'; reason: string }
  | { state: 'done'; words: { word: string; known: boolean; accepted: boolean }[]; marks: WordMark[] };

export interface WordsSeatProps {
  name: string;
  hand: readonly Face[];
  board: BoardState;
  selected: number | null;
  onChange(board: BoardState, selected: number | null): void;
  locked: boolean;
  lockedText: string;
  callLabel: string;
  callHint?: string | undefined;
  /** The fewest cubes a call needs now (shown beside the count). */
  needed: number | null;
  onCall(): void;
  message?: string | null | undefined;
  enye?: boolean;
  /** The validity light: absent when it is off, null while the board as it is now has no answer yet. */
  light?: Light | null | undefined;
  onAccept?(word: string): void;
  /** The teacher's class word list (accepted in every round on this device; only the teacher adds to it, in Settings). */
  classWords?: readonly string[];
  /** Where the hint shown says the next word goes (marked on the board). */
  hint?: HintSpot | null | undefined;
}

/**
 * A seat renders again only when its own props change (not when the table
 * renders for the clock or another seat); its handlers are new on every
 * render of the table, and it calls the newest.
 */
export const WordsSeat = pure(
  function WordsSeat(props: WordsSeatProps) {
    const { hand, board, light } = props;
    const used = board.placed.length;
    // what the light says: nothing for fewer than two cubes
    const said = light && used > 1 ? light : null;
    // the words the players may still accept anyway: one button for them, always in reach above the light's list
    // (a button each, under the list, was cut off with five words at 390 px and out of sight at 320×568)
    const lacking = said?.state === 'done' && props.onAccept && !props.locked ? said.words.filter((w) => !w.known && !w.accepted).map((w) => w.word) : [];
    const [choosing, setChoosing] = useState(false);
    const accept = (word: string): void => {
      setChoosing(false);
      props.onAccept?.(word);
    };
    return (
      <section
        class={`tuf-seat words-seat ${light !== undefined ? 'has-light' : ''} ${props.locked ? 'is-locked' : ''}`}
        aria-label={t('words.seatLabel', { name: props.name })}
      >
        <div class="words-seat-bar">
          <span class="tuf-seat-name">{props.name}</span>
          <span class="words-count">
            {t('words.cubesUsed', { n: used, total: hand.length })}
            {props.needed !== null && !props.locked && (
              <span class="tuf-muted">
                {' · '}
                {props.needed > hand.length
                  ? t('words.cannotBeat', { n: props.needed - 1 })
                  : t(props.needed > 11 ? 'words.needToBeat' : 'words.needToCall', { n: props.needed })}
              </span>
            )}
          </span>
        </div>
        <Board
          hand={hand}
          board={board}
          selected={props.selected}
          onChange={props.onChange}
          locked={props.locked}
          enye={props.enye ?? false}
          marks={light && light.state === 'done' ? light.marks : undefined}
          hint={props.hint}
        />
        {/* While the light is on, its box has the same height from the roll to the call (it scrolls inside when an answer
          is longer): an answer coming, going or growing never moves the grid or the tray under a finger. */}
        {light !== undefined && (
          // focusable: a longer answer scrolls inside the box, and a keyboard scrolls it too
          <div class="words-light-box" role="status" aria-label={t('words.light.title')} tabIndex={0}>
            {lacking.length > 0 && (
              <button
                type="button"
                class="btn btn-small words-light-accept"
                aria-expanded={lacking.length > 1 ? choosing : undefined}
                onClick={() => (lacking.length === 1 ? accept(lacking[0] as string) : setChoosing(!choosing))}
              >
                {lacking.length === 1 ? t('words.light.accept', { word: lacking[0] as string }) : t('words.light.acceptSome')}
              </button>
            )}
            {said ? (
              <LightText light={said} locked={props.locked} classWords={props.classWords} />
            ) : (
              used < 2 && !props.locked && <p class="tuf-muted words-light words-light-wait">{t('words.light.waiting')}</p>
            )}
          </div>
        )}
        {choosing && lacking.length > 1 && (
          // in the seat (a seat turned to its player shows it turned too), over its tray and call, the crossword in sight
          <div class="words-accept-menu" role="dialog" aria-label={t('words.light.acceptWhich')}>
            <p class="words-accept-title">{t('words.light.acceptWhich')}</p>
            <div class="words-accept-words">
              {lacking.map((word) => (
                <button key={word} type="button" class="btn words-accept-word" aria-label={t('words.light.accept', { word })} onClick={() => accept(word)}>
                  {word}
                </button>
              ))}
            </div>
            <button type="button" class="btn btn-small" onClick={() => setChoosing(false)}>
              {t('words.pick.cancel')}
            </button>
          </div>
        )}
        {props.message && (
          <p class="tuf-seat-message" role="alert">
            {props.message}
          </p>
        )}
        <CallButton
          locked={props.locked}
          lockedText={props.lockedText}
          label={props.callLabel}
          {...(props.callHint ? { hint: props.callHint } : {})}
          disabled={used === 0}
          onCall={props.onCall}
        />
      </section>
    );
  },
  ['onChange', 'onCall', 'onAccept'],
);

/** What the light says: "checking", a failure, or each word of the crossword, valid or not (with its buttons). */
function LightText(props: { light: Light; locked: boolean; classWords?: readonly string[] | undefined }) {
  const { light } = props;
  if (light.state === 'checking') return <p class="tuf-muted words-light">{t('words.light.checking')}</p>;
  if (light.state === 'failed') return <p class="form-error words-light">{t('words.light.failed', { reason: light.reason })}</p>;
  // the words the dictionary lacks first, in one line (a sentence each pushed the rest out of a phone's small box)
  const lacking = light.words.filter((w) => !w.known && !w.accepted).map((w) => w.word);
  return (
    <ul class="words-light">
      {lacking.length > 0 && (
        <li key=" lacking" class="is-invalid">
          {lacking.length === 1 ? t('words.light.unknown', { word: lacking[0] as string }) : t('words.light.unknownSome', { words: lacking.join(', ') })}
        </li>
      )}
      {light.words.map((w) =>
        w.known ? (
          <li key={w.word} class="is-valid">
            {t('words.light.word', { word: w.word })}
          </li>
        ) : w.accepted ? (
          <li key={w.word} class="is-valid">
            {t('words.light.accepted', { word: w.word })}{' '}
            {/* a word the teacher's class list holds says so; a word a player accepted counts in this game only (issue 28) */}
            {props.classWords?.includes(w.word) && <span class="tuf-muted">{t('words.light.inClass')}</span>}
          </li>
        ) : null,
      )}
    </ul>
  );
}
