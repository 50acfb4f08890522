/**
 * A lesson started on a student's device: the game dealt from the lesson's
 * settings and fixed seed (the same on every device), the student's name as
 * the first move, no computer seat unless the lesson names one, and the saved
 * game found again from the lesson.
 */
import { describe, expect, it } from 'vitest';
import { parseGameId, type Params } from '../../../src/core/gameId';
import { replayMoves } from '../../../src/core/engine';
import { engineFor } from '../../../src/games/registry';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import type { Lesson } from '../../../src/class/lesson';
import { lessonDeal, lessonSessions, sessionLesson, startLesson } from '../../../src/ui/class/start';

const T0 = 1_700_000_000_000;

async function started(store: Store, lesson: Lesson, name: string) {
  const [game, , id] = await startLesson(store, lesson, name, T0);
  const record = (await store.sessions.get(id as string))!;
  const gid = parseGameId(record.code);
  const engine = engineFor(game as string)!;
  const { state, rejected } = replayMoves(engine, engine.parseParams(gid.params), gid.seed, record.moves);
  expect(rejected).toBeNull();
  return { record, state: state as Record<string, unknown>, gid };
}

const lesson = (game: string, params: Params, seed = 'cabcdef'): Lesson => ({ game, params, seed, name: 'Fractions' });

describe('a lesson on every device', () => {
  it('TUF "Several devices": the same cubes on two devices, round after round; one seat, no computer', async () => {
    const l = lesson('tuf', { g: '1', same: '1', r: '3' });
    const a = await started(createStore(createMemoryBackend()), l, 'Ana');
    const b = await started(createStore(createMemoryBackend()), l, 'Ben');
    expect(a.record.code).toBe(lessonDeal(l));
    expect(a.gid.seed).toBe('cabcdef');
    expect(a.state.seats).toEqual([{ kind: 'human' }]);
    expect(a.state.names).toEqual(['Ana']);
    expect(b.state.names).toEqual(['Ben']);
    const engine = engineFor('tuf')!;
    const roll = (s: unknown, at: number) => engine.apply(s, { type: 'roll', at }) as { rounds: { rolls: unknown }[] };
    // the first round's cubes, the same on both devices (rolled from the seed at whatever time)
    expect(roll(a.state, T0).rounds[0]!.rolls).toEqual(roll(b.state, T0 + 5000).rounds[0]!.rolls);
    // a 5-minute solitaire glass started at the roll
    const r0 = roll(a.state, T0).rounds[0] as unknown as { timer: { startedAt: number } | null };
    expect(r0.timer).not.toBeNull();
  });

  it('TUF with a computer only when the lesson names one', async () => {
    const { state } = await started(createStore(createMemoryBackend()), lesson('tuf', { g: '2', c: 'm' }), 'Ana');
    expect(state.seats).toEqual([{ kind: 'human' }, { kind: 'computer', level: 'medium' }]);
    expect(state.names).toEqual(['Ana', null]);
  });

  it('TUF words, Tally Rally, Mathable and DiceCulus deal from the lesson seed, the student first', async () => {
    const words = await started(createStore(createMemoryBackend()), lesson('words', { same: '1' }), 'Ana');
    expect(words.state.seats).toEqual([{ kind: 'human' }]);
    expect(words.state.names).toEqual(['Ana']);

    const t1 = await started(createStore(createMemoryBackend()), lesson('tally', { p: '0', s: '180' }), 'Ana Lou!');
    const t2 = await started(createStore(createMemoryBackend()), lesson('tally', { p: '0', s: '180' }), 'Ben');
    expect(t1.state.board).toEqual(t2.state.board);
    expect(t1.state.players).toEqual([{ name: 'Ana Lou', kind: 'human' }]);

    const m1 = await started(createStore(createMemoryBackend()), lesson('mathable', { s: 'h.cm' }), 'Ana');
    const m2 = await started(createStore(createMemoryBackend()), lesson('mathable', { s: 'h.cm' }), 'Ben');
    expect(m1.state.racks).toEqual(m2.state.racks);
    expect(m1.state.bag).toEqual(m2.state.bag);
    expect((m1.state.names as string[])[0]).toBe('Ana');

    const d1 = await started(createStore(createMemoryBackend()), lesson('diceculus', { r: 'p', f: '6' }), 'Ana');
    const d2 = await started(createStore(createMemoryBackend()), lesson('diceculus', { r: 'p', f: '6' }), 'Ben');
    expect((d1.state.players as { name: string; kind: string }[]).map((p) => p.kind)).toEqual(['human', 'bot']);
    expect((d1.state.rounds as { card: string }[])[0]!.card).toBe((d2.state.rounds as { card: string }[])[0]!.card);
    expect(d1.record.code).toBe('diceculus:f=6,r=p#cabcdef');
    const d3 = await started(createStore(createMemoryBackend()), lesson('diceculus', { r: 'p', f: '6', c: 'eh' }), 'Ana');
    expect((d3.state.players as { level?: string }[]).map((p) => p.level)).toEqual([undefined, 'easy', 'hard']);
    // a lesson takes answers as a child writes them, like a game started from the setup (the rounded value, one decimal)
    expect(d1.state.rounded).toBe(true);
  });

  it('the saved game is found again from the lesson, with the student; another lesson finds nothing', async () => {
    const store = createStore(createMemoryBackend());
    const l = lesson('tuf', { g: '1', same: '1' });
    const { record } = await started(store, l, 'Ana');
    expect(sessionLesson(record)).toEqual({ lesson: l, student: 'Ana' });
    expect((await lessonSessions(store, { ...l, name: 'renamed' })).map((s) => s.id)).toEqual([record.id]);
    expect(await lessonSessions(store, { ...l, seed: 'cother1' })).toEqual([]);
    expect(await lessonSessions(store, { ...l, params: { g: '2', same: '1' } })).toEqual([]);
  });

  it('a game saved by an earlier build (no lesson) is no lesson', () => {
    expect(sessionLesson({})).toBeNull();
    expect(sessionLesson({ lesson: { student: 'x' } })).toBeNull();
  });
});
