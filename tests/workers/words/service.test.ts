/**
 * The words worker's service (without Comlink): the verdict a move records
 * and the match engine's judgement agree with the dictionary; computer plans
 * are callable moves; "ñ counts as n" and a teacher's list reach the solver;
 * the easy computer is clearly weaker than the others.
 */
import { describe, expect, it } from 'vitest';
import { graphData } from '../../../src/build/words';
import { buildGraph, formatHand, makeVocabulary, rollHand, WordGraph, type GraphName } from '../../../src/games/words';
import { currentRound } from '../../../src/games/race/engine';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { dueComputerCalls, roundOver, wordsEngine, type WordsState } from '../../../src/games/words/plugin';
import { computerPlan, solve } from '../../../workers/words/solve';
import { createWordsService } from '../../../workers/words/service';

const graphs = new Map<GraphName, WordGraph>();
const load = async (name: GraphName): Promise<WordGraph> => {
  let g = graphs.get(name);
  if (!g) graphs.set(name, (g = new WordGraph(graphData(name))));
  return g;
};
const service = createWordsService(load);
const school = { dict: 'school' as const };
const T0 = 1_700_000_000_000;

describe('check: the verdict a move records', () => {
  it('lists the runs the dictionary lacks, the proper nouns, and the words accepted anyway', async () => {
    const hand = 'C A T S O N E @ D O G X A E I U R T L M';
    const good = await service.check(hand, 'C A T S / . . . O / . . . N', school);
    expect(good.verdict).toEqual({ unknown: [], accepted: [], proper: [] });
    expect(good.check).toMatchObject({ valid: true, cubes: 6, score: 4 + 3 });
    const bad = await service.check(hand, 'C A T X / . . . O / . . . N', school);
    expect(bad.verdict.unknown).toEqual(['CATX', 'XON']);
    expect(bad.check.valid).toBe(false);
    const anyway = await service.check(hand, 'C A T X / . . . O / . . . N', school, ['catx', 'XON', 'DOG']);
    expect(anyway.verdict.accepted).toEqual(['CATX', 'XON']);
    expect(anyway.check.valid).toBe(true);
    const proper = await service.check(hand, '@R O M E', school);
    expect(proper.verdict.proper).toEqual(['ROME']);
    expect(proper.check.score).toBe(3 + 3);
    // French and Spanish have their own proper nouns (dictionary-fr, dictionary-es); the Spanish ñ comes from a ☉
    const fr = await service.check(hand, '@R O M E', { dict: 'fr' });
    expect(fr.verdict.proper).toEqual(['ROME']);
    expect(fr.check).toMatchObject({ valid: true, score: 3 + 3 });
    const es = await service.check('S P A * A M A D R I D @ O N E T L C U E', '@E S P A *ñ A', { dict: 'es' });
    expect(es.verdict).toEqual({ unknown: [], accepted: [], proper: ['ESPAÑA'] });
    expect(es.check).toMatchObject({ valid: true, score: 3 + 2 * 5 });
    expect((await service.check(hand, '@D R', { dict: 'fr' })).verdict.unknown).toEqual(['DR']);
  });

  it('Rotary: the verdict on every run of a shared grid, no hand needed', async () => {
    expect(await service.verdict('S E C O N D / . . A . . . / . . T . . Q', school)).toEqual({ unknown: [], accepted: [], proper: [] });
    expect((await service.verdict('S E C O N D / . . A . . X / . . T . . Q', school)).unknown).toEqual(['DXQ']);
  });

  it("a teacher's list: extra words, or only those", async () => {
    const hand = 'Q X Z A A E I O U T R N S C D H L M G @';
    expect((await service.check(hand, 'Q A Z', school)).check.valid).toBe(false);
    expect((await service.check(hand, 'Q A Z', { ...school, teacherWords: ['QAZ'] })).check.valid).toBe(true);
    expect((await service.check(hand, 'C A T', { ...school, teacherWords: ['QAZ'], teacherOnly: true })).verdict.unknown).toEqual(['CAT']);
    const hint = await service.hint(hand, '', { ...school, teacherWords: ['QAZ', 'DO'], teacherOnly: true });
    expect(hint?.word).toBe('QAZ');
  });

  it('the match engine judges a crossword with the recorded verdict exactly as the worker checked it', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 1, computers: [], solitaire: true };
    for (let i = 0; i < 6; i++) {
      let s: WordsState = wordsEngine.apply(wordsEngine.init(p, `agree${i}`), { type: 'roll', at: T0 });
      const hand = formatHand(currentRound(s)!.rolls[0]!);
      const best = await service.best(hand, school, 60);
      const checked = await service.check(hand, best.grid, school);
      expect(checked.check.score).toBe(best.score);
      s = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: best.grid, at: T0 + 1000, verdict: checked.verdict });
      s = wordsEngine.apply(s, { type: 'end', reason: roundOver(s, T0 + 2000)!, finals: [null], at: T0 + 2000 });
      expect(currentRound(s)!.end!.results[0]!.points).toBe(best.score);
    }
  });
});

describe('computer seats', () => {
  it('a plan is a move the engine takes, due at its delay, with its verdict; its crossword is on the table', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 1, computers: ['medium'] };
    let s: WordsState = wordsEngine.apply(wordsEngine.init(p, 'cp'), { type: 'roll', at: T0 });
    const hand = formatHand(currentRound(s)!.rolls[1]!);
    // a step clock: the plan does not depend on the machine's load
    let t = 0;
    const stepped = createWordsService(load, { now: () => (t += 1) });
    const c = await stepped.computer(hand, school, 'medium', 'cp/1');
    expect(c.plan.submission).not.toBeNull();
    expect(c.plan.verdict?.unknown).toEqual([]);
    // its crossword on the table is its last step; its later calls end with it when the crossword grew after TUF!
    expect(c.table?.grid).toBe(c.steps[c.steps.length - 1]!.grid);
    if (c.plan.later) expect(c.plan.later[c.plan.later.length - 1]!.submission).toBe(c.table?.grid);
    for (const l of c.plan.later ?? []) expect(l.verdict.unknown).toEqual([]);
    s = wordsEngine.apply(s, { type: 'plan', seat: 1, ...c.plan, at: T0 + 5 });
    expect(dueComputerCalls(s, T0 + c.plan.delayMs - 1)).toEqual([]);
    const due = dueComputerCalls(s, T0 + c.plan.delayMs);
    expect(due).toHaveLength(1);
    s = wordsEngine.apply(s, { type: 'declare', ...due[0]!, at: T0 + c.plan.delayMs });
    expect(currentRound(s)!.calls[0]).toMatchObject({ seat: 1, correct: true, value: c.steps.find((x) => x.grid === c.plan.submission)!.cubes });
  });

  it('calls like a person, not at once: a pause after the word that made each call', async () => {
    const vocab = makeVocabulary(await load('school'), { names: await load('names') });
    for (const level of ['easy', 'medium', 'hard'] as const) {
      let t = 0;
      const plan = computerPlan(rollHand('pause'), vocab, level, 'x', { now: () => (t += 1) });
      const step = plan.steps.find((s) => s.grid === plan.call?.grid)!;
      expect(step).toBeDefined();
      expect(plan.callAtMs! - step.atMs).toBeGreaterThanOrEqual(2000);
      expect(plan.callAtMs! - step.atMs).toBeLessThanOrEqual(12_000);
      for (const l of plan.later) {
        const at = plan.steps.find((s) => s.grid === l.grid)!.atMs;
        expect(l.atMs - at).toBeGreaterThanOrEqual(2000);
      }
    }
  });

  it('easy is clearly weaker than medium and hard: later calls, fewer points', async () => {
    const vocab = makeVocabulary(await load('school'), { names: await load('names') });
    const tick = (): (() => number) => {
      let t = 0;
      return () => (t += 1);
    };
    const stat = { easy: { at: 0, score: 0 }, medium: { at: 0, score: 0 }, hard: { at: 0, score: 0 } };
    const N = 6;
    for (let i = 0; i < N; i++) {
      const hand = rollHand(`strength${i}`);
      for (const level of ['easy', 'medium', 'hard'] as const) {
        const plan = computerPlan(hand, vocab, level, `s${i}`, { now: tick() });
        stat[level].at += plan.callAtMs ?? 240_000;
        stat[level].score += plan.score;
      }
    }
    expect(stat.easy.at / N).toBeGreaterThan(90_000);
    expect(stat.easy.at).toBeGreaterThan(2 * stat.medium.at);
    expect(stat.easy.score).toBeLessThan(stat.medium.score);
    expect(stat.easy.score).toBeLessThan(stat.hard.score / 1.5);
  });
});

describe('"ñ counts as n" in the solver', () => {
  it('a plain N is laid where the word has Ñ only with the setting', () => {
    const g = new WordGraph(buildGraph(['CAÑA', 'AÑO']));
    const hand = ['C', 'A', 'N', 'A', 'O', 'N'];
    expect(solve(hand, makeVocabulary(g), { budgetMs: 100 }).cubes).toBe(0);
    const s = solve(hand, makeVocabulary(g, { enyeAsN: true }), { budgetMs: 100 });
    expect(s.cubes).toBe(6);
    expect(s.grid).not.toContain('Ñ');
  });
});
