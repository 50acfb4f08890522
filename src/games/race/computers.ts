/**
 * Computer seats that call like people (DOM-free, seeded; used by the race
 * engine and the screens' table driver):
 *
 * - **Later calls.** A `plan` may carry `later` stages: bigger submissions
 *   the computer will have after more work (TUFFER!, TUFFEST!). A stage's
 *   `delayMs` is *working* time since the roll: while the seat is the last
 *   caller it keeps hands off, so that time does not count (`workedMs`). The
 *   engine calls the pending stage when its work is done, it is not locked and
 *   it beats the last call; a stage beaten by someone else is passed over.
 * - **TUF ERROR.** A computer points at a person's incorrect call
 *   (`dueComputerChallenges`): whether it notices and how long it takes are
 *   drawn from the game's seed per round, call and seat, by level (easy
 *   rarely and late, hard nearly always and quickly). A correct call is never
 *   challenged. After "I'm done — finish the round", a challenge that would
 *   have come before the glass ran out comes at once.
 *
 * Old saves have neither: a plan without `later` behaves exactly as before.
 */
import { createRng } from '../../core/random';
import { endsAt } from '../../core/timer';
import type { Call, ComputerLevel, ComputerPlan, PlanStage, RaceState, RoundState, TableRules } from './types';

/** The submission a plan calls with next: its first stage, or the later stage it has reached. */
export function pendingStage(plan: ComputerPlan): PlanStage {
  const s = plan.stage ?? 0;
  const later = plan.later ?? [];
  if (s > 0 && s <= later.length) return later[s - 1] as PlanStage;
  return { submission: plan.submission ?? '', delayMs: plan.delayMs, ...(plan.verdict ? { verdict: plan.verdict } : {}) };
}

/** Every stage of a plan in order (the first, then the later ones); none when it found nothing. */
export function planStages(plan: ComputerPlan): PlanStage[] {
  if (plan.submission === null) return [];
  return [pendingStage({ ...plan, stage: 0 }), ...(plan.later ?? [])];
}

/** The plan once its pending stage was called or beaten: the next stage, or done (`acted`) after the last. */
export function advancePlan(plan: ComputerPlan): ComputerPlan {
  const s = plan.stage ?? 0;
  if (s < (plan.later ?? []).length) return { ...plan, stage: s + 1, acted: false };
  return { ...plan, acted: true };
}

/**
 * A seat's working time (ms) from the round's start to `at`: the time it was
 * the last caller (hands off, from its call to the next call by another seat)
 * does not count. Struck calls do not lock.
 */
export function workedMs(round: Pick<RoundState, 'startedAt' | 'calls'>, seat: number, at: number): number {
  let worked = 0;
  let from: number | null = round.startedAt;
  for (const c of round.calls) {
    if (c.struck || c.at > at) continue;
    if (from !== null && c.seat === seat) {
      worked += Math.max(0, c.at - from);
      from = null;
    } else if (from === null && c.seat !== seat) from = c.at;
  }
  if (from !== null) worked += Math.max(0, at - from);
  return worked;
}

/** When the seat's working time reached `delayMs` (never before the seat was last unlocked), or null while it is not reached or the seat is locked. */
export function stageDueAt(round: Pick<RoundState, 'startedAt' | 'calls'>, seat: number, delayMs: number, now: number): number | null {
  let unlockedAt: number | null = round.startedAt;
  for (const c of round.calls) {
    if (c.struck || c.at > now) continue;
    if (unlockedAt !== null && c.seat === seat) unlockedAt = null;
    else if (unlockedAt === null && c.seat !== seat) unlockedAt = c.at;
  }
  if (unlockedAt === null) return null;
  const worked = workedMs(round, seat, now);
  if (worked < delayMs) return null;
  return Math.max(unlockedAt, now - (worked - delayMs));
}

/** The stage a computer has on the table at `at`: the last one its work reached, else (as before stages existed) its first. */
export function stageOnTable(round: Pick<RoundState, 'startedAt' | 'calls'>, seat: number, plan: ComputerPlan, at: number): PlanStage | null {
  const stages = planStages(plan);
  if (stages.length === 0) return null;
  const worked = workedMs(round, seat, at);
  let out = stages[0] as PlanStage;
  for (const s of stages.slice(1)) if (s.delayMs <= worked) out = s;
  return out;
}

/** How a computer level catches errors: the chance it notices a wrong call at all, and how long it takes (ms after the call). */
export const CHALLENGE_PACE: Readonly<Record<ComputerLevel, { chance: number; delayMs: readonly [number, number] }>> = {
  easy: { chance: 0.25, delayMs: [40_000, 80_000] },
  medium: { chance: 0.6, delayMs: [15_000, 30_000] },
  hard: { chance: 0.95, delayMs: [4_000, 9_000] },
};

/** Whether computer seat `by` will point at call `call` of round `round` if it is wrong, and after how long (seeded); null when it never notices. */
export function challengeDelay(seed: string, round: number, call: number, by: number, level: ComputerLevel): number | null {
  const pace = CHALLENGE_PACE[level];
  const rng = createRng(`${seed}/tuf-error/${round}/${call}/${by}`);
  if (rng.next() >= pace.chance) return null;
  const [lo, hi] = pace.delayMs;
  return lo + rng.int(hi - lo + 1);
}

/**
 * The TUF ERROR calls computers make by `now`, first due first: against a
 * person's call that stands and is wrong, not yet found by anyone and not yet
 * challenged by that computer, while the round is played and its glass runs.
 */
export function dueComputerChallenges(state: RaceState, rules: TableRules, now: number): { by: number; call: number; at: number }[] {
  const round = state.rounds[state.rounds.length - 1];
  if (!round || state.phase !== 'playing' || round.end || !rules.challenges || rules.solitaire) return [];
  const ends = round.timer ? endsAt(round.timer) : null;
  const out: { by: number; call: number; at: number; due: number }[] = [];
  round.calls.forEach((c: Call, ci) => {
    if (c.correct || c.struck || state.seats[c.seat]?.kind !== 'human') return;
    if (round.challenges.some((x) => x.call === ci && x.upheld)) return;
    state.seats.forEach((s, by) => {
      if (s.kind !== 'computer' || by === c.seat) return;
      if (round.challenges.some((x) => x.call === ci && x.by === by)) return;
      const delay = challengeDelay(state.seed, round.index, ci, by, s.level ?? 'easy');
      if (delay === null) return;
      const due = c.at + delay;
      // after "I'm done — finish the round" the glass is played out at once: what would have come before it ran out comes now
      if ((due > now && !round.finish) || (ends !== null && due >= ends)) return;
      out.push({ by, call: ci, at: Math.max(Math.min(due, now), state.lastAt), due });
    });
  });
  out.sort((a, b) => a.due - b.due || a.by - b.by);
  return out.map(({ by, call, at }) => ({ by, call, at }));
}
