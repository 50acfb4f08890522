/**
 * DiceCulus on the command line:
 *   diceculus eval     --card "ac-7b" --values "a=5,b=6,c=10"
 *   diceculus score    --rounds "54,25,-17,121|36,2,152|209,-224|121,134" [--grand digit-sum|digital-root|digit-product] [--end sum|difference|product|quotient|+-*]
 *   diceculus deck     --stage 1..4 [--deck all|easy|hard]
 *   diceculus ev       --card "ac-7b" --split "a=3,b=2,c=2" [--stage 1..4] [--faces 6]
 *   diceculus selfplay --seed S --players N [--levels easy,hard,…] [--rounds R] [--faces 6]
 */
import type { CliGame } from './main';
import { UsageError, type Args } from './args';
import { ratToString } from '../core/exact';
import { isSeed } from '../core/random';
import { DECK_CHOICES, filteredDeck, type DeckChoice, type Stage } from '../games/diceculus/cards';
import { evaluate, ExprError, isLetter, pointsOf, valueText, type Letter, type Values } from '../games/diceculus/expr';
import {
  DEFAULT_PARAMS,
  diceculusEngine,
  FACES,
  LEVELS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  scoreTable,
  type DiceParams,
  type DiceState,
  type Faces,
  type Level,
  START_MOVE,
} from '../games/diceculus/game';
import { endScore, GRAND_RULES, isEndRule, playerTable, type EndRule, type GrandRule } from '../games/diceculus/scoring';
import { botMove } from '../../workers/diceculus/bots';
import { playOut } from '../core/runner';
import { diceRunnerGame } from '../games/diceculus/match';
import { cardFrom, guessesFor, rankSplits, splitEV, type Split } from '../../workers/diceculus/ev';

function readCard(args: Args) {
  const text = args.need('card');
  try {
    return cardFrom(text);
  } catch (e) {
    if (e instanceof ExprError) throw new UsageError(`--card: "${text}" is not readable (${e.code})`);
    throw e;
  }
}

function readPairs(text: string, what: string): Record<Letter, number> {
  const out: Partial<Record<Letter, number>> = {};
  for (const part of text
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '')) {
    const m = /^([a-fA-F])\s*=\s*(-?\d{1,9})$/.exec(part);
    if (!m) throw new UsageError(`--${what}: "${part}" should look like a=5`);
    const l = (m[1] as string).toLowerCase();
    if (!isLetter(l)) throw new UsageError(`--${what}: "${l}" is not an unknown a–f`);
    if (Object.hasOwn(out, l)) throw new UsageError(`--${what}: ${l} is given twice`);
    out[l] = Number(m[2]);
  }
  return out as Record<Letter, number>;
}

function readStage(args: Args, required: boolean): Stage | null {
  if (!args.has('stage') && !required) return null;
  return args.int('stage', 0, 1, 4) as Stage;
}

function readFaces(args: Args): Faces {
  const f = args.int('faces', 6, 2, 100);
  if (!(FACES as readonly number[]).includes(f)) throw new UsageError(`--faces is one of ${FACES.join(', ')}`);
  return f as Faces;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * A whole game between computer players, run by the match runner the screens
 * use (src/core/runner) on a fake clock.
 */
export async function selfplay(seed: string, levels: Level[], params: DiceParams): Promise<unknown> {
  let start: DiceState = diceculusEngine.init(params, seed);
  levels.forEach((level, i) => (start = diceculusEngine.apply(start, { t: 'join', name: `Computer ${i + 1}`, bot: level })));
  start = diceculusEngine.apply(start, START_MOVE);
  const s = (await playOut({ game: diceRunnerGame, state: start, computer: async (st) => botMove(st) })).state;
  const table = scoreTable(s);
  const stages = ([1, 2, 3, 4] as const).map((stage) => ({
    stage,
    rounds: s.rounds
      .filter((r) => r.stage === stage)
      .map((r) => ({
        card: cardFrom(r.card).text,
        plays: r.order.map((p) => {
          const pl = r.plays[p];
          if (!pl) throw new Error('unfinished round');
          const card = cardFrom(r.card);
          const values: Values = {};
          for (const l of card.letters) values[l] = pl.kept[l] ?? 0;
          return {
            player: p,
            guess: pl.guess,
            split: pl.split,
            rolls: pl.rolls,
            values,
            points: pl.points,
            claimed: pl.claimed,
            victim: pl.victim,
            recipients: pl.recipients,
            score: r.scores?.[p] ?? 0,
          };
        }),
      })),
    totals: table.players.map((t) => t[stage - 1]?.totals ?? []),
    grand: table.players.map((t) => t[stage - 1]?.grand ?? null),
  }));
  return {
    players: levels.length,
    levels,
    stages,
    end: (table.end ?? []).map((e) => (e.d === 1n ? Number(e.n) : ratToString(e))),
    winners: table.winners,
  };
}

export const cli: CliGame = {
  verbs: ['eval', 'score', 'deck', 'ev', 'selfplay'],
  options: {
    card: 'string',
    values: 'string',
    rounds: 'string',
    grand: 'string',
    end: 'string',
    stage: 'string',
    deck: 'string',
    split: 'string',
    faces: 'string',
    seed: 'string',
    players: 'string',
    levels: 'string',
  },
  run(verb, args) {
    switch (verb) {
      case 'eval': {
        args.only('card', 'values');
        const card = readCard(args);
        const vals = readPairs(args.get('values') ?? '', 'values');
        const v = evaluate(card.node, vals);
        return v.ok ? { value: valueText(v), points: pointsOf(v) } : { value: null, points: pointsOf(v), reason: v.reason };
      }
      case 'score': {
        args.only('rounds', 'grand', 'end');
        const text = args.need('rounds');
        const stages = text.split('|').map((st, i) =>
          st
            .split(',')
            .map((x) => x.trim())
            .filter((x) => x !== '')
            .map((x) => {
              if (!/^-?\d{1,9}$/.test(x)) throw new UsageError(`--rounds: "${x}" in stage ${i + 1} is not a whole number`);
              return Number(x);
            }),
        );
        if (stages.length > 4) throw new UsageError('--rounds has at most 4 stages, separated by |');
        if (stages.some((s) => s.length === 0)) throw new UsageError('--rounds: every stage needs at least one round score');
        const grand = (args.get('grand') ?? 'digit-sum') as GrandRule;
        if (!GRAND_RULES.includes(grand)) throw new UsageError(`--grand is one of ${GRAND_RULES.join(', ')}`);
        const endArg = args.get('end') ?? 'sum';
        const end = (/^[-+*/]{3}$/.test(endArg) ? `ops:${endArg}` : endArg) as EndRule;
        if (!isEndRule(end)) throw new UsageError('--end is sum, difference, product, quotient, or three operators like "+-*"');
        const t = playerTable(
          stages,
          stages.map(() => true),
          grand,
        );
        const e = endScore(
          t.map((x) => x.grand ?? 0),
          end,
        );
        return { stages: t.map((x) => ({ totals: x.totals, grand: x.grand })), end: e.d === 1n ? Number(e.n) : ratToString(e) };
      }
      case 'deck': {
        args.only('stage', 'deck');
        const stage = readStage(args, true) as Stage;
        const choice = (args.get('deck') ?? 'all') as DeckChoice;
        if (!DECK_CHOICES.includes(choice)) throw new UsageError(`--deck is one of ${DECK_CHOICES.join(', ')}`);
        const cards = filteredDeck(stage, choice);
        return {
          stage,
          count: cards.length,
          cards: cards.map((c) => ({
            id: c.id,
            card: c.text,
            unknowns: c.unknowns,
            grade: c.grade,
            difficulty: c.difficulty,
            slip: c.slip,
            constant: c.constant ? ratToString(c.constant) : null,
          })),
        };
      }
      case 'ev': {
        args.only('card', 'split', 'stage', 'faces');
        const card = readCard(args);
        const stage = readStage(args, false);
        const faces = readFaces(args);
        const split: Split = readPairs(args.need('split'), 'split');
        const letters = Object.keys(split).sort() as Letter[];
        const guess = letters.length;
        if (guess === 0) throw new UsageError('--split gives the dice of each unknown, e.g. "a=3,b=2,c=2"');
        const want = 'abcdef'.slice(0, guess);
        if (letters.join('') !== want) throw new UsageError(`--split covers the first ${guess} unknowns (${want.split('').join(', ')})`);
        const total = letters.reduce((a, l) => a + (split[l] ?? 0), 0);
        if (letters.some((l) => (split[l] ?? 0) < 1) || total !== 7) throw new UsageError('--split gives every unknown at least one die and 7 dice in all');
        const guesses = guessesFor(stage);
        if (!guesses.includes(guess)) throw new UsageError(`stage ${stage} allows a guess of ${guesses.join(' or ')} unknowns`);
        const ranked = rankSplits(card, guesses, faces);
        const best = ranked[0];
        return {
          card: card.text,
          split,
          ev: round3(splitEV(card, split, faces)),
          best: best ? { guess: best.guess, split: best.split, ev: round3(best.ev) } : null,
        };
      }
      case 'selfplay': {
        args.only('seed', 'players', 'levels', 'rounds', 'faces', 'deck');
        const seed = args.need('seed');
        if (!isSeed(seed)) throw new UsageError('--seed takes letters, digits, - and _');
        const n = args.int('players', 2, MIN_PLAYERS, MAX_PLAYERS);
        const levelText = args.get('levels');
        const levels = (levelText ? levelText.split(',').map((x) => x.trim()) : []) as Level[];
        if (levels.some((l) => !LEVELS.includes(l))) throw new UsageError(`--levels lists ${LEVELS.join(', ')}`);
        if (levels.length > n) throw new UsageError('--levels lists at most one level per player');
        while (levels.length < n) levels.push(levels[levels.length - 1] ?? 'medium');
        const params: DiceParams = { ...DEFAULT_PARAMS, faces: readFaces(args) };
        if (args.has('rounds')) params.rounds = args.int('rounds', 1, 1, 12);
        if (args.has('deck')) {
          const d = args.get('deck') as DeckChoice;
          if (!DECK_CHOICES.includes(d)) throw new UsageError(`--deck is one of ${DECK_CHOICES.join(', ')}`);
          params.deck = d;
        }
        return selfplay(seed, levels, params);
      }
      default:
        throw new UsageError(`unknown verb ${verb}`);
    }
  },
};
