/**
 * Computer players: each decision is the move a seat makes next, chosen by
 * expected value and drawn from the game's seed (replays are exact).
 *   easy   — a random guess and split, keeps by the round's expected points,
 *            random victims and recipients;
 *   medium — the split with the best expected points over a sample of the
 *            stage's cards, robs the leader, gives to the leader its lowest;
 *   hard   — as medium over a larger sample, but weighs the round by the
 *            stage's GRAND TOTAL (the digit sum of the TOTAL SUM it would
 *            give) in the stage's last round, and recognises constant cards.
 * In stage IV a player's own points go to others, so medium and hard players
 * aim their points low and give them to the leader.
 */
import { createRng, subSeed } from '../../src/core/random';
import { filteredDeck, GUESSES, type Card } from '../../src/games/diceculus/cards';
import { evaluate, valueText, type Letter } from '../../src/games/diceculus/expr';
import {
  allRolled,
  cardOf,
  nextAction,
  roundsPerStage,
  scoreTable,
  toRoll,
  valuesOf,
  type DiceMove,
  type DiceState,
  type Level,
  type Play,
  type Round,
  forcedRecipients,
} from '../../src/games/diceculus/game';
import { grandTotal } from '../../src/games/diceculus/scoring';
import { allSplits, decision, rankSplits, splitEV, type Split, type Utility } from './ev';

const SAMPLE: Record<Level, number> = { easy: 0, medium: 3, hard: 6 };
/** Computer players look at fewer combinations than the helper (the rest stand at their mean). */
const BOT_LIMIT = 20_000;

/** The running TOTAL SUM of each seat in the current stage so far. */
function runningTotals(s: DiceState, stage: number): number[] {
  const t = scoreTable(s);
  return t.players.map((stages) => {
    const st = stages[stage - 1];
    if (st && st.totals.length > 0) return st.totals[st.totals.length - 1] as number;
    const prev = stages[stage - 2];
    return prev?.grand ?? 0;
  });
}

function utilityFor(s: DiceState, r: Round, p: number, level: Level): Utility {
  if (level === 'easy') return (x) => x;
  if (r.stage === 4) return (x) => -x;
  const last = r.index === roundsPerStage(s.params, s.players.length) - 1;
  if (level === 'hard' && last) {
    const running = runningTotals(s, r.stage)[p] ?? 0;
    return (x) => grandTotal(running + x, s.params.grand);
  }
  return (x) => x;
}

function othersByTotal(s: DiceState, r: Round, p: number): number[] {
  const totals = runningTotals(s, r.stage);
  return s.players.map((_, i) => i).filter((i) => i !== p).sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || a - b);
}


function announce(s: DiceState, r: Round, p: number, level: Level): DiceMove {
  const rng = createRng(subSeed(s.seed, 'bot', r.global, p, 'announce'));
  const guesses = GUESSES[r.stage];
  let guess: number;
  let split: Split;
  if (level === 'easy') {
    guess = rng.pick(guesses);
    split = rng.pick(allSplits(guess));
  } else {
    const deck = filteredDeck(r.stage, s.params.deck);
    const sample: Card[] = rng.shuffle(deck).slice(0, SAMPLE[level]);
    const utility = utilityFor(s, r, p, level);
    const scores = new Map<string, { guess: number; split: Split; total: number }>();
    for (const card of sample) {
      for (const sv of rankSplits(card, guesses, s.params.faces, utility, BOT_LIMIT)) {
        const key = `${sv.guess}:${JSON.stringify(sv.split)}`;
        const e = scores.get(key) ?? { guess: sv.guess, split: sv.split, total: 0 };
        e.total += sv.ev;
        scores.set(key, e);
      }
    }
    const best = [...scores.values()].sort((a, b) => b.total - a.total)[0];
    guess = best?.guess ?? guesses[0] ?? 3;
    split = best?.split ?? (allSplits(guess)[0] as Split);
  }
  const move: DiceMove = { t: 'announce', p, guess, split };
  if (r.stage === 3) {
    const others = othersByTotal(s, r, p);
    move.victim = level === 'easy' ? rng.pick(others) : (others[0] as number);
  }
  if (r.stage === 4) {
    const others = othersByTotal(s, r, p);
    const choice = level === 'easy' ? rng.pick(others) : (others[0] as number);
    move.recipients = [...new Set([choice, ...forcedRecipients(s, r, p)])].sort((a, b) => a - b);
  }
  return move;
}

function step(s: DiceState, r: Round, p: number, level: Level): DiceMove {
  const play = r.plays[p] as Play;
  const card = cardOf(r);
  const utility = utilityFor(s, r, p, level);
  if (
    r.stage === 4 &&
    level !== 'easy' &&
    card.constant !== null &&
    Object.keys(play.rolls).length === 0 &&
    play.wrong === 0 &&
    utility(50) >= splitEV(card, play.split, s.params.faces, utility, BOT_LIMIT)
  ) {
    return { t: 'claim', p, text: valueText({ ok: true, exact: true, v: card.constant }) ?? '0' };
  }
  if (!allRolled(card, play)) {
    if (play.current !== null) {
      const v: Letter = play.current;
      const rolls = play.rolls[v] ?? [];
      const lastSum = (rolls[rolls.length - 1] ?? []).reduce((a, b) => a + b, 0);
      const d = decision(card, play.split, play.kept, v, rolls.length, lastSum, s.params.faces, utility, BOT_LIMIT);
      return d.best === 'keep' ? { t: 'keep', p } : { t: 'roll', p, v };
    }
    const next = toRoll(card, play).find((l) => play.kept[l] === undefined) as Letter;
    return { t: 'roll', p, v: next };
  }
  const value = evaluate(card.node, valuesOf(card, play));
  return { t: 'answer', p, text: valueText(value) ?? 'none' };
}

/** The next move of a computer seat, or null when it is not a computer's turn. */
export function botMove(s: DiceState): DiceMove | null {
  const n = nextAction(s);
  if (n.kind !== 'announce' && n.kind !== 'play') return null;
  const seat = s.players[n.p];
  if (!seat || seat.kind !== 'bot') return null;
  const level = seat.level ?? 'medium';
  return n.kind === 'announce' ? announce(s, n.round, n.p, level) : step(s, n.round, n.p, level);
}
