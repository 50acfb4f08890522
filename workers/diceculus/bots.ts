/**
 * Computer players: each decision is the move a seat makes next, chosen by
 * expected value and drawn from the game's seed (replays are exact).
 *   easy   — a random guess and split, keeps by the round's expected points,
 *            random victims and recipients;
 *   medium — the split with the best expected points over every card that
 *            can still be drawn this stage (the mean over the rest of the
 *            stage's deck), robs the leader, gives to the leader its lowest;
 *   hard   — as medium, but weighs the round by the stage's GRAND TOTAL (the
 *            digit sum of the TOTAL SUM it would give) in the stage's last
 *            round, and recognises constant cards.
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
import { allSplits, decision, GIVEN_AWAY, POINTS, rankSplitsOverDeck, splitEV, type Split, type Utility } from './ev';

/** Computer players look at fewer combinations than the helper (the rest stand at their mean). */
export const BOT_LIMIT = 20_000;
/**
 * A hard player's last round of a stage weighs the GRAND TOTAL, a utility no
 * table can share: every split is first ranked over the deck with a coarse
 * budget (COARSE_LIMIT combinations a card, the rest at their mean), then
 * the FINALISTS best are ranked again with the full budget.
 */
export const COARSE_LIMIT = 600;
export const FINALISTS = 4;

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

/** What a seat weighs a round's points by, with a key naming it in the split tables. */
function utilityOf(s: DiceState, r: Round, p: number, level: Level): { utility: Utility; key: string } {
  if (level === 'easy') return { utility: POINTS, key: 'points' };
  if (r.stage === 4) return { utility: GIVEN_AWAY, key: 'given' };
  const last = r.index === roundsPerStage(s.params, s.players.length) - 1;
  if (level === 'hard' && last) {
    const running = runningTotals(s, r.stage)[p] ?? 0;
    return { utility: (x) => grandTotal(running + x, s.params.grand), key: `grand:${s.params.grand}:${running}` };
  }
  return { utility: POINTS, key: 'points' };
}

const utilityFor = (s: DiceState, r: Round, p: number, level: Level): Utility => utilityOf(s, r, p, level).utility;

/**
 * The cards that can still be drawn in round r: the stage's deck (as the
 * teacher filtered it) without the cards of the stage's earlier rounds. The
 * deck is dealt in a seeded order without replacement and starts again only
 * when a stage has more rounds than cards.
 */
export function cardsLeft(s: DiceState, r: Round): Card[] {
  const deck = filteredDeck(r.stage, s.params.deck);
  const cycle = Math.floor(r.index / deck.length);
  const drawn = new Set(s.rounds.filter((x) => x.stage === r.stage && x.index < r.index && Math.floor(x.index / deck.length) === cycle).map((x) => x.card));
  return deck.filter((c) => !drawn.has(c.id));
}

function othersByTotal(s: DiceState, r: Round, p: number): number[] {
  const totals = runningTotals(s, r.stage);
  return s.players
    .map((_, i) => i)
    .filter((i) => i !== p)
    .sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || a - b);
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
    const { utility, key } = utilityOf(s, r, p, level);
    const cards = cardsLeft(s, r);
    const faces = s.params.faces;
    const linear = utility === POINTS || utility === GIVEN_AWAY;
    const finalists = linear ? undefined : rankSplitsOverDeck(cards, guesses, faces, utility, key, COARSE_LIMIT).slice(0, FINALISTS);
    const best = rankSplitsOverDeck(cards, guesses, faces, utility, key, BOT_LIMIT, finalists)[0];
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
  if (seat?.kind !== 'bot') return null;
  const level = seat.level ?? 'medium';
  return n.kind === 'announce' ? announce(s, n.round, n.p, level) : step(s, n.round, n.p, level);
}
