/**
 * After a solitaire match on a shared roll: this device's result code and a
 * form to read another device's code for the same roll, with both results
 * side by side. Shared by the race games; words from `<game>.resultCode`,
 * `<game>.compare…` in the game's catalogue.
 */
import { useState } from 'preact/hooks';
import { Scoreboard } from '../components/Scoreboard';
import { readResultCode, resultCode } from './codes';
import { gameT, type RaceGame } from './words';
import './race.css';

/** Who did better, this device or the other (from the game's catalogue). */
function compareLine(game: RaceGame, mine: number, theirs: number): string {
  if (mine === theirs) return gameT(game, 'compareTie', { mine });
  return gameT(game, mine > theirs ? 'compareWinMine' : 'compareWinTheirs', { mine, theirs });
}

export function ResultCodeCompare(props: { game: RaceGame; seed: string; points: readonly number[]; hinted: boolean }) {
  const { game, seed, points, hinted } = props;
  const [other, setOther] = useState('');
  const [compare, setCompare] = useState<{ ok: true; points: number[]; hints?: true } | { ok: false; reason: string } | null>(null);
  const code = resultCode(seed, points, hinted);
  const id = `${game}-compare`;
  return (
    <div class="tuf-result-code">
      <p>
        {gameT(game, 'resultCode')} <output class="share-code">{code}</output>
        {hinted && <span class="tuf-hints-used"> {gameT(game, 'hintsUsed')}</span>}
      </p>
      <form
        class="code-form"
        onSubmit={(e) => {
          e.preventDefault();
          const r = readResultCode(other, seed);
          setCompare(
            r.ok ? { ok: true, points: r.points, ...(r.hints ? { hints: true as const } : {}) } : { ok: false, reason: gameT(game, `compareBad.${r.reason}`) },
          );
        }}
      >
        <label class="visually-hidden" for={id}>
          {gameT(game, 'compareLabel')}
        </label>
        <input id={id} class="input" value={other} placeholder={gameT(game, 'compareLabel')} onInput={(e) => setOther((e.target as HTMLInputElement).value)} />
        <button type="submit" class="btn" disabled={other.trim() === ''}>
          {gameT(game, 'compareGo')}
        </button>
      </form>
      {compare && !compare.ok && <p class="form-error">{compare.reason}</p>}
      {compare?.ok && (
        <p class="tuf-winner is-alone" role="status">
          {compareLine(
            game,
            points.reduce((a, b) => a + b, 0),
            compare.points.reduce((a, b) => a + b, 0),
          )}
        </p>
      )}
      {compare?.ok && (
        <Scoreboard
          caption={gameT(game, 'compare')}
          rows={[
            { name: hinted ? gameT(game, 'compareMineHints') : gameT(game, 'compareMine'), rounds: [...points] },
            { name: compare.hints ? gameT(game, 'compareTheirsHints') : gameT(game, 'compareTheirs'), rounds: compare.points },
          ]}
        />
      )}
    </div>
  );
}
