/** Words for a Rotary game shown in several screens: the resume title, the players' names, a lay's letters and the last thing that happened. */
import { TURN_GLASS, tufSeat, type RotaryGame, type RotaryState } from '../../games/words/rotary';
import { t } from '../../i18n';
import { defaultNames } from './labels';

export function describeRotary(state: RotaryState): { title: string; finished: boolean } {
  return { title: t('wordsrotary.describe', { n: Math.max(1, state.games.length), total: state.params.rounds }), finished: state.phase === 'finished' };
}

/** The names shown: the saved game's, else the defaults (Player 1, Computer (hard)…). */
export function rotaryNames(state: Pick<RotaryState, 'seats' | 'names'>): string[] {
  return defaultNames(state).map((d, i) => state.names[i] ?? d);
}

/** A lay's word as letters (`C *a @T` → CAT). */
export const layLetters = (word: string): string =>
  word
    .split(' ')
    .map((x) => x.replace(/^[*@]/, '').toUpperCase())
    .join('');

/** What the last thing that happened was, in words. */
export function lastEvent(state: RotaryState, game: RotaryGame, names: readonly string[]): string | null {
  type Ev = { at: number; text: string };
  const evs: Ev[] = [];
  const name = (s: number): string => names[s] ?? '';
  game.lays.forEach((l, i) => {
    const letters = layLetters(l.word);
    const opening = game.lays.slice(0, i).every((x) => x.removed) && !l.removed;
    evs.push({
      at: l.at,
      text: t(opening && tufSeat(game) === l.seat ? 'wordsrotary.event.tufPlayer' : 'wordsrotary.event.laid', { name: name(l.seat), word: letters }),
    });
  });
  for (const c of game.challenges) {
    const l = game.lays[c.lay];
    if (!l) continue;
    const word = layLetters(l.word);
    evs.push({
      at: c.at,
      text: t(
        c.upheld
          ? c.points
            ? 'wordsrotary.event.upheld'
            : 'wordsrotary.event.upheldTurn'
          : c.points
            ? 'wordsrotary.event.wrong'
            : 'wordsrotary.event.wrongStands',
        { by: name(c.by), word, name: name(l.seat) },
      ),
    });
  }
  game.turns.forEach((turn, i) => {
    const next = game.turns[i + 1];
    if (turn.lay !== null || !next) return;
    const timedOut = next.startedAt - turn.startedAt >= TURN_GLASS.ms;
    evs.push({ at: next.startedAt, text: t(timedOut ? 'wordsrotary.event.timeUp' : 'wordsrotary.event.passed', { name: name(turn.seat) }) });
  });
  const passes = game.openingPasses ?? [];
  if (passes.length > 0 && tufSeat(game) === null)
    evs.push({ at: state.lastAt, text: t('wordsrotary.event.gaveUp', { name: name(passes[passes.length - 1] as number) }) });
  evs.sort((a, b) => a.at - b.at);
  return evs[evs.length - 1]?.text ?? null;
}
