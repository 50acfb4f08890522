/**
 * `npm run -s cli -- words <verb> [options]` (TUF words)
 *
 *   roll   --seed S [--no-specials]                             → {"hand":"…"}
 *   check  --hand "…" --grid "…" [--dict school|older|full|fr|es] [--large-words] [--enye-as-n]
 *          → {"valid":…,"reason":…,"words":[…],"cubes":…,"score":…}
 *   solve  --hand "…" [--dict …] [--budget-ms N] [--large-words] [--enye-as-n] → {"grid":"…","words":[…],"cubes":…,"score":…,"proven":…}
 *   hint   --hand "…" [--grid "…"] [--dict …] [--enye-as-n]      → {"length":…,"first":…,"word":…,"place":…} or {"hint":null}
 *   selfplay --seed S [--players N] [--levels easy,hard,…] [--rounds R] [--dict …] [--no-specials]
 *          → a whole match between computers on the race table (moves, points, winners, clock time)
 *
 * All argument reading for this game is in this file.
 */
import { UsageError, type Args } from './args';
import type { CliGame } from './main';
import { graphData } from '../build/words';
import {
  checkGrid,
  formatHand,
  isDictName,
  DICT_NAMES,
  namesFor,
  makeVocabulary,
  parseGrid,
  parseHand,
  refusalLine,
  rollHand,
  WordGraph,
  type DictName,
  type Face,
  type GraphName,
  type Grid,
  type Vocabulary,
  type WordScore,
} from '../games/words';
import { hint, solve } from '../../workers/words/solve';
import { createWordsService } from '../../workers/words/service';
import { defaultParams, type WordsParams } from '../games/words/params';
import { wordsRace } from '../games/words/plugin';
import { wordsRaceComputer } from '../games/words/computer';
import { raceSelfplay, readSelfplay } from './race';
import { isSeed } from '../core/random';

function flag(args: Args, name: string): boolean {
  if (!args.has(name)) return false;
  const v = (args.get(name) ?? '').toLowerCase();
  if (v === '' || v === 'on' || v === 'yes' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'no' || v === 'false' || v === '0') return false;
  throw new UsageError(`--${name} takes on or off, got "${v}"`);
}

function readHand(args: Args): Face[] {
  const p = parseHand(args.need('hand'));
  if (!p.ok) throw new UsageError(`--hand: face ${p.vars.index + 1} ("${p.vars.text}") is not A–Z, 'E, * or @`);
  if (p.hand.length === 0 || p.hand.length > 40) throw new UsageError('--hand takes 1 to 40 faces');
  return p.hand;
}

function readGrid(args: Args, required: boolean): Grid {
  const text = required ? args.need('grid') : args.get('grid');
  if (text === undefined || text === '') return [];
  const p = parseGrid(text);
  if (!p.ok) throw new UsageError(`--grid: ${refusalLine({ code: p.code, vars: p.vars })}`);
  return p.grid;
}

function readDict(args: Args): DictName {
  const d = args.get('dict') ?? 'school';
  if (!isDictName(d)) throw new UsageError(`--dict takes ${DICT_NAMES.join(', ')}, got "${d}"`);
  return d;
}

const graphs = new Map<string, WordGraph>();
function graph(name: GraphName): WordGraph {
  let g = graphs.get(name);
  if (!g) {
    g = new WordGraph(graphData(name));
    graphs.set(name, g);
  }
  return g;
}

export function vocabularyFor(dict: DictName, enyeAsN = false): Vocabulary {
  return makeVocabulary(graph(dict), { names: graph(namesFor(dict)), enyeAsN });
}

const wordJson = (w: WordScore): { word: string; row: number; col: number; dir: string; points: number } => ({
  word: w.word,
  row: w.row,
  col: w.col,
  dir: w.dir,
  points: w.points,
});

/** The words worker's service, answering in this process. */
const service = createWordsService(async (name: GraphName) => graph(name));

/** TUF words' computers and dictionary as the race table asks them, answered by the service itself. */
export const wordsCliComputer = wordsRaceComputer(() => ({
  computer: (hand, setup, level, seed) => service.computer(hand, setup, level, seed),
  check: (hand, grid, setup, accepted) => service.check(hand, grid, setup, accepted),
}));

const verbs: Record<string, (args: Args) => unknown> = {
  selfplay(args) {
    args.only('seed', 'players', 'levels', 'rounds', 'dict', 'no-specials');
    const { seed, levels, rounds } = readSelfplay(args, 1);
    const params: WordsParams = { ...defaultParams(), humans: 0, computers: levels, rounds, dict: readDict(args), noSpecials: flag(args, 'no-specials') };
    return raceSelfplay(wordsRace, params, seed, levels, wordsCliComputer);
  },
  roll(args) {
    args.only('seed', 'no-specials');
    const seed = args.need('seed');
    if (!isSeed(seed)) throw new UsageError('--seed takes 1–32 letters, digits, _ or -');
    return { hand: formatHand(rollHand(seed, { noSpecials: flag(args, 'no-specials') })) };
  },
  check(args) {
    args.only('hand', 'grid', 'dict', 'large-words', 'enye-as-n');
    const hand = readHand(args);
    const grid = readGrid(args, true);
    const vocab = vocabularyFor(readDict(args), flag(args, 'enye-as-n'));
    const c = checkGrid(hand, grid, vocab, { largeWords: flag(args, 'large-words') });
    return { valid: c.valid, reason: c.refusal ? refusalLine(c.refusal) : null, words: c.words.map(wordJson), cubes: c.cubes, score: c.score };
  },
  solve(args) {
    args.only('hand', 'dict', 'budget-ms', 'large-words', 'enye-as-n');
    const hand = readHand(args);
    const vocab = vocabularyFor(readDict(args), flag(args, 'enye-as-n'));
    const s = solve(hand, vocab, { budgetMs: args.int('budget-ms', 1000, 1, 600_000), largeWords: flag(args, 'large-words') });
    return { grid: s.grid, words: s.words.map(wordJson), cubes: s.cubes, score: s.score, proven: s.proven };
  },
  hint(args) {
    args.only('hand', 'grid', 'dict', 'large-words', 'enye-as-n');
    const hand = readHand(args);
    const grid = readGrid(args, false);
    const h = hint(hand, vocabularyFor(readDict(args), flag(args, 'enye-as-n')), grid, { largeWords: flag(args, 'large-words') });
    return h ?? { hint: null };
  },
};

export const cli: CliGame = {
  verbs: Object.keys(verbs),
  options: {
    seed: 'string',
    hand: 'string',
    grid: 'string',
    dict: 'string',
    'budget-ms': 'string',
    'no-specials': 'flag',
    'large-words': 'flag',
    'enye-as-n': 'flag',
    players: 'string',
    levels: 'string',
    rounds: 'string',
  },
  run(verb, args) {
    const v = verbs[verb];
    if (!v) throw new UsageError(`unknown verb ${verb}`);
    return v(args);
  },
};
