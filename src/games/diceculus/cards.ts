/**
 * Cards as the engine uses them: parsed, with their unknowns, a difficulty
 * grade (1 easy … 5 hard) and, for identities that simplify to a constant,
 * that constant.
 */
import { ratEq, ratToString, type Rat } from '../../core/exact';
import { STAGE_DECKS, type Slip } from './decks';
import { evaluate, lettersOf, LETTERS, parseExpr, type Letter, type Node, type Values } from './expr';

export type Stage = 1 | 2 | 3 | 4;
export const STAGES: readonly Stage[] = [1, 2, 3, 4];

export interface Card {
  /** `I-01` … `IV-40`. */
  readonly id: string;
  readonly stage: Stage;
  readonly text: string;
  readonly node: Node;
  readonly letters: readonly Letter[];
  readonly unknowns: number;
  /** Raw difficulty points (see `difficulty`). */
  readonly difficulty: number;
  /** 1 (easy) to 5 (hard), by rank within the stage's deck. */
  readonly grade: number;
  readonly slip: Slip | null;
  /** The value of an identity that simplifies to a constant (and is always defined), else null. */
  readonly constant: Rat | null;
}

/** How many unknowns a player may guess in each stage (stage I has no guess: always 3). */
export const GUESSES: Record<Stage, readonly number[]> = { 1: [3], 2: [1, 2, 3, 4, 5], 3: [5, 6], 4: [3, 4, 5, 6] };
export const ROMAN = ['', 'I', 'II', 'III', 'IV'] as const;

/**
 * Difficulty points: one per unknown, one per minus sign (subtraction or a
 * negative), one per product, two per division, one per pair of brackets,
 * two per power or root.
 */
export function difficulty(node: Node): number {
  let d = lettersOf(node).length;
  const walk = (n: Node): void => {
    switch (n.k) {
      case 'num':
      case 'var':
        return;
      case 'neg':
      case 'par':
        d += 1;
        walk(n.x);
        return;
      case 'sqrt':
        d += 2;
        walk(n.x);
        return;
      default:
        d += n.k === 'sub' || n.k === 'mul' ? 1 : n.k === 'div' || n.k === 'pow' ? 2 : 0;
        walk(n.l);
        walk(n.r);
    }
  };
  walk(node);
  return d;
}

const PROBES: readonly number[][] = [
  [3, 7, 2, 9, 4, 11],
  [13, 5, 17, 6, 23, 8],
  [1, 19, 10, 29, 3, 31],
  [37, 2, 41, 1, 43, 12],
  [6, 6, 6, 6, 6, 6],
  [0, 0, 0, 0, 0, 0],
];

/** The constant an expression always equals (no division, same exact value at every probe), else null. */
export function constantOf(node: Node): Rat | null {
  let hasDiv = false;
  const walk = (n: Node): void => {
    if (n.k === 'div' || n.k === 'sqrt') hasDiv = true;
    else if (n.k === 'neg' || n.k === 'par') walk(n.x);
    else if (n.k !== 'num' && n.k !== 'var') {
      if (n.k === 'pow' && n.r.k !== 'num') hasDiv = true;
      walk(n.l);
      walk(n.r);
    }
  };
  walk(node);
  if (hasDiv) return null;
  let first: Rat | null = null;
  for (const p of PROBES) {
    const vals: Values = {};
    LETTERS.forEach((l, i) => (vals[l] = p[i] as number));
    const v = evaluate(node, vals);
    if (!v.ok || !v.exact) return null;
    if (first === null) first = v.v;
    else if (!ratEq(first, v.v)) return null;
  }
  return first;
}

function buildStage(stage: Stage): Card[] {
  const src = STAGE_DECKS[stage - 1] ?? [];
  const raw = src.map((s, i) => {
    const node = parseExpr(s.text);
    const letters = lettersOf(node);
    return {
      id: `${ROMAN[stage]}-${String(i + 1).padStart(2, '0')}`,
      stage,
      text: s.text,
      node,
      letters,
      unknowns: letters.length,
      difficulty: difficulty(node),
      grade: 0,
      slip: s.slip ?? null,
      constant: stage === 4 ? constantOf(node) : null,
    };
  });
  // grades by rank within the stage: the easiest fifth is grade 1
  const order = raw.map((c, i) => ({ d: c.difficulty, i })).sort((x, y) => x.d - y.d || x.i - y.i);
  const grade = new Array<number>(raw.length);
  order.forEach((o, rank) => (grade[o.i] = 1 + Math.floor((rank * 5) / raw.length)));
  // equal difficulty gets equal grade (the lower one)
  const byD = new Map<number, number>();
  order.forEach((o) => {
    const g = grade[o.i] as number;
    byD.set(o.d, Math.min(byD.get(o.d) ?? g, g));
  });
  return raw.map((c) => ({ ...c, grade: byD.get(c.difficulty) ?? 1 }));
}

let cache: Card[][] | null = null;

/** The four decks, in printed order. */
export function decks(): readonly (readonly Card[])[] {
  cache ??= STAGES.map(buildStage);
  return cache;
}

export const deckOf = (stage: Stage): readonly Card[] => decks()[stage - 1] ?? [];

export type DeckChoice = 'all' | 'easy' | 'hard';
export const DECK_CHOICES: readonly DeckChoice[] = ['all', 'easy', 'hard'];

/** The cards a teacher's choice keeps: easy = grades 1–3, hard = grades 3–5. */
export function filteredDeck(stage: Stage, choice: DeckChoice): readonly Card[] {
  const all = deckOf(stage);
  if (choice === 'easy') return all.filter((c) => c.grade <= 3);
  if (choice === 'hard') return all.filter((c) => c.grade >= 3);
  return all;
}

export function cardById(id: string): Card | null {
  for (const d of decks()) for (const c of d) if (c.id === id) return c;
  return null;
}

/** A card from any text (the command line's `--card`): unknowns from its letters, no stage. */
export function adHocCard(text: string): Card {
  const node = parseExpr(text);
  const letters = lettersOf(node);
  return {
    id: 'custom',
    stage: 1,
    text,
    node,
    letters,
    unknowns: letters.length,
    difficulty: difficulty(node),
    grade: 0,
    slip: null,
    constant: constantOf(node),
  };
}

export const constantText = (c: Card): string | null => (c.constant ? ratToString(c.constant) : null);
