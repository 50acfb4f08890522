/** A crossword drawn from its grid notation (results, best crossword): small squares with the letters, wild cubes marked. */
import { useEffect, useState } from 'preact/hooks';
import { parseGrid, type DictName } from '../../games/words';
import { t } from '../../i18n';
import { wordsSolver } from './solver';

export function Crossword(props: { grid: string; label: string }) {
  const parsed = parseGrid(props.grid);
  if (!parsed.ok || parsed.grid.length === 0) return null;
  const rows = parsed.grid;
  const cols = rows.reduce((w, r) => Math.max(w, r.length), 0);
  return (
    <div
      class="words-mini"
      role="img"
      tabIndex={0}
      aria-label={t('common.labelled', { label: props.label, text: props.grid })}
      style={{ '--cols': String(cols) }}
    >
      {rows.flatMap((line, r) =>
        Array.from({ length: cols }, (_, c) => {
          const cell = line[c] ?? null;
          if (!cell) return <span key={`${r}.${c}`} class="words-mini-gap" />;
          const letter = cell.kind === 'sun' ? cell.letter.toLowerCase() : cell.letter;
          return (
            <span
              key={`${r}.${c}`}
              class={`words-mini-cube ${cell.kind !== 'letter' ? 'is-wild' : ''}`}
              title={cell.kind === 'sun' ? '☉' : cell.kind === 'omega' ? 'Ω' : undefined}
            >
              {letter}
            </span>
          );
        }),
      )}
    </div>
  );
}

/**
 * The words of a crossword with their points: "CAT 3 · TEN 3", each spelled with its accents where the dictionary
 * knows them (`spelled`: THEQUE → THÈQUE), else as laid.
 */
export function WordList(props: { words: readonly { word: string; points: number }[]; spelled?: ReadonlyMap<string, string> }) {
  if (props.words.length === 0) return null;
  return (
    <p class="words-list">
      {props.words.map((w, i) => (
        <span key={i} class="words-list-item">
          {t('words.wordPoints', { word: props.spelled?.get(w.word) ?? w.word, n: w.points })}
        </span>
      ))}
    </p>
  );
}

/** The languages whose words have accents the results can show (an accent graph each: src/games/words/accents.ts). */
const ACCENTED: readonly DictName[] = ['fr', 'es', 'it', 'pt'];

/**
 * How the words a screen shows are spelled with their accents, asked of the words worker (null: as laid): THEQUE →
 * THÈQUE. The words show as laid until the answer comes (the same letters: nothing moves), and as laid when it fails.
 */
export function useSpelled(dict: DictName, words: readonly string[]): ReadonlyMap<string, string> {
  const [spelled, setSpelled] = useState<ReadonlyMap<string, string>>(() => new Map());
  const key = [...new Set(words)].sort().join(' ');
  useEffect(() => {
    const solver = wordsSolver();
    if (key === '' || !ACCENTED.includes(dict) || !solver.spell) return;
    let live = true;
    const list = key.split(' ');
    solver.spell(dict, list).then(
      (out) => {
        if (!live) return;
        setSpelled((before) => {
          const next = new Map(before);
          list.forEach((w, i) => {
            const s = out[i];
            if (s) next.set(w, s);
          });
          return next;
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dict, key]);
  return spelled;
}
