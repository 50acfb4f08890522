/** A DiceCulus game between two people played in Node up to a point of a play, for tests of the play panel. */
import { cardOf, DEFAULT_PARAMS, diceculusEngine as E, nextAction, toRoll, type DiceMove, type DiceState, type Round } from '../../../src/games/diceculus/game';
import { botMove } from '../../../workers/diceculus/bots';

type Done = (s: DiceState, round: Round, p: number) => boolean;
interface Reached {
  state: DiceState;
  moves: DiceMove[];
  round: Round;
  p: number;
}

/** Ana and Ben seated and started (one round a stage); each move chosen by `choose` until `stop` says stop. */
function playTo(seed: string, stop: (s: DiceState) => boolean, choose: (s: DiceState) => DiceMove): { state: DiceState; moves: DiceMove[] } {
  const moves: DiceMove[] = [];
  let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, seed);
  const step = (m: DiceMove): void => {
    s = E.apply(s, m);
    moves.push(m);
  };
  for (const m of [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Ben' }, { t: 'start' }] as DiceMove[]) step(m);
  for (let i = 0; i < 1000; i++) {
    if (stop(s)) return { state: s, moves };
    step(choose(s));
  }
  throw new Error('the point asked for was never reached');
}

/** As `playTo`, stopping at a play `done` names. */
function playUntil(seed: string, done: Done, choose: (s: DiceState) => DiceMove): Reached {
  const { state, moves } = playTo(
    seed,
    (s) => {
      const n = nextAction(s);
      return n.kind === 'play' && done(s, n.round, n.p);
    },
    choose,
  );
  const n = nextAction(state);
  if (n.kind !== 'play') throw new Error('expected a play');
  return { state, moves, round: n.round, p: n.p };
}

/** The move the easy computer would make for whoever plays next. */
function asEasy(s: DiceState): DiceMove {
  const m = botMove({ ...s, players: s.players.map((pl) => ({ ...pl, kind: 'bot' as const, level: 'easy' as const })) });
  if (!m) throw new Error('the game ended first');
  return m;
}

/** Two players announce; the first to play rolls and keeps until `done` says stop (stage I). */
export function playing(seed: string, done: Done): Reached {
  return playUntil(seed, done, (s) => {
    const n = nextAction(s);
    if (n.kind === 'announce') return { t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, c: 2 } };
    if (n.kind !== 'play') throw new Error('expected a play');
    const play = n.round.plays[n.p]!;
    if (play.current !== null) return { t: 'keep', p: n.p };
    return { t: 'roll', p: n.p, v: toRoll(cardOf(n.round), play).find((l) => play.kept[l] === undefined)! };
  });
}

/** Both people play by the easy computer's rules, stage after stage, until `done` says stop at a play (for stages II–IV). */
export function playedAsEasy(seed: string, done: Done): Reached {
  return playUntil(seed, done, asEasy);
}

/** Both people play stage I by the easy computer's rules, up to the first stage-II announcement. */
export function easyToStageTwo(seed: string): { state: DiceState; moves: DiceMove[] } {
  return playTo(
    seed,
    (s) => {
      const n = nextAction(s);
      return n.kind === 'announce' && n.round.stage === 2;
    },
    asEasy,
  );
}

/** A stage-IV play with nothing rolled yet (the claim field is there): the first one, or the first of another player than `not`. */
export const stageFourStart =
  (not?: number): Done =>
  (_s, round, p) =>
    round.stage === 4 && p !== not && Object.keys(round.plays[p]!.rolls).length === 0 && !round.plays[p]!.claimed;
