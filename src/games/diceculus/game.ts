/**
 * DiceCulus as an engine: params + seed give the decks, the seating order and
 * every die; moves (plain data) are each player's announcement (guess, split,
 * victim or recipients), each roll and keep decision, each typed answer, each
 * request for the worked substitution or the strategy helper.
 *
 * A round: every player announces in turn order; the card is drawn; every
 * player, in turn order, rolls the dice of each unknown the card has (up to
 * three times, the last roll counts), then types the card's value, which the
 * engine checks. When all have solved it, the round's scores are written
 * (robbery in stage III, charity in stage IV) and the next round begins.
 *
 * Why ~770 lines in one file: its sections (params, dealing, reading a play,
 * whose turn, round scores, moves, stored-move shapes, the score table,
 * results codes) all read the same round state through the same private
 * helpers; split apart, they would have to export those internals. What
 * stands alone is already beside it: cards.ts, expr.ts, scoring.ts, decks.ts.
 */
import { IllegalMoveError, refusal, type GameEngine, type Refusal, type RefusalVars } from '../../core/engine';
import { parseRat, ratEq, ratToNumber, type Rat } from '../../core/exact';
import type { Params } from '../../core/gameId';
import { readSharedCode, writeSharedCode } from '../../core/sharedCode';
import { createRng, subSeed } from '../../core/random';
import { cardById, DECK_CHOICES, filteredDeck, GUESSES, STAGES, type Card, type DeckChoice, type Stage } from './cards';
import { evaluate, isLetter, LETTERS, NO_VALUE_POINTS, pointsOf, roundHalfAway, valueBounds, type Letter, type Value, type Values } from './expr';
import {
  endScore,
  endScoreLimit,
  GRAND_RULES,
  isEndRule,
  playerTable,
  winnersOf,
  WIN_RULES,
  type EndRule,
  type GrandRule,
  type StageTable,
  type WinRule,
} from './scoring';

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];
export const FACES = [6, 8, 10, 12, 20] as const;
export type Faces = (typeof FACES)[number];
export const DICE = 7;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const MAX_NAME = 20;
export const CLAIM_POINTS = 50;
export const MAX_ROLLS = 3;

export interface DiceParams {
  /** Rounds per stage: a number, or 'p' (one per player, the default) or '2p'. */
  rounds: number | 'p' | '2p';
  faces: Faces;
  /** A penalty point for each wrong answer. */
  penalty: boolean;
  grand: GrandRule;
  end: EndRule;
  win: WinRule;
  /** Bonus points for a card solved first time without help (0: off). */
  bonus: number;
  deck: DeckChoice;
}

export const DEFAULT_PARAMS: DiceParams = {
  rounds: 'p',
  faces: 6,
  penalty: false,
  grand: 'digit-sum',
  end: 'sum',
  win: 'highest',
  bonus: 0,
  deck: 'all',
};

/** The short and long game presets. */
export const PRESETS = { short: { rounds: 1 }, standard: { rounds: 'p' }, long: { rounds: '2p' } } as const;

export interface Seat {
  name: string;
  /** 'remote': plays on another device; their plays arrive with that device's results code. */
  kind: 'human' | 'bot' | 'remote';
  level?: Level;
}

export interface Play {
  guess: number;
  split: Partial<Record<Letter, number>>;
  victim: number | null;
  recipients: number[] | null;
  /** Every roll of each unknown's dice, in order (the last one counts). */
  rolls: Partial<Record<Letter, number[][]>>;
  /** The unknowns in the order the player chose to roll them. */
  sequence: Letter[];
  /** Unknowns whose sum is final. */
  kept: Partial<Record<Letter, number>>;
  /** The unknown being rolled now (kept or rolled again next). */
  current: Letter | null;
  /** Wrong answers typed (and wrong constant claims). */
  wrong: number;
  /** Whether the worked substitution was shown. */
  shown: boolean;
  /** Whether the strategy helper was opened (after the play). */
  helper: boolean;
  /** Whether the card was claimed as a constant (stage IV, no rolling). */
  claimed: boolean;
  /** Points from the card (rounded value, −50 or the constant's 50) once solved. */
  points: number | null;
  done: boolean;
}

export interface Round {
  stage: Stage;
  /** 0-based round within its stage. */
  index: number;
  /** 0-based round within the game (moves the first seat). */
  global: number;
  order: number[];
  card: string;
  /** One per seat; null until that seat announces. */
  plays: (Play | null)[];
  /** The scores the round gives each seat, once every play is done. */
  scores: number[] | null;
}

export interface DiceState {
  params: DiceParams;
  seed: string;
  players: Seat[];
  started: boolean;
  rounds: Round[];
  over: boolean;
  /**
   * Stage IV across devices: once every play of a round is known, a seat
   * nobody chose receives a share from the last announcer (see
   * `charityGaps`). Set by the start move of games begun since; games saved
   * before keep their scores.
   */
  cover?: boolean;
  /**
   * Answers as a child writes them (see `answerMatches`): the rounded whole
   * number is right too, and a decimal to one place. Set by the start move of
   * games begun since; games saved before keep the answers they were checked by.
   */
  rounded?: boolean;
}

/** The start move every new game makes: the stage-IV cover rule across devices and answers as a child writes them. */
export const START_MOVE = { t: 'start', cover: true, rounded: true } as const satisfies DiceMove;

export type DiceMove =
  | { t: 'join'; name: string; bot?: Level; remote?: boolean }
  | { t: 'start'; cover?: boolean; rounded?: boolean }
  | { t: 'announce'; p: number; guess: number; split: Partial<Record<Letter, number>>; victim?: number; recipients?: number[] }
  | { t: 'roll'; p: number; v: Letter }
  | { t: 'keep'; p: number }
  | { t: 'answer'; p: number; text: string }
  | { t: 'claim'; p: number; text: string }
  | { t: 'show'; p: number }
  | { t: 'helper'; p: number; r?: number }
  | { t: 'import'; code: string };

const refuse = (code: string, vars: Record<string, string | number> = {}): never => {
  throw new IllegalMoveError(code, vars);
};

export function cleanName(name: string): string {
  return name
    .replace(/[^\p{L}\p{N} '-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME);
}

// ---------------------------------------------------------------------------
// Params

/** Setting codes, in Maps: a value read from a link is looked up as data, never as an object's inherited name (`constructor`). */
const GRAND_CODES = new Map<string, GrandRule>([
  ['ds', 'digit-sum'],
  ['dr', 'digital-root'],
  ['dp', 'digit-product'],
]);
const WIN_CODES = new Map<string, WinRule>([
  ['hi', 'highest'],
  ['lo', 'lowest'],
  ['div', 'fewest-divisors'],
]);
const END_CODES = new Map<string, EndRule>([
  ['sum', 'sum'],
  ['diff', 'difference'],
  ['prod', 'product'],
  ['quot', 'quotient'],
]);
const codeOf = <T extends string>(table: ReadonlyMap<string, T>, v: T): string => [...table].find(([, x]) => x === v)?.[0] ?? '';

/** Why a game code's settings cannot be used (`diceculus.refuse.<code>`). */
export type ParamsIssue = Refusal;

export function readParams(p: Params): { ok: true; params: DiceParams } | { ok: false; refusal: ParamsIssue } {
  const out: DiceParams = { ...DEFAULT_PARAMS };
  const bad = (code: string, vars: RefusalVars = {}) => ({ ok: false as const, refusal: refusal(code, vars) });
  for (const [k, v] of Object.entries(p)) {
    if (k === 'r') {
      if (v === 'p' || v === '2p') out.rounds = v;
      else if (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 12) out.rounds = Number(v);
      else return bad('paramRounds');
    } else if (k === 'f') {
      const n = Number(v);
      if (!(FACES as readonly number[]).includes(n) || !/^\d+$/.test(v)) return bad('paramFaces');
      out.faces = n as Faces;
    } else if (k === 'pen') {
      if (v !== '0' && v !== '1') return bad('paramPenalty');
      out.penalty = v === '1';
    } else if (k === 'g') {
      const g = GRAND_CODES.get(v);
      if (!g) return bad('paramGrand');
      out.grand = g;
    } else if (k === 'e') {
      const e = END_CODES.get(v) ?? (/^[-+*/]{3}$/.test(v) ? (`ops:${v}` as EndRule) : null);
      if (!e) return bad('paramEnd');
      out.end = e;
    } else if (k === 'w') {
      const w = WIN_CODES.get(v);
      if (!w) return bad('paramWin');
      out.win = w;
    } else if (k === 'b') {
      if (!/^\d{1,2}$/.test(v) || Number(v) > 20) return bad('paramBonus');
      out.bonus = Number(v);
    } else if (k === 'd') {
      if (!(DECK_CHOICES as readonly string[]).includes(v)) return bad('paramDeck');
      out.deck = v as DeckChoice;
    } else return bad('paramUnknown', { key: k });
  }
  return { ok: true, params: out };
}

export function parseParams(p: Params): DiceParams {
  const r = readParams(p);
  if (!r.ok) throw new IllegalMoveError(r.refusal.code, r.refusal.vars);
  return r.params;
}

export function formatParams(p: DiceParams): Params {
  const out: Params = { r: String(p.rounds), f: String(p.faces) };
  if (p.penalty) out.pen = '1';
  if (p.grand !== 'digit-sum') out.g = codeOf(GRAND_CODES, p.grand);
  if (p.end !== 'sum') out.e = p.end.startsWith('ops:') ? p.end.slice(4) : codeOf(END_CODES, p.end);
  if (p.win !== 'highest') out.w = codeOf(WIN_CODES, p.win);
  if (p.bonus > 0) out.b = String(p.bonus);
  if (p.deck !== 'all') out.d = p.deck;
  return out;
}

export { GRAND_RULES, WIN_RULES, isEndRule };

// ---------------------------------------------------------------------------
// Dealing from the seed

export function roundsPerStage(params: DiceParams, players: number): number {
  return params.rounds === 'p' ? players : params.rounds === '2p' ? 2 * players : params.rounds;
}

/** The first seat of the game and the direction of play (1 clockwise, −1 anticlockwise). */
export function seating(seed: string, players: number): { first: number; dir: 1 | -1 } {
  const rng = createRng(subSeed(seed, 'seating'));
  return { first: rng.int(players), dir: rng.int(2) === 0 ? 1 : -1 };
}

export function turnOrder(seed: string, players: number, global: number): number[] {
  const { first, dir } = seating(seed, players);
  const mod = (x: number) => ((x % players) + players) % players;
  const start = mod(first + dir * global);
  return Array.from({ length: players }, (_, i) => mod(start + dir * i));
}

export function cardFor(params: DiceParams, seed: string, stage: Stage, index: number): Card {
  const deck = createRng(subSeed(seed, 'deck', stage)).shuffle(filteredDeck(stage, params.deck));
  return deck[index % deck.length] as Card;
}

/** The dice of one roll: the same for every device that plays the same game code. */
export function rollDice(seed: string, faces: number, global: number, p: number, v: Letter, k: number, count: number): number[] {
  const rng = createRng(subSeed(seed, 'roll', global, p, v, k));
  return Array.from({ length: count }, () => 1 + rng.int(faces));
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------
// Reading a play

export const cardOf = (r: Round): Card => cardById(r.card) as Card;

/** Unknowns this player rolls for: the card's letters they assumed (others fall out). */
export function toRoll(card: Card, play: Play): Letter[] {
  return card.letters.filter((l) => (play.split[l] ?? 0) > 0);
}

/** The values the card is solved with: kept sums, 0 for unknowns not assumed. */
export function valuesOf(card: Card, play: Play): Values {
  const vals: Values = {};
  for (const l of card.letters) vals[l] = play.kept[l] ?? 0;
  return vals;
}

export const allRolled = (card: Card, play: Play): boolean => play.claimed || toRoll(card, play).every((l) => play.kept[l] !== undefined);

/**
 * Whether a typed answer is the card's value: exact, or a decimal correctly
 * rounded to 2 or more places. With `rounded` (games begun since, `DiceState.rounded`),
 * as a child writes it: also the whole number the value rounds to (the points,
 * .5 away from zero: −5/2 → −3), and a decimal correctly rounded to one place
 * (2.3 for 7/3).
 */
export function answerMatches(text: string, value: Value, rounded = false): boolean {
  const t = text.trim().replace(/−/g, '-').replace(/,/g, '.');
  if (!value.ok) return /^(none|no value|undefined|-)$/i.test(t);
  const r = parseRat(t);
  if (!r) return false;
  if (value.exact && ratEq(r, value.v)) return true;
  if (rounded && /^-?\d+$/.test(t) && Number(t) === pointsOf(value)) return true;
  const places = /\.(\d+)$/.exec(t)?.[1]?.length ?? 0;
  if (places < (rounded ? 1 : 2)) return false;
  // a decimal rounded correctly to its last digit
  const x = value.exact ? ratToNumber(value.v) : value.x;
  return Math.abs(ratToNumber(r) - x) <= 0.5 * 10 ** -places + 1e-12;
}

/** The kind of right answer a typed text is (for the screen's words): the exact value, its rounding to a whole number, or a decimal. */
export function answerKind(text: string, value: Value): 'exact' | 'rounded' | 'decimal' {
  const t = text.trim().replace(/−/g, '-').replace(/,/g, '.');
  const r = parseRat(t);
  if (!value.ok || (r && value.exact && ratEq(r, value.v))) return 'exact';
  return /^-?\d+$/.test(t) ? 'rounded' : 'decimal';
}

function newPlay(guess: number, split: Partial<Record<Letter, number>>, victim: number | null, recipients: number[] | null): Play {
  return {
    guess,
    split,
    victim,
    recipients,
    rolls: {},
    sequence: [],
    kept: {},
    current: null,
    wrong: 0,
    shown: false,
    helper: false,
    claimed: false,
    points: null,
    done: false,
  };
}

/** Whether a split is allowed: the first `guess` letters, at least one die each, seven dice in all. */
export function splitIssue(stage: Stage, guess: number, split: Partial<Record<Letter, number>>): Refusal | null {
  if (!GUESSES[stage].includes(guess)) return { code: 'guessRange', vars: { stage, list: GUESSES[stage].join(', ') } };
  const keys = Object.keys(split);
  const want = LETTERS.slice(0, guess);
  for (const k of keys) if (!(want as readonly string[]).includes(k)) return { code: 'splitLetter', vars: { letter: k, guess } };
  for (const l of want) {
    const n = split[l];
    if (n === undefined || !Number.isInteger(n) || n < 1) return { code: 'splitEach', vars: { letter: l } };
  }
  const total = sum(want.map((l) => split[l] ?? 0));
  if (total !== DICE) return { code: 'splitTotal', vars: { total, dice: DICE } };
  return null;
}

/** Stage IV: the seats that must receive from player p, because nobody still to announce after p could cover them. */
export function forcedRecipients(s: DiceState, r: Round, p: number): number[] {
  const covered = new Set<number>();
  r.plays.forEach((pl) => pl?.recipients?.forEach((x) => covered.add(x)));
  const announced = new Set(r.plays.flatMap((pl, i) => (pl ? [i] : [])));
  announced.add(p);
  const left = r.order.filter((x) => !announced.has(x));
  return s.players.map((_, i) => i).filter((i) => i !== p && !covered.has(i) && !left.some((x) => x !== i));
}

/** Seats that nobody has chosen yet as a recipient, and whether the seats still to announce can cover them. */
function charityCover(r: Round, players: number, p: number, recipients: number[]): string | null {
  const covered = new Set<number>();
  r.plays.forEach((pl) => pl?.recipients?.forEach((x) => covered.add(x)));
  recipients.forEach((x) => covered.add(x));
  const announced = new Set(r.plays.flatMap((pl, i) => (pl ? [i] : [])));
  announced.add(p);
  const left = r.order.filter((s) => !announced.has(s));
  for (let s = 0; s < players; s++) {
    if (covered.has(s)) continue;
    if (!left.some((x) => x !== s)) return String(s);
  }
  return null;
}

// ---------------------------------------------------------------------------
// Whose turn

export type Next = { kind: 'seating' } | { kind: 'announce'; round: Round; p: number } | { kind: 'play'; round: Round; p: number } | { kind: 'over' };

export function currentRound(s: DiceState): Round | null {
  return s.rounds[s.rounds.length - 1] ?? null;
}

export function nextAction(s: DiceState): Next {
  if (s.over) return { kind: 'over' };
  const r = currentRound(s);
  if (!s.started || !r) return { kind: 'seating' };
  const local = (p: number): boolean => s.players[p]?.kind !== 'remote';
  const a = r.order.find((p) => local(p) && r.plays[p] === null);
  if (a !== undefined) return { kind: 'announce', round: r, p: a };
  const q = r.order.find((p) => local(p) && !(r.plays[p] as Play).done);
  if (q !== undefined) return { kind: 'play', round: r, p: q };
  return { kind: 'over' };
}

// ---------------------------------------------------------------------------
// Round scores

/** A stage-IV seat nobody chose as a recipient, and the seat that gives to it by the cover rule. */
export interface CharityGap {
  seat: number;
  donor: number;
}

/**
 * Stage IV, everyone must receive from someone. On one device the rule is
 * kept as players announce (`forcedRecipients`, refusal `mustCover`), but a
 * device cannot see the announcements of seats played elsewhere. So once
 * every play of the round is known (after the results codes are merged), a
 * seat still without a donor receives from the seat that announced last in
 * the round's global announce order (drawn from the seed, the same on every
 * device), or, when that is the seat itself, from the one before: it joins
 * that donor's recipients and the donor's points are shared among them all.
 * Deterministic and the same on every device, whatever order the codes are
 * merged in. Only for games whose start move asked for it (`cover`).
 */
export function charityGaps(s: DiceState, r: Round): CharityGap[] {
  if (r.stage !== 4 || !s.cover || r.plays.length !== s.players.length) return [];
  if (r.plays.some((pl) => !pl?.done)) return [];
  const covered = new Set(r.plays.flatMap((pl) => pl?.recipients ?? []));
  const out: CharityGap[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    if (covered.has(seat)) continue;
    const donor = [...r.order].reverse().find((x) => x !== seat);
    if (donor !== undefined) out.push({ seat, donor });
  }
  return out;
}

/**
 * What a round gives each seat: points, robbery (III) or charity (IV), bonus
 * and penalty. `gaps` are the seats added to a donor's recipients by the
 * stage-IV cover rule (`charityGaps`).
 */
export function roundScores(params: DiceParams, players: number, r: Round, gaps: readonly CharityGap[] = []): number[] {
  const out = new Array<number>(players).fill(0);
  r.plays.forEach((pl, p) => {
    if (!pl || pl.points === null) return;
    const pts = pl.points;
    if (r.stage === 3 && pl.victim !== null) {
      out[p] = (out[p] ?? 0) + pts;
      out[pl.victim] = (out[pl.victim] ?? 0) - pts;
    } else if (r.stage === 4 && pl.recipients && pl.recipients.length > 0) {
      const to = [...pl.recipients, ...gaps.filter((g) => g.donor === p).map((g) => g.seat)];
      const share = roundHalfAway({ n: BigInt(pts), d: BigInt(to.length) });
      for (const x of to) out[x] = (out[x] ?? 0) + share;
    } else out[p] = (out[p] ?? 0) + pts;
    if (params.bonus > 0 && pl.wrong === 0 && !pl.shown) out[p] = (out[p] ?? 0) + params.bonus;
    if (params.penalty) out[p] = (out[p] ?? 0) - pl.wrong;
  });
  return out;
}

function finishRound(s: DiceState, r: Round): DiceState {
  const scores = roundScores(s.params, s.players.length, r, charityGaps(s, r));
  const done: Round = { ...r, scores };
  const rounds = [...s.rounds.slice(0, -1), done];
  const per = roundsPerStage(s.params, s.players.length);
  let stage = r.stage;
  let index = r.index + 1;
  if (index >= per) {
    if (stage === 4) return { ...s, rounds, over: true };
    stage = (stage + 1) as Stage;
    index = 0;
  }
  return { ...s, rounds: [...rounds, newRound(s, stage, index, r.global + 1)] };
}

function newRound(s: DiceState, stage: Stage, index: number, global: number): Round {
  const n = s.players.length;
  return {
    stage,
    index,
    global,
    order: turnOrder(s.seed, n, global),
    card: cardFor(s.params, s.seed, stage, index).id,
    plays: new Array<Play | null>(n).fill(null),
    scores: null,
  };
}

// ---------------------------------------------------------------------------
// Moves

function setPlay(s: DiceState, r: Round, p: number, play: Play): DiceState {
  const plays = r.plays.slice();
  plays[p] = play;
  const nr = { ...r, plays };
  const next = { ...s, rounds: [...s.rounds.slice(0, -1), nr] };
  return plays.every((x, i) => x?.done || s.players[i]?.kind === 'remote') ? finishRound(next, nr) : next;
}

function seatAt(s: DiceState, p: unknown): Seat {
  const seat = typeof p === 'number' && Number.isInteger(p) ? s.players[p] : undefined;
  if (!seat) return refuse('noSuchPlayer');
  return seat;
}

function playing(s: DiceState, p: number): { r: Round; play: Play; card: Card } {
  const n = nextAction(s);
  if (n.kind === 'announce') return refuse('notAnnounced', { name: s.players[n.p]?.name ?? '' });
  if (n.kind !== 'play') return refuse('notNow');
  if (n.p !== p) return refuse('notYourTurn', { name: s.players[n.p]?.name ?? '' });
  return { r: n.round, play: n.round.plays[p] as Play, card: cardOf(n.round) };
}

export function applyMove(s: DiceState, m: DiceMove): DiceState {
  if (s.over && m.t !== 'helper' && m.t !== 'import') refuse('gameOver');
  switch (m.t) {
    case 'join': {
      if (s.started) refuse('alreadyStarted');
      if (s.players.length >= MAX_PLAYERS) refuse('tooManyPlayers', { max: MAX_PLAYERS });
      const name = cleanName(m.name);
      if (name === '') refuse('needName');
      if (s.players.some((pl) => pl.name.toLowerCase() === name.toLowerCase())) refuse('nameTaken', { name });
      if (m.bot !== undefined && !LEVELS.includes(m.bot)) refuse('badLevel');
      const seat: Seat = m.bot ? { name, kind: 'bot', level: m.bot } : m.remote ? { name, kind: 'remote' } : { name, kind: 'human' };
      return { ...s, players: [...s.players, seat] };
    }
    case 'start': {
      if (s.started) refuse('alreadyStarted');
      if (s.players.length < MIN_PLAYERS) refuse('tooFewPlayers', { min: MIN_PLAYERS });
      const st: DiceState = { ...s, started: true, ...(m.cover ? { cover: true } : {}), ...(m.rounded ? { rounded: true } : {}) };
      return { ...st, rounds: [newRound(st, 1, 0, 0)] };
    }
    case 'announce': {
      const seat = seatAt(s, m.p);
      const n = nextAction(s);
      if (n.kind !== 'announce') return refuse('notNow');
      if (n.p !== m.p) return refuse('notYourTurn', { name: s.players[n.p]?.name ?? '' });
      const stage = n.round.stage;
      const guess = stage === 1 ? 3 : m.guess;
      const issue = splitIssue(stage, guess, m.split);
      if (issue) return refuse(issue.code, issue.vars);
      const split: Partial<Record<Letter, number>> = {};
      for (const l of LETTERS.slice(0, guess)) split[l] = m.split[l] as number;
      let victim: number | null = null;
      let recipients: number[] | null = null;
      if (stage === 3) {
        if (m.victim === undefined) return refuse('needVictim');
        seatAt(s, m.victim);
        if (m.victim === m.p) return refuse('robSelf');
        victim = m.victim;
      } else if (m.victim !== undefined) return refuse('victimStage');
      if (stage === 4) {
        const rs = m.recipients ?? [];
        if (rs.length === 0) return refuse('needRecipients');
        for (const x of rs) seatAt(s, x);
        if (rs.includes(m.p)) return refuse('giveSelf');
        if (new Set(rs).size !== rs.length) return refuse('recipientTwice');
        const left = charityCover(n.round, s.players.length, m.p, rs);
        if (left !== null) return refuse('mustCover', { name: s.players[Number(left)]?.name ?? '' });
        recipients = [...rs].sort((a, b) => a - b);
      } else if (m.recipients !== undefined) return refuse('recipientsStage');
      void seat;
      return setPlay(s, n.round, m.p, newPlay(guess, split, victim, recipients));
    }
    case 'roll': {
      seatAt(s, m.p);
      const { r, play, card } = playing(s, m.p);
      if (play.claimed || allRolled(card, play)) return refuse('allRolled');
      if (!isLetter(m.v)) return refuse('noSuchUnknown', { letter: String(m.v) });
      if (play.current !== null && play.current !== m.v) return refuse('finishUnknown', { letter: play.current });
      if (!card.letters.includes(m.v)) return refuse('notOnCard', { letter: m.v });
      const dice = play.split[m.v] ?? 0;
      if (dice === 0) return refuse('notAssumed', { letter: m.v });
      if (play.kept[m.v] !== undefined) return refuse('alreadyKept', { letter: m.v });
      const before = play.rolls[m.v] ?? [];
      const roll = rollDice(s.seed, s.params.faces, r.global, m.p, m.v, before.length, dice);
      const rolls = { ...play.rolls, [m.v]: [...before, roll] };
      const last = before.length + 1 >= MAX_ROLLS;
      return setPlay(s, r, m.p, {
        ...play,
        rolls,
        sequence: before.length === 0 ? [...play.sequence, m.v] : play.sequence,
        current: last ? null : m.v,
        kept: last ? { ...play.kept, [m.v]: sum(roll) } : play.kept,
      });
    }
    case 'keep': {
      seatAt(s, m.p);
      const { r, play } = playing(s, m.p);
      const v = play.current;
      if (v === null) return refuse('nothingToKeep');
      const rolls = play.rolls[v] ?? [];
      return setPlay(s, r, m.p, { ...play, current: null, kept: { ...play.kept, [v]: sum(rolls[rolls.length - 1] ?? []) } });
    }
    case 'answer': {
      seatAt(s, m.p);
      const { r, play, card } = playing(s, m.p);
      if (!allRolled(card, play)) return refuse('rollFirst');
      if (typeof m.text !== 'string' || m.text.trim() === '' || m.text.length > 40) return refuse('answerEmpty');
      const value = evaluate(card.node, valuesOf(card, play));
      if (answerMatches(m.text, value, s.rounded === true)) return setPlay(s, r, m.p, { ...play, done: true, points: pointsOf(value) });
      return setPlay(s, r, m.p, { ...play, wrong: play.wrong + 1 });
    }
    case 'claim': {
      seatAt(s, m.p);
      const { r, play, card } = playing(s, m.p);
      if (r.stage !== 4) return refuse('claimStage');
      if (Object.keys(play.rolls).length > 0) return refuse('claimBeforeRolling');
      if (typeof m.text !== 'string' || m.text.length > 40) return refuse('answerEmpty');
      const said = parseRat(m.text.trim().replace(/−/g, '-'));
      if (card.constant && said && ratEq(said, card.constant)) return setPlay(s, r, m.p, { ...play, claimed: true, done: true, points: CLAIM_POINTS });
      // a wrong claim counts as a wrong answer; the player rolls as usual
      return setPlay(s, r, m.p, { ...play, wrong: play.wrong + 1 });
    }
    case 'show': {
      seatAt(s, m.p);
      const { r, play, card } = playing(s, m.p);
      if (!allRolled(card, play)) return refuse('rollFirst');
      return setPlay(s, r, m.p, { ...play, shown: true });
    }
    case 'helper': {
      seatAt(s, m.p);
      // after the player's own play: in any round where it is done
      const ri = m.r ?? s.rounds.length - 1;
      const r = Number.isInteger(ri) ? s.rounds[ri] : undefined;
      const play = r?.plays[m.p];
      if (!r || !play?.done) return refuse('helperAfter');
      const plays = r.plays.slice();
      plays[m.p] = { ...play, helper: true };
      const rounds = s.rounds.slice();
      rounds[ri] = { ...r, plays };
      return { ...s, rounds };
    }
    case 'import':
      return importResults(s, m.code);
  }
}

export function initGame(params: DiceParams, seed: string): DiceState {
  return { params, seed, players: [], started: false, rounds: [], over: false };
}

// ---------------------------------------------------------------------------
// Shape checks for stored moves

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isSplit = (v: unknown): v is Partial<Record<Letter, number>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.entries(v).every(([k, n]) => isLetter(k) && isInt(n));

export function isDiceMove(v: unknown): v is DiceMove {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  switch (m.t) {
    case 'join':
      return (
        typeof m.name === 'string' && (m.bot === undefined || LEVELS.includes(m.bot as Level)) && (m.remote === undefined || typeof m.remote === 'boolean')
      );
    case 'import':
      return typeof m.code === 'string';
    case 'start':
      return (m.cover === undefined || typeof m.cover === 'boolean') && (m.rounded === undefined || typeof m.rounded === 'boolean');
    case 'announce':
      return (
        isInt(m.p) &&
        isInt(m.guess) &&
        isSplit(m.split) &&
        (m.victim === undefined || isInt(m.victim)) &&
        (m.recipients === undefined || (Array.isArray(m.recipients) && m.recipients.length <= MAX_PLAYERS && m.recipients.every(isInt)))
      );
    case 'roll':
      return isInt(m.p) && typeof m.v === 'string' && isLetter(m.v);
    case 'keep':
    case 'show':
      return isInt(m.p);
    case 'helper':
      return isInt(m.p) && (m.r === undefined || isInt(m.r));
    case 'answer':
    case 'claim':
      return isInt(m.p) && typeof m.text === 'string';
    default:
      return false;
  }
}

export const diceculusEngine: GameEngine<DiceParams, DiceState, DiceMove> = {
  id: 'diceculus',
  parseParams,
  formatParams,
  init: initGame,
  apply: applyMove,
  isMove: isDiceMove,
  // A history record keeps the END GAME SCORE to two decimals (the screen rounds it so).
  scoreLimit: (p) => endScoreLimit(p.grand, p.end),
};

// ---------------------------------------------------------------------------
// The score table

export interface Table {
  /** Per player: one StageTable per stage reached. */
  players: StageTable[][];
  /** END GAME SCORE per player once the game is over. */
  end: Rat[] | null;
  winners: number[];
}

export function scoreTable(s: DiceState): Table {
  const n = s.players.length;
  const per = roundsPerStage(s.params, n);
  const byStage = STAGES.map((st) => s.rounds.filter((r) => r.stage === st && r.scores !== null));
  const complete = byStage.map((rs) => rs.length >= per);
  const players = s.players.map((_, p) =>
    playerTable(
      byStage.filter((rs, i) => rs.length > 0 || i === 0).map((rs) => rs.map((r) => (r.scores as number[])[p] ?? 0)),
      complete,
      s.params.grand,
    ),
  );
  if (!s.over) return { players, end: null, winners: [] };
  const end = players.map((t) =>
    endScore(
      t.map((x) => x.grand ?? 0),
      s.params.end,
    ),
  );
  return { players, end, winners: winnersOf(end, s.params.win) };
}

export { NO_VALUE_POINTS };

// ---------------------------------------------------------------------------
// Several devices: results codes

/**
 * A device's results code: the plays of its own seats, round by round, so
 * another device on the same game can complete its score table.
 *   DCR1|<seed>|<seat>:<name>:<round>;<round>…|<seat>:…
 * where a round is `points,wrong,shown,claimed,targets` (targets: the victim,
 * or the recipients joined by +; empty in stages I and II).
 */
export function resultsCode(s: DiceState): string {
  const seats = s.players.flatMap((pl, i) => (pl.kind === 'remote' ? [] : [i]));
  const parts = seats.map((p) => {
    const rounds = s.rounds
      .filter((r) => r.scores !== null)
      .map((r) => {
        const pl = r.plays[p];
        if (!pl) return '';
        const targets = pl.victim !== null ? String(pl.victim) : (pl.recipients ?? []).join('+');
        return [pl.points ?? 0, pl.wrong, pl.shown ? 1 : 0, pl.claimed ? 1 : 0, targets].join(',');
      });
    return `${p}:${(s.players[p]?.name ?? '').replace(/[|:;]/g, '')}:${rounds.join(';')}`;
  });
  return ['DCR1', s.seed, ...parts].join('|');
}

/** The most wrong answers one round of a results code may report (no one types a hundred wrong answers to one card). */
export const MAX_WRONG_IN_CODE = 99;

/**
 * Whether one round of another device's results is something the game can
 * produce: the points a card can give for some roll with these dice (or −50
 * for no value, or a stage IV constant's 50), and a believable count of wrong
 * answers. Null, or the refusal's code.
 */
function playIssue(params: DiceParams, r: Round, points: number, wrong: number, claimed: boolean): 'impossible' | 'tooManyWrong' | null {
  if (wrong > MAX_WRONG_IN_CODE) return 'tooManyWrong';
  const card = cardById(r.card);
  if (!card) return null;
  if (claimed) return r.stage === 4 && card.constant !== null && points === CLAIM_POINTS ? null : 'impossible';
  if (points === NO_VALUE_POINTS) return null;
  // an unknown is the sum of its dice (0 when the card has more unknowns than were announced)
  const b = valueBounds(card.node, 0, DICE * params.faces);
  if (!b) return null;
  const slack = (x: number): number => 1 + Math.abs(x) * 1e-9;
  return points >= Math.floor(b.min - slack(b.min)) && points <= Math.ceil(b.max + slack(b.max)) ? null : 'impossible';
}

const importRefuse = (code: string, vars: Record<string, string | number> = {}): never => refuse(`import.${code}`, vars);

export function importResults(s: DiceState, code: string): DiceState {
  const parts = code.trim().split('|');
  if (parts[0] !== 'DCR1' || parts.length < 3 || code.length > 20_000) return importRefuse('unreadable');
  if (parts[1] !== s.seed) return importRefuse('otherGame');
  let out = s;
  for (const part of parts.slice(2)) {
    const m = /^(\d{1,2}):([^:]*):(.*)$/.exec(part);
    if (!m) return importRefuse('unreadable');
    const seat = Number(m[1]);
    const pl = s.players[seat];
    if (!pl || pl.name.toLowerCase() !== (m[2] ?? '').toLowerCase()) return importRefuse('noSeat', { name: m[2] ?? '' });
    if (pl.kind !== 'remote') return importRefuse('ownSeat', { name: pl.name });
    const rounds = (m[3] ?? '') === '' ? [] : (m[3] as string).split(';');
    if (rounds.length > out.rounds.length) return importRefuse('tooManyRounds', { name: pl.name });
    const next = out.rounds.slice();
    rounds.forEach((text, i) => {
      const f = /^(-?\d{1,9}),(\d{1,4}),([01]),([01]),([\d+]*)$/.exec(text);
      if (!f) return importRefuse('unreadable');
      const r = next[i] as Round;
      if (r.plays[seat]) return importRefuse('alreadyIn', { name: pl.name });
      const issue = playIssue(s.params, r, Number(f[1]), Number(f[2]), f[4] === '1');
      if (issue) return importRefuse(issue, { name: pl.name, round: i + 1, max: MAX_WRONG_IN_CODE });
      const targets = (f[5] ?? '') === '' ? [] : (f[5] as string).split('+').map(Number);
      if (targets.some((x) => x === seat || !s.players[x] || !Number.isInteger(x))) return importRefuse('unreadable');
      if ((r.stage === 3 && targets.length !== 1) || (r.stage === 4 && targets.length === 0) || (r.stage < 3 && targets.length > 0))
        return importRefuse('unreadable');
      const play: Play = {
        ...newPlay(0, {}, r.stage === 3 ? (targets[0] as number) : null, r.stage === 4 ? targets : null),
        points: Number(f[1]),
        wrong: Number(f[2]),
        shown: f[3] === '1',
        claimed: f[4] === '1',
        done: true,
      };
      const plays = r.plays.slice();
      plays[seat] = play;
      const nr: Round = { ...r, plays };
      next[i] = nr.scores ? { ...nr, scores: roundScores(s.params, s.players.length, nr, charityGaps(s, nr)) } : nr;
    });
    out = { ...out, rounds: next };
  }
  return out;
}

/**
 * The code other devices open to join the same game: the game id with a
 * check over the whole code (src/core/sharedCode.ts), then every seat's name
 * in order: `diceculus:ck=<check>,f=6,r=1#seed|Ann|Bob`.
 */
export function tableCode(s: DiceState): string {
  return writeSharedCode(
    { game: 'diceculus', params: formatParams(s.params), seed: s.seed },
    s.players.map((p) => p.name),
  );
}

/** The longest game code read: the game id's own limit and six names of MAX_NAME letters, with room to spare. */
export const MAX_TABLE_CODE = 800;

export type TableCodeRead = { ok: true; params: DiceParams; seed: string; names: string[] } | { ok: false; refusal: Refusal };

/**
 * Reads a game code (`diceculus:<params>#<seed>|<name>|<name>…`, with its
 * check or from before codes had one): the one reader for a link, a QR code
 * and the home screen's box. Never throws, and
 * never changes a name: a name the game could not keep exactly (a character
 * it drops, too long, twice) refuses the code with the reason, since every
 * device must hold the same names for results codes to match.
 */
export function readTableCode(code: string): TableCodeRead {
  const no = (c: string, vars: RefusalVars = {}): TableCodeRead => ({ ok: false, refusal: refusal(`code.${c}`, vars) });
  const text = code.trim();
  if (text.length > MAX_TABLE_CODE) return no('tooLong', { max: MAX_TABLE_CODE });
  const id = readSharedCode(text);
  if (!id.ok) return no(id.refusal.code === 'id.changed' ? 'changed' : 'unreadable');
  const names = id.rest;
  if (id.id.game !== 'diceculus') return no('otherGame');
  const r = readParams(id.id.params);
  if (!r.ok) return { ok: false, refusal: r.refusal };
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) return no('players', { min: MIN_PLAYERS, max: MAX_PLAYERS, n: names.length });
  const seen = new Set<string>();
  for (const name of names) {
    if (name.trim() === '') return no('emptyName');
    if (name.length > MAX_NAME) return no('longName', { name: name.slice(0, MAX_NAME), max: MAX_NAME });
    if (cleanName(name) !== name) return no('nameChars', { name });
    if (seen.has(name.toLowerCase())) return no('sameName', { name });
    seen.add(name.toLowerCase());
  }
  return { ok: true, params: r.params, seed: id.id.seed, names };
}
