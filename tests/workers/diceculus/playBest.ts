/**
 * Test helper: a DiceCulus game where seat 0 plays each round's best play in
 * hindsight (workers/diceculus/hindsight.ts) through the engine's own moves,
 * and every other seat is a computer; or, with `best: false`, seat 0 plays
 * as an easy computer too.
 */
import { cardById, type Stage } from '../../../src/games/diceculus/cards';
import { evaluate, LETTERS, valueText } from '../../../src/games/diceculus/expr';
import {
  cardOf,
  type DiceMove,
  type DiceParams,
  diceculusEngine as E,
  nextAction,
  START_MOVE,
  type DiceState,
  valuesOf,
} from '../../../src/games/diceculus/game';
import { botMove } from '../../../workers/diceculus/bots';
import { hindsightBest, seatSums } from '../../../workers/diceculus/hindsight';

/** Seat 0's next move when it plays the round's best play in hindsight. */
function bestMove(s: DiceState): DiceMove | null {
  const n = nextAction(s);
  if ((n.kind !== 'announce' && n.kind !== 'play') || n.p !== 0) return null;
  const r = n.round;
  const card = cardById(r.card)!;
  const best = hindsightBest(card, r.stage as Stage, seatSums(s.seed, s.params.faces, r.global, 0));
  if (n.kind === 'announce') {
    const m: DiceMove = { t: 'announce', p: 0, guess: best.guess, split: best.split };
    if (r.stage === 3) m.victim = 1;
    if (r.stage === 4) m.recipients = [1];
    return m;
  }
  const play = r.plays[0]!;
  const next = LETTERS.find((l) => card.letters.includes(l) && (play.split[l] ?? 0) > 0 && play.kept[l] === undefined);
  if (next !== undefined) {
    const rolled = play.rolls[next]?.length ?? 0;
    if (play.current === next && rolled >= (best.keep[next] ?? 3)) return { t: 'keep', p: 0 };
    return { t: 'roll', p: 0, v: next };
  }
  return { t: 'answer', p: 0, text: valueText(evaluate(cardOf(r).node, valuesOf(cardOf(r), play))) ?? 'none' };
}

export function playedGame(params: DiceParams, seed: string, opts: { best: boolean; rounds?: number }): DiceState {
  let s = E.init(params, seed);
  s = E.apply(s, { t: 'join', name: 'Ana', bot: 'easy' });
  s = E.apply(s, { t: 'join', name: 'Robo', bot: 'easy' });
  s = E.apply(s, START_MOVE);
  const upTo = opts.rounds ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < 20_000 && !s.over; i++) {
    if (s.rounds.filter((r) => r.scores !== null).length >= upTo) break;
    const m = (opts.best ? bestMove(s) : null) ?? botMove(s);
    if (!m) throw new Error('stuck');
    s = E.apply(s, m);
  }
  return s;
}
