// @vitest-environment happy-dom
/**
 * A class board kept in history (src/ui/class/boardRecord.ts) remembers that its results came in live: opened again
 * from History, a live race's board still says its places are the class's calls in order, not each device's time from
 * its roll. Boards saved by earlier builds (no version) still open, as boards whose results were not live.
 */
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBoard } from '../../../src/class/board';
import { classCode } from '../../../src/class/code';
import type { Lesson } from '../../../src/class/lesson';
import { createMemoryBackend, createStore, type HistoryRecord } from '../../../src/storage';
import { boardMeta, boardRecord, BOARD_VERSION } from '../../../src/ui/class/boardRecord';
import Collect from '../../../src/ui/class/Collect';
import { AppProvider } from '../../../src/ui/context';

afterEach(() => cleanup());

/** A TUF lesson with the preset constant cube scored by order (the board's order note shows). */
const lesson: Lesson = { game: 'tuf', params: { g: '1', kc: '1', k: 'pct', ord: '1', same: '1', r: '2' }, seed: 'reopen1', name: 'Order race' };
const LIVE_NOTE = 'by the order of the class’s calls in the live race';
const TIME_NOTE = 'by the time from the roll to the correct call on each device';

/** The board as it was saved by the builds before versions: the lesson and the lines, nothing else. */
function earlierBuildRecord(id: string): HistoryRecord {
  const r = boardRecord(id, lesson, '', classCode(lesson), buildBoard(lesson, ''));
  const { v: _v, live: _live, ...meta } = r.meta;
  return { ...r, meta };
}

async function openFromHistory(record: HistoryRecord): Promise<string> {
  const store = createStore(createMemoryBackend());
  await store.history.save(record);
  const { container } = render(
    <AppProvider store={store}>
      <Collect route={['board', record.id]} />
    </AppProvider>,
  );
  await waitFor(() => expect(container.querySelector('.board-order')).not.toBeNull());
  return container.querySelector('.board-order')?.textContent ?? '';
}

describe('a class board reopened from History', () => {
  it('keeps that its results came in live (version 2), and an earlier build’s record still reads', () => {
    const live = boardRecord('classboard-a', lesson, '', classCode(lesson), buildBoard(lesson, ''), true);
    expect(live.meta).toMatchObject({ v: BOARD_VERSION, live: true });
    expect(boardMeta(live)).toMatchObject({ lesson, codes: '', live: true });
    expect(boardMeta(boardRecord('classboard-b', lesson, '', classCode(lesson), buildBoard(lesson, '')))?.live).toBe(false);
    const old = boardMeta(earlierBuildRecord('classboard-c'));
    expect(old).toMatchObject({ lesson, codes: '', live: false });
    // a record from before versions that somehow says live is not read as live (the field had no meaning then)
    expect(boardMeta({ meta: { ...earlierBuildRecord('classboard-d').meta, live: true } })?.live).toBe(false);
  });

  it('a live race’s board opened again says its places come from the class’s call order', async () => {
    const text = await openFromHistory(boardRecord('classboard-live', lesson, '', classCode(lesson), buildBoard(lesson, ''), true));
    expect(text).toContain(LIVE_NOTE);
  });

  it('a board of codes and scans, and one saved by an earlier build, still say time from the roll', async () => {
    expect(await openFromHistory(boardRecord('classboard-codes', lesson, '', classCode(lesson), buildBoard(lesson, '')))).toContain(TIME_NOTE);
    cleanup();
    expect(await openFromHistory(earlierBuildRecord('classboard-old'))).toContain(TIME_NOTE);
  });
});
