/**
 * Issue 16: animations stay on the compositor. Every keyframe and every
 * transition in the app's style sheets moves only `transform` or `opacity`,
 * never a property that lays out or repaints the page (top, width, height,
 * colours…), so the falling sand, the tumbling cubes, the status line's news
 * and the guided round's ring cost the main thread nothing while they run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const COMPOSITED = new Set(['transform', 'opacity']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

/** The text between the brace that opens at `open` and its matching close. */
function block(css: string, open: number): string {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return css.slice(open + 1, i);
  }
  throw new Error('unbalanced braces');
}

/** Each keyframe rule's properties, and each transition's properties, of one style sheet (comments removed). */
function motionOf(source: string): { keyframes: Record<string, string[]>; transitions: string[][] } {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const keyframes: Record<string, string[]> = {};
  for (const m of css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    const body = block(css, (m.index ?? 0) + m[0].length - 1);
    keyframes[m[1]!] = [...body.matchAll(/([\w-]+)\s*:/g)].map((p) => p[1]!);
  }
  const transitions: string[][] = [];
  for (const m of css.matchAll(/(?:^|[;{\s])transition(-property)?\s*:\s*([^;}]+)/g)) {
    if (m[2]!.trim() === 'none') continue;
    // `transition: transform 0.2s ease, opacity 1s` names each property first; `transition-property` names them alone
    transitions.push(m[2]!.split(',').map((part) => part.trim().split(/\s+/)[0]!));
  }
  return { keyframes, transitions };
}

describe('animations on the compositor', () => {
  it('reads keyframes and transitions as a browser would name their properties', () => {
    const m = motionOf('@keyframes a { from { top: 0; } 50% { opacity: 0 } } .b { transition: width 1s, transform .2s ease; } /* transition: left 1s; */');
    expect(m.keyframes).toEqual({ a: ['top', 'opacity'] });
    expect(m.transitions).toEqual([['width', 'transform']]);
  });

  const files = cssFiles('src');
  it('finds the app’s style sheets and their animations', () => {
    expect(files.length).toBeGreaterThan(5);
    const all = files.map((f) => motionOf(readFileSync(f, 'utf8')));
    expect(all.flatMap((m) => Object.keys(m.keyframes))).toEqual(expect.arrayContaining(['sand-fall', 'tuf-tumble', 'race-news']));
    expect(all.flatMap((m) => m.transitions).length).toBeGreaterThan(0);
  });

  it.each(files)('%s moves only transform and opacity', (file) => {
    const m = motionOf(readFileSync(file, 'utf8'));
    for (const [name, props] of Object.entries(m.keyframes)) {
      expect(
        props.filter((p) => !COMPOSITED.has(p)),
        `@keyframes ${name}`,
      ).toEqual([]);
    }
    for (const props of m.transitions)
      expect(
        props.filter((p) => !COMPOSITED.has(p)),
        `transition of ${props.join(', ')}`,
      ).toEqual([]);
  });
});
