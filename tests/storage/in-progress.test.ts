/** Opening a code again (issue 31): the game in progress it deals is found, and stays findable beside a new one. */
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, createStore, inProgressFor, type SessionRecord } from '../../src/storage';
import { resumable } from '../../src/ui/Home';

const rec = (id: string, code: string, updatedAt: number, moves: unknown[] = [], status: SessionRecord['status'] = 'active'): SessionRecord => ({
  id,
  game: code.split(':')[0]!,
  code,
  moves,
  status,
  title: id,
  createdAt: 1,
  updatedAt,
});

describe('the games in progress a code deals', () => {
  it('same game and seed, settings both codes name agree; finished games and other seeds are not offered', async () => {
    const store = createStore(createMemoryBackend());
    await store.sessions.save(rec('a', 'tuf:g=1,m=15,r=3,x=0#dupx1', 5, [{ type: 'roll' }]));
    await store.sessions.save(rec('b', 'tuf:g=1,m=15,r=3,x=0#dupx1', 9, [{ type: 'roll' }, { type: 'place' }]));
    await store.sessions.save(rec('c', 'tuf:g=1,m=15,r=3#dupx2', 9));
    await store.sessions.save(rec('d', 'tuf:g=1,m=10,r=3#dupx1', 9));
    await store.sessions.save(rec('e', 'tuf:g=1,m=15,r=3#dupx1', 9, [], 'finished'));
    await store.sessions.save(rec('f', 'diceculus:f=6,r=1#abc', 3));
    expect((await inProgressFor(store, 'tuf:g=1,m=15,r=3#dupx1')).map((s) => s.id)).toEqual(['b', 'a']);
    expect((await inProgressFor(store, ' tuf:g=1,m=15,r=3#dupx1 ')).map((s) => s.id)).toEqual(['b', 'a']);
    // a DiceCulus game code carries the players' names after its seed
    expect((await inProgressFor(store, 'diceculus:f=6,r=1#abc|Ann|Bob')).map((s) => s.id)).toEqual(['f']);
    expect(await inProgressFor(store, 'not a code')).toEqual([]);
    // a setting named like an inherited property is compared as a setting, never looked up on a prototype
    expect(await inProgressFor(store, 'tuf:g=1,constructor=1#dupx1')).toHaveLength(3);
  });
});

describe('Continue on the home screen', () => {
  it('an older game with moves of its own stays beside a newer one from the same code', () => {
    const older = rec('old', 'tuf:g=1#dupx1', 1, [{ type: 'roll' }, { type: 'place', n: 1 }, { type: 'place', n: 2 }]);
    const newer = rec('new', 'tuf:g=1#dupx1', 5, []);
    expect(resumable([older, newer]).map((s) => s.id)).toEqual(['new', 'old']);
    // an older copy holding nothing the newer one lacks is shown once
    const copy = rec('copy', 'tuf:g=1#dupx1', 0, [{ type: 'roll' }]);
    const ahead = rec('ahead', 'tuf:g=1#dupx1', 7, [{ type: 'roll' }, { type: 'place', n: 9 }]);
    expect(resumable([copy, ahead]).map((s) => s.id)).toEqual(['ahead']);
  });
});
