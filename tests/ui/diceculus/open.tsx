/** A DiceCulus game opened in the app for screen tests, and the game as its saved moves replay. */
import { render } from '@testing-library/preact';
import { replayMoves } from '../../../src/core/engine';
import { parseGameId } from '../../../src/core/gameId';
import { diceculusEngine as E, type DiceMove, type DiceParams, type DiceState } from '../../../src/games/diceculus/game';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { Notices } from '../../../src/ui/components/Notices';
import { AppProvider } from '../../../src/ui/context';
import DiceScreen from '../../../src/ui/diceculus/DiceScreen';
import { describeGame } from '../../../src/ui/diceculus/describe';
import { createSession } from '../../../src/ui/session';

/** A fresh store holding one game with these moves, and the DiceCulus screen at `route` (its play page unless told). */
export async function openGame(params: DiceParams, seed: string, moves: DiceMove[], route?: string[]): Promise<{ store: Store; id: string }> {
  const store = createStore(createMemoryBackend());
  const record = await createSession(store, E, params, seed, describeGame);
  await store.sessions.save({ ...record, moves });
  render(
    <AppProvider store={store}>
      <DiceScreen route={route ?? ['play', record.id]} />
      <Notices />
    </AppProvider>,
  );
  return { store, id: record.id };
}

/** The saved game replayed: its state and the moves the engine took. */
export async function replayed(store: Store, id: string): Promise<{ state: DiceState; applied: DiceMove[] }> {
  const rec = await store.sessions.get(id);
  const gid = parseGameId(rec!.code);
  return replayMoves(E, E.parseParams(gid.params), gid.seed, rec!.moves);
}
