/**
 * A card's expression as printed: powers as superscripts (c² rather than
 * c^2), and a long card breaking only between its terms, never inside one
 * (`(a + b)·c` stays on one line at 320 px).
 */
import type { JSX } from 'preact';

/** The expression cut before each operator between top-level terms: `ac − 7b` → [`ac`, ` − 7b`]. */
export function terms(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && i > start && c === ' ' && /^ [+−÷] /.test(text.slice(i, i + 3))) {
      out.push(text.slice(start, i));
      start = i;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** One term with its powers raised: `(a + b)^2` → (a + b)<sup>2</sup>. */
function raised(term: string): (string | JSX.Element)[] {
  const out: (string | JSX.Element)[] = [];
  const re = /\^(\([^()]*\)|−?[0-9a-f]+)/g;
  let at = 0;
  for (let m = re.exec(term); m; m = re.exec(term)) {
    out.push(term.slice(at, m.index));
    out.push(
      <sup key={m.index}>
        <span class="visually-hidden">^</span>
        {m[1]}
      </sup>,
    );
    at = m.index + m[0].length;
  }
  out.push(term.slice(at));
  return out;
}

export function CardText(props: { text: string; class?: string }) {
  return (
    <span class={props.class ?? 'dc-card-text'}>
      {terms(props.text).map((term, i) => [
        i > 0 ? ' ' : null,
        <span key={i} class="dc-term">
          {raised(term.trimStart())}
        </span>,
      ])}
    </span>
  );
}
