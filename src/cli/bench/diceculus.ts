/**
 * DiceCulus benchmarks (issue 13), single thread:
 *   the exact best split of each stage-III card (target median ≤ 50 ms)
 *   the best split of each stage-I card
 *   a keep-or-roll decision on a stage-III card (first unknown, six unknowns)
 *   a computer player's announcement (medium, hard): every announcement of a
 *   whole game, the split tables cold at the start (target median ≤ 200 ms),
 *   and a whole round's moves
 */
import { deckOf } from '../../games/diceculus/cards';
import { DEFAULT_PARAMS, diceculusEngine as E, nextAction, type DiceState, type Level } from '../../games/diceculus/game';
import { botMove } from '../../../workers/diceculus/bots';
import { clearSplitTables, decision, rankSplits } from '../../../workers/diceculus/ev';
import { loadavg } from 'node:os';
import { timed, type BenchRow } from './stats';

function table(levels: Level[], seed: string, rounds: DiceState['params']['rounds'] = 1): DiceState {
  let s = E.init({ ...DEFAULT_PARAMS, rounds }, seed);
  levels.forEach((l, i) => (s = E.apply(s, { t: 'join', name: `C${i}`, bot: l })));
  return E.apply(s, { t: 'start' });
}

export async function bench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  rankSplits(deckOf(3)[0]!, [5, 6]);
  for (const stage of [1, 3] as const) {
    const samples: number[] = [];
    for (const card of deckOf(stage)) samples.push(timed(() => rankSplits(card, stage === 1 ? [3] : [5, 6])).ms);
    rows.push({ name: `diceculus best split, every stage-${stage === 1 ? 'I' : 'III'} card (exact, d6)`, samples, notes: { cards: samples.length } });
  }
  const six = deckOf(3).filter((c) => c.unknowns === 6);
  rows.push({
    name: 'diceculus keep-or-roll decision, stage-III card with 6 unknowns (first roll)',
    samples: six.map((c) => timed(() => decision(c, { a: 2, b: 1, c: 1, d: 1, e: 1, f: 1 }, {}, 'a', 1, 7)).ms),
  });
  for (const level of ['medium', 'hard'] as const) {
    // a whole standard game of three computer players (three rounds a stage), tables cold
    clearSplitTables();
    let s = table([level, level, level], `bench-${level}`, 'p');
    const samples: number[] = [];
    const perStage: number[][] = [[], [], [], []];
    const cpuPerStage: number[][] = [[], [], [], []];
    while (!s.over) {
      const n = nextAction(s);
      const cpu0 = process.cpuUsage();
      const { value: m, ms } = timed(() => botMove(s)!);
      const cpu = process.cpuUsage(cpu0);
      if (m.t === 'announce' && n.kind === 'announce') {
        samples.push(ms);
        perStage[n.round.stage - 1]!.push(ms);
        cpuPerStage[n.round.stage - 1]!.push((cpu.user + cpu.system) / 1000);
      }
      s = E.apply(s, m);
    }
    const first = perStage.map((xs) => (xs[0] ?? 0).toFixed(0)).join('/');
    rows.push({
      name: `diceculus computer announcement, whole-deck expected value, every announcement of a game (${level}, 3 players)`,
      samples,
      notes: {
        'first of stage I/II/III/IV ms': first,
        'its CPU ms': cpuPerStage.map((xs) => (xs[0] ?? 0).toFixed(0)).join('/'),
        'load average': loadavg()[0]!.toFixed(1),
      },
    });
  }
  const samples: number[] = [];
  for (let i = 0; i < 8; i++) {
    let s = table(['hard', 'medium', 'easy'], `round-${i}`);
    samples.push(
      timed(() => {
        while (s.rounds.length === 1 && nextAction(s).kind !== 'over') s = E.apply(s, botMove(s)!);
      }).ms,
    );
  }
  rows.push({ name: 'diceculus a whole stage-I round of three computer players', samples });
  return rows;
}
