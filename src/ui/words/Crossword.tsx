/** A crossword drawn from its grid notation (results, best crossword): small squares with the letters, wild cubes marked. */
import { parseGrid } from '../../games/words';
import { t } from '../../i18n';

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

/** The words of a crossword with their points: "CAT 3 · TEN 3". */
export function WordList(props: { words: readonly { word: string; points: number }[] }) {
  if (props.words.length === 0) return null;
  return (
    <p class="words-list">
      {props.words.map((w, i) => (
        <span key={i} class="words-list-item">
          {t('words.wordPoints', { word: w.word, n: w.points })}
        </span>
      ))}
    </p>
  );
}
