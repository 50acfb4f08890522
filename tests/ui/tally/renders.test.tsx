// @vitest-environment happy-dom
/**
 * What a tap renders again on Tally Rally's play screen (issue 16): only the
 * tiles whose place in the path changed look up their labels; the sand
 * timer, the sign buttons and the sheet are not rendered again by a tile
 * tap. Counted through the catalogue lookups (`t`) each part makes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { parseBoard } from '../../../src/games/tally/board';
import { DEFAULT_PARAMS, tallyEngine, type TallyMove } from '../../../src/games/tally/round';
import { createMemoryBackend, createStore, defaultSettings } from '../../../src/storage';
import { settled } from '../writes';
import * as i18n from '../../../src/i18n';
import { AppProvider } from '../../../src/ui/context';
import { createSession } from '../../../src/ui/session';
import { BoardView } from '../../../src/ui/tally/BoardView';
import TallyScreen from '../../../src/ui/tally/TallyScreen';
import { wholeSeconds } from '../../../src/ui/tally/Play';
import { customSegment, formatClock, startTimer, timerView } from '../../../src/core/timer';
import { describeRound } from '../../../src/ui/tally/describe';

vi.mock('../../../src/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/i18n')>();
  return { ...real, t: vi.fn(real.t) };
});
const t = vi.mocked(i18n.t);

const BOARD = '4481917632905758';
const isTileLabel = (k: string): boolean => k === 'tally.tile' || k === 'tally.tileInPath';
/** The tile labels looked up since the last call, in order. */
const tileLabels = (): string[] => looked().filter(isTileLabel);
/** The keys looked up since the last call, in order. */
const looked = (): string[] => {
  const keys = t.mock.calls.map((c) => String(c[0]));
  t.mockClear();
  return keys;
};

beforeEach(() => t.mockClear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  i18n.setLanguage('en');
});

describe('Tally Rally: a tap renders only what it changed', () => {
  it('a tile tap labels again only the tiles whose place in the path changed', () => {
    const board = parseBoard(BOARD);
    const { rerender, container } = render(<BoardView board={board} path={[]} onTap={() => undefined} />);
    expect(tileLabels()).toHaveLength(16);

    rerender(<BoardView board={board} path={[5]} onTap={() => undefined} />);
    expect(tileLabels()).toEqual(['tally.tileInPath']);

    // tile 5 stops being the path's end, tile 6 joins it: two tiles, nothing else
    rerender(<BoardView board={board} path={[5, 6]} onTap={() => undefined} />);
    expect(tileLabels()).toEqual(['tally.tileInPath', 'tally.tileInPath']);
    const six = container.querySelector('[data-cell="6"]') as HTMLElement;
    expect(six.getAttribute('aria-label')).toBe('7, row 2, column 3, number 2 in the equation');
    expect(six.className).toContain('is-end');
    expect((container.querySelector('[data-cell="5"]') as HTMLElement).className).not.toContain('is-end');

    // the same path again: no tile looked up
    rerender(<BoardView board={board} path={[5, 6]} onTap={() => undefined} />);
    expect(tileLabels()).toEqual([]);
  });

  it('a change of language labels every tile again', async () => {
    const board = parseBoard(BOARD);
    const { rerender, container } = render(<BoardView board={board} path={[0]} onTap={() => undefined} />);
    const before = (container.querySelector('[data-cell="3"]') as HTMLElement).getAttribute('aria-label');
    await i18n.switchLanguage('fr');
    t.mockClear();
    rerender(<BoardView board={board} path={[0]} onTap={() => undefined} />);
    expect(tileLabels()).toHaveLength(16);
    const after = (container.querySelector('[data-cell="3"]') as HTMLElement).getAttribute('aria-label');
    expect(after).not.toBe(before);
    expect(after).toBe(i18n.t('tally.tile', { digit: 1, row: 1, col: 4 }));
  });

  it('tracing renders neither the sand timer, nor the signs, nor the sheet again', async () => {
    // the screen's clock (the ticker's interval and Date) is faked; promises and short waits stay real
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const store = createStore(createMemoryBackend());
    const joins: TallyMove[] = [{ t: 'join', name: 'Ana' }];
    const record = await createSession(store, tallyEngine, { ...DEFAULT_PARAMS, board: BOARD }, 'uiseed', describeRound, { moves: joins });
    render(
      // full motion: the sand timer looks at the clock five times a second
      <AppProvider store={store} initialSettings={{ ...defaultSettings, motion: 'full' }}>
        <TallyScreen route={['play', record.id]} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    const tap = async (cell: number): Promise<void> => {
      t.mockClear();
      fireEvent.click(document.querySelector(`[data-cell="${cell}"]`) as HTMLElement);
      await act(settled);
    };

    await tap(0);
    let keys = looked();
    expect(keys.filter(isTileLabel)).toEqual(['tally.tileInPath']);
    // the signs stay off until a gap is chosen; the sheet and the timer are not touched
    for (const part of ['tally.timer', 'tally.signs', 'tally.sheet', 'tally.sheetEmpty']) expect(keys).not.toContain(part);

    // the second tile makes a gap, chosen at once: the signs turn on and render, the sheet and the timer do not
    await tap(1);
    keys = looked();
    expect(keys.filter(isTileLabel)).toEqual(['tally.tileInPath', 'tally.tileInPath']);
    for (const part of ['tally.timer', 'tally.sheet']) expect(keys).not.toContain(part);
    expect(document.querySelector('[data-cell="1"]')?.getAttribute('aria-pressed')).toBe('true');
    const plus = (): HTMLButtonElement => screen.getByRole('button', { name: 'plus' });
    expect(plus().disabled).toBe(false);

    // a third tile: the signs stay on, so they are not rendered again either
    await tap(2);
    keys = looked();
    expect(keys.filter(isTileLabel)).toEqual(['tally.tileInPath', 'tally.tileInPath']);
    expect(plus().disabled).toBe(false);
    for (const part of ['tally.timer', 'tally.signs', 'tally.sheet']) expect(keys).not.toContain(part);

    // Clear turns them off: they render then
    t.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await act(settled);
    keys = looked();
    expect(keys).toContain('tally.signs');
    expect(keys).not.toContain('tally.sheet');
    expect(plus().disabled).toBe(true);

    // the sand timer renders once a second (it asked five times a second before), and still counts down
    const clockText = (): string => document.querySelector('.sand-clock')?.textContent ?? '';
    const before = clockText();
    t.mockClear();
    // 2.1 s of the clock, a tenth at a time, each let render outside act() (which would hold every render back to its end)
    for (let ms = 0; ms < 2100; ms += 100) {
      vi.advanceTimersByTime(100);
      await new Promise<void>((r) => setImmediate(r));
    }
    // the turn started on this clock: whole seconds 1 and 2 have passed, one render each
    expect(looked().filter((k) => k === 'timer.left')).toHaveLength(2);
    expect(clockText()).not.toBe(before);
  });

  it('Add renders the play screen once (sheet, emptied path and message together) and words only the new line', async () => {
    const store = createStore(createMemoryBackend());
    const record = await createSession(store, tallyEngine, { ...DEFAULT_PARAMS, board: BOARD }, 'uiseed2', describeRound, {
      moves: [{ t: 'join', name: 'Ana' }] as TallyMove[],
    });
    render(
      <AppProvider store={store} initialSettings={{ ...defaultSettings }}>
        <TallyScreen route={['play', record.id]} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    const settle = (): Promise<void> => act(settled);
    const click = async (el: Element): Promise<void> => {
      fireEvent.click(el);
      await settle();
    };
    const write = async (cells: number[], signs: string[]): Promise<void> => {
      for (const c of cells) await click(document.querySelector(`[data-cell="${c}"]`) as HTMLElement);
      for (let i = 0; i < signs.length; i++) {
        await click(screen.getByRole('button', { name: new RegExp(`^Gap ${i + 1}:`) }));
        await click(screen.getByRole('group', { name: 'Signs for the chosen gap' }).querySelector(`[aria-label="${signs[i]}"]`) as HTMLElement);
      }
    };
    // 4 4 8 then 1 7 8 (cells 3, 6, 2 on this board)
    await write([0, 1, 2], ['plus', 'equals']);
    await click(screen.getByRole('button', { name: 'Add to sheet' }));
    await screen.findByText('Added 4 + 4 = 8: 3 points if nobody else finds it.');
    await write([3, 6, 2], ['plus', 'equals']);
    t.mockClear();
    await click(screen.getByRole('button', { name: 'Add to sheet' }));
    await screen.findByText(/^Added 1 \+ 7 = 8/);
    const keys = looked();
    // one render of the play screen (its top bar words the writer once), the sheet's new line only
    expect(keys.filter((k) => k === 'tally.turnOf')).toHaveLength(1);
    expect(keys.filter((k) => k === 'tally.remove')).toHaveLength(1);
    expect(keys.filter((k) => k === 'tally.points')).toHaveLength(1);
    expect(document.querySelectorAll('.tally-entries li')).toHaveLength(2);
    expect(document.querySelectorAll('.tally-tile.in-path')).toHaveLength(0);
    expect(screen.getByText('2 equations · 6 tiles')).toBeTruthy();
  });

  it('the sand timer reads whole seconds of the turn: the same time left and the same moment it runs out', () => {
    // fuzz: random turn starts, glass lengths and moments
    let seed = 7;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 2000; i++) {
      const start = 1_700_000_000_000 + rand(1_000_000);
      const run = startTimer(customSegment((1 + rand(300)) * 1000), start);
      const at = start - 500 + rand(320_000);
      const exact = timerView(run, at);
      const stepped = timerView(run, wholeSeconds(() => at, start)());
      expect(formatClock(stepped.remainingMs)).toBe(formatClock(exact.remainingMs));
      expect(stepped.done).toBe(exact.done);
    }
    // within a second it reads one value; the next second another
    const start = 1_000_000;
    const reads = [0, 1, 400, 999].map((d) => wholeSeconds(() => start + d, start)());
    expect(new Set(reads)).toEqual(new Set([start]));
    expect(wholeSeconds(() => start + 1000, start)()).toBe(start + 1000);
    expect(wholeSeconds(() => start - 300, start)()).toBe(start - 300);
  });
});
