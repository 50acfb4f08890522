/** Sessions are created once (opening moves and screen state included); history records share one id scheme. */
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, createStore, historyId, type Store } from '../../src/storage';
import { createSession, recordFinishedGame, saveHistory } from '../../src/ui/session';
import { StorageFullError } from '../../src/storage';
import { DEFAULT_PARAMS, tallyEngine, type TallyMove, type TallyState } from '../../src/games/tally/round';
import { IllegalMoveError } from '../../src/core/engine';

const describeRound = (s: TallyState) => ({ title: `Tally · ${s.players.map((p) => p.name).join(', ')}`, finished: s.over });

async function countingStore(): Promise<{ store: Store; saves: () => number }> {
  const store = await createStore(createMemoryBackend());
  let n = 0;
  const save = store.sessions.save.bind(store.sessions);
  store.sessions.save = async (r) => {
    n++;
    return save(r);
  };
  return { store, saves: () => n };
}

describe('createSession', () => {
  it('saves a new session once, with its opening moves, title and screen state', async () => {
    const { store, saves } = await countingStore();
    const moves: TallyMove[] = [
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Robin', bot: 'easy' },
    ];
    const rec = await createSession(store, tallyEngine, { ...DEFAULT_PARAMS, board: '4481917632905758' }, 'abc', describeRound, {
      moves,
      view: { draft: null },
    });
    expect(saves()).toBe(1);
    const saved = await store.sessions.get(rec.id);
    expect(saved?.moves).toEqual(moves);
    expect(saved?.title).toBe('Tally · Ana, Robin');
    expect(saved?.view).toEqual({ draft: null });
  });

  it('saves nothing when an opening move is illegal', async () => {
    const { store, saves } = await countingStore();
    await expect(
      createSession(store, tallyEngine, DEFAULT_PARAMS, 'abc', describeRound, {
        moves: [
          { t: 'join', name: 'Ana' },
          { t: 'join', name: 'ana' },
        ],
      }),
    ).rejects.toBeInstanceOf(IllegalMoveError);
    expect(saves()).toBe(0);
    expect(await store.sessions.list()).toEqual([]);
  });
});

describe('saveHistory', () => {
  it('keeps one record per session under history-<id>, replacing records of earlier id schemes', async () => {
    const store = await createStore(createMemoryBackend());
    const base = { game: 'mathable', code: 'mathable:s=h.cm#x', finishedAt: 1, players: [{ name: 'Ana', score: 3 }], meta: {} };
    await store.history.save({ ...base, id: 'mathable-1' });
    await store.history.save({ ...base, id: 'hist-tuf-2', game: 'tuf' });
    await saveHistory(store, 'mathable-1', { ...base, finishedAt: 2 });
    await saveHistory(store, 'mathable-1', { ...base, finishedAt: 3 });
    await saveHistory(store, 'tuf-2', { ...base, game: 'tuf' });
    const ids = (await store.history.list()).map((h) => h.id).sort();
    expect(ids).toEqual([historyId('mathable-1'), historyId('tuf-2')].sort());
    expect((await store.history.get(historyId('mathable-1')))?.finishedAt).toBe(3);
  });
});

describe('recordFinishedGame', () => {
  const base = { game: 'tally', code: 'tally:b=4481917632905758#x', finishedAt: 1, players: [{ name: 'Ana', score: 3 }], meta: {} };
  const collect = () => {
    const said: { kind: string; text: string }[] = [];
    return { said, notify: (n: { kind: string; text: string }) => void said.push({ kind: n.kind, text: n.text }) };
  };

  it('says a finished game is kept only until the page closes when the device is not saving', async () => {
    const store = await createStore(createMemoryBackend());
    const { said, notify } = collect();
    expect(await recordFinishedGame(store, 'tally-1', base, notify)).toBe('memory');
    expect(said).toEqual([{ kind: 'warning', text: 'Kept in your finished games until this page is closed (this device is not saving).' }]);
  });

  it('says so too when the write fails for a full disk, and the record is still listed this session', async () => {
    const backend = { ...createMemoryBackend(), persistent: true };
    backend.put = async () => {
      throw new StorageFullError();
    };
    const store = await createStore(backend);
    const { said, notify } = collect();
    expect(await recordFinishedGame(store, 'tally-2', base, notify, 'Saved.')).toBe('memory');
    expect(said.map((s) => s.kind)).toEqual(['warning']);
    expect((await store.history.list()).map((h) => h.id)).toEqual([historyId('tally-2')]);
  });

  it('shows the success words only when given and the record is on the device', async () => {
    const store = await createStore({ ...createMemoryBackend(), persistent: true });
    const quiet = collect();
    expect(await recordFinishedGame(store, 'm-1', base, quiet.notify)).toBe('saved');
    expect(quiet.said).toEqual([]);
    const told = collect();
    await recordFinishedGame(store, 'm-2', base, told.notify, 'Saved to your finished games.');
    expect(told.said).toEqual([{ kind: 'success', text: 'Saved to your finished games.' }]);
  });
});
