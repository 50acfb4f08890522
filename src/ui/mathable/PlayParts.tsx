/** Parts of the Mathable play screen (split from Play.tsx): the exchange and end-game dialogs, and the results. */
import type { ComponentChildren } from 'preact';
import type { MathableState } from '../../games/mathable/engine';
import { Dialog } from '../components/Dialog';
import { t } from '../../i18n';
import { hrefFor } from '../router';
import { fameWorthy, finalLine } from './view';

/**
 * A dialog worded and built only while open: closed (nearly always), the dialog element only, nothing worded or built
 * for it at every move. Its buttons end with Cancel.
 */
function AskDialog(props: { open: boolean; title: () => string; onClose(): void; children: () => ComponentChildren; actions: () => ComponentChildren }) {
  if (!props.open)
    return (
      <Dialog open={false} title="" onClose={props.onClose}>
        {null}
      </Dialog>
    );
  return (
    <Dialog open={props.open} title={props.title()} onClose={props.onClose}>
      {props.children()}
      <div class="button-row">
        {props.actions()}
        <button type="button" class="btn" onClick={props.onClose}>
          {t('mathable.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/** Choosing tiles of the rack to exchange. */
export function ExchangeDialog(props: {
  open: boolean;
  rack: readonly number[];
  bagSize: number;
  name: string;
  picked: number[];
  onPick: (picked: number[]) => void;
  onClose: () => void;
  onExchange: (tiles: number[]) => Promise<void>;
}) {
  return (
    <AskDialog
      open={props.open}
      title={() => t('mathable.exchangeTitle')}
      onClose={props.onClose}
      actions={() => (
        <button
          type="button"
          class="btn btn-primary"
          disabled={props.picked.length === 0 || props.picked.length > props.bagSize}
          onClick={() => void props.onExchange(props.picked.map((i) => props.rack[i] as number))}
        >
          {t('mathable.exchangeDo', { n: props.picked.length })}
        </button>
      )}
    >
      {() => (
        <>
          <p>{t('mathable.exchangeText')}</p>
          {props.bagSize < props.rack.length && <p class="mth-note">{t('mathable.exchangeMax', { n: props.bagSize })}</p>}
          <div class="mth-rack" role="group" aria-label={t('mathable.rackOf', { name: props.name })}>
            {props.rack.map((tile, i) => {
              const on = props.picked.includes(i);
              return (
                <button
                  type="button"
                  key={`${i}-${tile}`}
                  class={`mth-rack-tile ${on ? 'is-selected' : ''}`}
                  aria-pressed={on}
                  aria-label={t('mathable.tile', { n: tile })}
                  onClick={() => props.onPick(on ? props.picked.filter((j) => j !== i) : [...props.picked, i])}
                >
                  {tile}
                  {on && (
                    <span class="mth-check" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </>
      )}
    </AskDialog>
  );
}

/** Asking before the game is ended by agreement. */
export function EndDialog(props: { open: boolean; onClose: () => void; onEnd: () => Promise<void> }) {
  return (
    <AskDialog
      open={props.open}
      title={() => t('mathable.endTitle')}
      onClose={props.onClose}
      actions={() => (
        <button type="button" class="btn btn-danger" onClick={() => void props.onEnd()}>
          {t('mathable.endYes')}
        </button>
      )}
    >
      {() => <p>{t('mathable.endText')}</p>}
    </AskDialog>
  );
}

export function Results(props: { state: MathableState; names: string[] }) {
  const { state: s, names } = props;
  const ended = s.ended;
  if (!ended) return null;
  const best = Math.max(...ended.finalScores);
  const winners = ended.finalScores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const humans = s.params.seats.some((seat) => seat.kind === 'human');
  return (
    <section class="mth-results" aria-labelledby="mth-results-h">
      <h2 id="mth-results-h">{t('mathable.over')}</h2>
      <p>{t(`mathable.endReason.${ended.reason}`)}</p>
      <p class="mth-winner">
        <span aria-hidden="true">★ </span>
        {winners.length === 1 ? t('mathable.winner', { name: names[winners[0] ?? 0] ?? '' }) : t('mathable.draw')}
      </p>
      <ul class="mth-final">
        {ended.finalScores.map((v, i) => (
          <li key={i}>{finalLine(names[i] ?? '', v, s.scores[i] ?? 0, s.racks[i] ?? [])}</li>
        ))}
      </ul>
      {humans && (
        <p class="mth-note">
          {s.hintUsed
            ? t('mathable.fameBarred')
            : fameWorthy({ hintUsed: false, reason: ended.reason, bagLeft: s.bag.length })
              ? t('mathable.fameEntered', { players: s.params.seats.length })
              : t('mathable.fameEarly')}
        </p>
      )}
      <div class="button-row">
        <a class="btn btn-primary" href={hrefFor('mathable')}>
          {t('mathable.newGame')}
        </a>
        <a class="btn" href={hrefFor('mathable', 'fame', String(s.params.seats.length))}>
          {t('mathable.fame')}
        </a>
      </div>
    </section>
  );
}
