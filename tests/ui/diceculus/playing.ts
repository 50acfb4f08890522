/** A DiceCulus game between two people played in Node up to a point of the first play, for tests of the play panel. */
import { cardOf, DEFAULT_PARAMS, diceculusEngine as E, nextAction, toRoll, type DiceMove, type DiceState, type Round } from '../../../src/games/diceculus/game';

/** Two players announce; the first to play rolls and keeps until `done` says stop. */
export function playing(seed: string, done: (s: DiceState, round: Round, p: number) => boolean): { state: DiceState; moves: DiceMove[]; round: Round; p: number } {
  const moves: DiceMove[] = [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Ben' }, { t: 'start' }];
  let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, seed);
  const step = (m: DiceMove): void => {
    s = E.apply(s, m);
    moves.push(m);
  };
  for (const m of moves.splice(0)) step(m);
  for (let n = nextAction(s); n.kind === 'announce'; n = nextAction(s)) step({ t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, c: 2 } });
  for (;;) {
    const n = nextAction(s);
    if (n.kind !== 'play') throw new Error('expected a play');
    if (done(s, n.round, n.p)) return { state: s, moves, round: n.round, p: n.p };
    const play = n.round.plays[n.p]!;
    if (play.current !== null) step({ t: 'keep', p: n.p });
    else step({ t: 'roll', p: n.p, v: toRoll(cardOf(n.round), play).find((l) => play.kept[l] === undefined)! });
  }
}

