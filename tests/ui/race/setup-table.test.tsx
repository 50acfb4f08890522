// @vitest-environment happy-dom
/**
 * The table settings both race setups share (src/ui/race/SetupTable.tsx):
 * where the match is played, the seats, the rounds, and under "More
 * options" the names, glasses, solitaire minutes and the validity light —
 * one shell, each game stating only what it changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { parseGameId } from '../../../src/core/gameId';
import { parseMatchParams } from '../../../src/games/tuf/matchParams';
import { parseParams as parseWordsParams } from '../../../src/games/words/params';
import { createMemoryBackend, createStore, type PresetRecord, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Setup as TufSetup } from '../../../src/ui/tuf/Setup';
import { Setup as WordsSetup } from '../../../src/ui/words/Setup';

afterEach(() => cleanup());

interface Case {
  game: 'tuf' | 'words';
  Setup: ComponentType<{ lesson?: PresetRecord }>;
  people: string;
  params(code: string): { humans: number; computers: string[]; sameRoll: boolean; rounds: number; validityLight: boolean };
}
const cases: Case[] = [
  { game: 'tuf', Setup: TufSetup, people: 'People on this device', params: (c) => parseMatchParams(parseGameId(c).params) },
  { game: 'words', Setup: WordsSetup, people: 'People at this device', params: (c) => parseWordsParams(parseGameId(c).params) },
];

function open(Setup: ComponentType<{ lesson?: PresetRecord }>): Store {
  const store = createStore(createMemoryBackend());
  render(
    <AppProvider store={store}>
      <Setup />
    </AppProvider>,
  );
  return store;
}

async function played(store: Store): Promise<{ code: string; names: (string | null)[] }> {
  await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
  const [rec] = await store.sessions.list();
  const first = (rec!.moves as { type: string; names?: (string | null)[] }[])[0];
  return { code: rec!.code, names: first?.type === 'names' ? (first.names ?? []) : [] };
}

describe.each(cases)('the race table settings in the $game setup', ({ Setup, people, params }) => {
  it('several devices: one person a device, no computers, the same roll on every device', async () => {
    const store = open(Setup);
    fireEvent.click(screen.getByRole('radio', { name: 'Several devices' }));
    expect(screen.queryByRole('group', { name: people })).toBeNull();
    expect(screen.getByText('Every device that opens the roll code gets the same cubes. Compare result codes at the end.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const p = params((await played(store)).code);
    expect(p).toMatchObject({ humans: 1, computers: [], sameRoll: true });
  });

  it('two people here with a computer: their names typed under More options start the game; the light follows the seats', async () => {
    const store = open(Setup);
    fireEvent.click(within(screen.getByRole('group', { name: people })).getByRole('radio', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '+ hard' }));
    fireEvent.input(screen.getByLabelText('Player 2'), { target: { value: ' Bo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const { code, names } = await played(store);
    const p = params(code);
    expect(p.humans).toBe(2);
    expect(p.computers.at(-1)).toBe('hard');
    // people competing on one device: no validity light unless the teacher sets it
    expect(p.validityLight).toBe(false);
    expect(names.slice(0, 2)).toEqual([null, 'Bo']);
  });

  it('a light the teacher set stays when the seats change; the rounds chosen are played', async () => {
    const store = open(Setup);
    const light = screen.getByRole('switch', { name: /Validity light/ }) as HTMLInputElement;
    const was = light.checked;
    fireEvent.click(light);
    fireEvent.click(within(screen.getByRole('group', { name: people })).getByRole('radio', { name: '3' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Rounds' })).getByRole('radio', { name: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const p = params((await played(store)).code);
    expect(p.rounds).toBe(1);
    expect(p.validityLight).toBe(!was);
  });
});
