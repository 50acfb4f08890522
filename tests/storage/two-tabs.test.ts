/**
 * Two tabs on one game (issue 31): each page writes a move only while the
 * record still has the revision it last read or wrote, checked in the write's
 * own IndexedDB transaction, and a finished game's history record is written
 * in the same transaction as its last move.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, createMemoryBackend, createStore, historyId, openStore, type HistoryRecord, type SessionRecord } from '../../src/storage';

const session = (over: Partial<SessionRecord> = {}): SessionRecord => ({
  id: 's1',
  game: 'tuf',
  code: 'tuf:g=1#abc',
  moves: [],
  status: 'active',
  title: 'Game 1',
  createdAt: 1,
  updatedAt: 2,
  ...over,
});
const history = (over: Partial<HistoryRecord> = {}): HistoryRecord => ({
  id: historyId('s1'),
  game: 'tuf',
  code: 'tuf:g=1#abc',
  finishedAt: 3,
  players: [{ name: 'Ana', score: 9 }],
  meta: {},
  ...over,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('two pages on one saved game (two connections to one database)', () => {
  it('the second page cannot replace moves the first one wrote after it read the game', async () => {
    const a = await openStore();
    const b = await openStore();
    await a.sessions.save(session());
    const readByA = (await a.sessions.get('s1'))!;
    const readByB = (await b.sessions.get('s1'))!;
    await a.saveSession({ ...readByA, moves: ['a1'] });
    await a.saveSession({ ...readByA, moves: ['a1', 'a2', 'a3'] });
    await expect(b.saveSession({ ...readByB, moves: ['b1'] })).rejects.toBeInstanceOf(ConflictError);
    // nothing of the refused write is kept, not even in the second page's memory
    expect(b.unsavedError('sessions', 's1')).toBeUndefined();
    expect((await b.sessions.get('s1'))?.moves).toEqual(['a1', 'a2', 'a3']);
    // read again, the second page may play on from there
    const again = (await b.sessions.get('s1'))!;
    await b.saveSession({ ...again, moves: [...again.moves, 'b1'] });
    // (read straight from the database: a page that reads the game again has seen the moves)
    expect(((await a.backend.get('sessions', 's1')) as SessionRecord).moves).toEqual(['a1', 'a2', 'a3', 'b1']);
    await expect(a.saveSession({ ...readByA, moves: ['a1', 'a2', 'a3', 'a4'] })).rejects.toBeInstanceOf(ConflictError);
    a.backend.close();
    b.backend.close();
  });

  it('a record of an earlier build (no revision) is written on as revision 0', async () => {
    const a = await openStore();
    await a.backend.put('sessions', 's1', session({ moves: ['old'] }));
    const read = (await a.sessions.get('s1'))!;
    expect(read.rev).toBeUndefined();
    await a.saveSession({ ...read, moves: ['old', 'new'] });
    expect(await a.sessions.get('s1')).toMatchObject({ moves: ['old', 'new'], rev: 1 });
    a.backend.close();
  });

  it('the same in memory (private mode)', async () => {
    const shared = createMemoryBackend();
    const a = createStore(shared);
    const b = createStore(shared);
    await a.sessions.save(session());
    const readByB = (await b.sessions.get('s1'))!;
    await a.saveSession({ ...(await a.sessions.get('s1'))!, moves: ['a1'] });
    await expect(b.saveSession({ ...readByB, moves: ['b1'] })).rejects.toBeInstanceOf(ConflictError);
    expect((await a.sessions.get('s1'))?.moves).toEqual(['a1']);
  });
});

describe('a finished game and its history record', () => {
  it('are written in one transaction: both or neither', async () => {
    const a = await openStore();
    await a.sessions.save(session());
    await a.saveSession({ ...(await a.sessions.get('s1'))!, moves: ['last'], status: 'finished' }, history());
    expect(await a.history.get(historyId('s1'))).toMatchObject({ players: [{ name: 'Ana', score: 9 }] });
    // refused as a conflict: neither the move nor the history record is written
    const b = await openStore();
    const readByB = (await b.sessions.get('s1'))!;
    await a.saveSession({ ...(await a.sessions.get('s1'))!, moves: ['last', 'import'] }, history({ finishedAt: 4 }));
    await expect(b.saveSession({ ...readByB, moves: ['last', 'other'] }, history({ finishedAt: 99 }))).rejects.toBeInstanceOf(ConflictError);
    expect(await a.history.get(historyId('s1'))).toMatchObject({ finishedAt: 4 });
    expect((await a.sessions.get('s1'))?.moves).toEqual(['last', 'import']);
    a.backend.close();
    b.backend.close();
  });
});
