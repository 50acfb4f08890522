/**
 * TUF words benchmarks (Node, single thread, school dictionary unless named):
 *   - loading each dictionary (decode of the word graph file, as the worker does after fetching it), and its size;
 *   - a first correct crossword with ≥ 11 cubes for 200 seeded hands;
 *   - the best-score search with the default 1 s budget (mean cubes and score, how often proven).
 */
import { loadavg } from 'node:os';
import { timed, type BenchRow } from './stats';
import { compiledGraph, graphData, graphWords } from '../../build/words';
import { GRAPH_NAMES, makeVocabulary, rollHand, WordGraph } from '../../games/words';
import { firstCrossword, solve } from '../../../workers/words/solve';

const RESEARCH: Record<string, string> = { school: '≈0.12 MB', full: '≈0.76 MB' };

export async function bench(): Promise<BenchRow[]> {
  process.stderr.write(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}\n`,
  );
  const rows: BenchRow[] = [];
  for (const name of GRAPH_NAMES) {
    const data = graphData(name);
    const samples: number[] = [];
    let g: WordGraph | null = null;
    for (let i = 0; i < 10; i++) {
      const copy = data.slice();
      const t = timed(() => new WordGraph(copy.buffer));
      samples.push(t.ms);
      g = t.value;
    }
    rows.push({
      name: `words dictionary load: ${name} (decode, 10 runs)`,
      samples,
      notes: {
        bytes: compiledGraph(name).byteLength,
        words: g?.wordCount ?? 0,
        'source words': graphWords(name).size,
        ...(RESEARCH[name] ? { 'research figure': RESEARCH[name] } : {}),
      },
    });
  }
  const vocab = makeVocabulary(new WordGraph(graphData('school')), { names: new WordGraph(graphData('names')) });
  const hands = Array.from({ length: Number(process.env.WORDS_BENCH_HANDS ?? 200) }, (_, i) => rollHand(`bench-${i}`));
  for (const h of hands.slice(0, 5)) firstCrossword(h, vocab, 11, { budgetMs: 200 });

  const first: number[] = [];
  let reached = 0;
  let firstCubes = 0;
  for (const h of hands) {
    const { ms, value } = timed(() => firstCrossword(h, vocab, 11, { budgetMs: 1000 }));
    first.push(ms);
    if (value.cubes >= 11) reached++;
    firstCubes += value.cubes;
  }
  rows.push({
    name: 'words first crossword ≥ 11 cubes (200 hands, school)',
    samples: first,
    notes: { 'reached 11': `${reached}/${hands.length}`, 'mean cubes': (firstCubes / hands.length).toFixed(2) },
  });

  const best: number[] = [];
  let proven = 0;
  let cubes = 0;
  let score = 0;
  let all = 0;
  const count = Number(process.env.WORDS_BENCH_BEST ?? 200);
  for (const h of hands.slice(0, count)) {
    const { ms, value } = timed(() => solve(h, vocab, { budgetMs: 1000 }));
    best.push(ms);
    if (value.proven) proven++;
    if (value.cubes === 20) all++;
    cubes += value.cubes;
    score += value.score;
  }
  rows.push({
    name: `words best score, 1 s budget (${count} hands, school)`,
    samples: best,
    notes: {
      proven: `${proven}/${count}`,
      'all 20 cubes': `${all}/${count}`,
      'mean cubes': (cubes / count).toFixed(2),
      'mean score': (score / count).toFixed(2),
    },
  });
  return rows;
}
