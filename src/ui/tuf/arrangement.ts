/**
 * A seat's equation line while it is being arranged (screen state, not a
 * move): which rolled cubes are on the line, in which order, raised
 * (exponent) or lowered (subscript), gaps that close a group, and the chosen
 * reading of a (×) or j cube. Pure functions, tested without a page.
 */
import {
  formatEquation,
  parseEquation,
  type Arrangement,
  type RulesKey,
  type GroupReading,
  type Item,
  type JReading,
  type Position,
  type RolledCube,
} from '../../games/tuf';

export type LineItem =
  | { kind: 'cube'; cube: number; position: Position; group?: GroupReading; jAs?: JReading }
  | { kind: 'gap'; position: Position }
  | { kind: 'ratio' };

export type Line = LineItem[];

/** Roll indices already on the line. */
export function usedCubes(line: Line): Set<number> {
  const s = new Set<number>();
  for (const it of line) if (it.kind === 'cube') s.add(it.cube);
  return s;
}

export function toArrangement(line: Line, roll: readonly RolledCube[]): Arrangement {
  const items: Item[] = [];
  for (const it of line) {
    if (it.kind === 'cube') {
      const rc = roll[it.cube];
      if (!rc) continue;
      const item: Item = { kind: 'cube', face: rc.face, position: it.position };
      if (it.group !== undefined) item.group = it.group;
      if (it.jAs !== undefined) item.jAs = it.jAs;
      items.push(item);
    } else if (it.kind === 'gap') items.push({ kind: 'gap', position: it.position });
    else items.push({ kind: 'ratio' });
  }
  return { items };
}

/** The line in the engine's text notation ('' when empty). */
export function toNotation(line: Line, roll: readonly RolledCube[]): string {
  const a = toArrangement(line, roll);
  return a.items.length === 0 ? '' : formatEquation(a);
}

/** Rebuilds a line from an equation in text notation, matching each cube to an unused rolled cube. */
export function fromNotation(text: string, roll: readonly RolledCube[], game?: RulesKey): Line | null {
  const parsed = parseEquation(text, game);
  if (!parsed.ok) return null;
  const taken = new Set<number>();
  const line: Line = [];
  for (const it of parsed.arrangement.items) {
    if (it.kind === 'cube') {
      const idx = roll.findIndex((c, i) => c.face === it.face && !taken.has(i));
      if (idx < 0) return null;
      taken.add(idx);
      const li: LineItem = { kind: 'cube', cube: idx, position: it.position };
      if (it.group !== undefined) li.group = it.group;
      if (it.jAs !== undefined) li.jAs = it.jAs;
      line.push(li);
    } else if (it.kind === 'gap') line.push({ kind: 'gap', position: it.position });
    else line.push({ kind: 'ratio' });
  }
  return line;
}

/** Puts a rolled cube on the line, after `after` (or at the end); a cube already there stays put. */
export function place(line: Line, cube: number, after: number | null = null): Line {
  if (usedCubes(line).has(cube)) return line;
  const item: LineItem = { kind: 'cube', cube, position: 'normal' };
  if (after === null || after < 0 || after >= line.length) return [...line, item];
  return [...line.slice(0, after + 1), item, ...line.slice(after + 1)];
}

/** Takes an item off the line (a cube goes back to the table). */
export function takeBack(line: Line, index: number): Line {
  if (index < 0 || index >= line.length) return line;
  return [...line.slice(0, index), ...line.slice(index + 1)];
}

/** Moves an item one place left (-1) or right (+1); returns the line and the item's new index. */
export function move(line: Line, index: number, delta: -1 | 1): { line: Line; index: number } {
  const to = index + delta;
  if (index < 0 || index >= line.length || to < 0 || to >= line.length) return { line, index };
  const next = line.slice();
  const a = next[index] as LineItem;
  next[index] = next[to] as LineItem;
  next[to] = a;
  return { line: next, index: to };
}

/** Moves an item to a new index (drag and drop). */
export function moveTo(line: Line, from: number, to: number): Line {
  if (from < 0 || from >= line.length) return line;
  const next = line.slice();
  const [it] = next.splice(from, 1);
  const at = Math.max(0, Math.min(next.length, to));
  next.splice(at, 0, it as LineItem);
  return next;
}

export function setPosition(line: Line, index: number, position: Position): Line {
  const it = line[index];
  if (!it || it.kind === 'ratio') return line;
  const next = line.slice();
  next[index] = { ...it, position };
  return next;
}

/** Inserts a gap (closes a group) after `index` (or at the end). */
export function insertGap(line: Line, index: number | null): Line {
  const gap: LineItem = {
    kind: 'gap',
    position: index !== null ? (line[index] && line[index].kind !== 'ratio' ? (line[index] as { position: Position }).position : 'normal') : 'normal',
  };
  if (index === null || index >= line.length - 1) return [...line, gap];
  return [...line.slice(0, index + 1), gap, ...line.slice(index + 1)];
}

/** Inserts the ratio line of the ratio game after `index` (or at the end). */
export function insertRatio(line: Line, index: number | null): Line {
  const r: LineItem = { kind: 'ratio' };
  if (index === null || index >= line.length - 1) return [...line, r];
  return [...line.slice(0, index + 1), r, ...line.slice(index + 1)];
}

/** The readings a (×) cube can be given in a game: automatic, ×, opening a group, closing a group. */
export function groupReadings(groups: boolean): (GroupReading | undefined)[] {
  return groups ? [undefined, 'times', 'open', 'close'] : [undefined];
}

/** Cycles the reading of the (×) cube (or the j cube's declared meaning) at `index`. */
export function cycleReading(line: Line, index: number, options: (GroupReading | JReading | undefined)[], field: 'group' | 'jAs'): Line {
  const it = line[index];
  if (it?.kind !== 'cube' || options.length < 2) return line;
  const cur = field === 'group' ? it.group : it.jAs;
  const at = options.indexOf(cur);
  const nextVal = options[(at + 1) % options.length];
  const next = line.slice();
  const copy: LineItem = { kind: 'cube', cube: it.cube, position: it.position };
  if (field === 'group') {
    if (it.jAs !== undefined) copy.jAs = it.jAs;
    if (nextVal !== undefined) copy.group = nextVal as GroupReading;
  } else {
    if (it.group !== undefined) copy.group = it.group;
    if (nextVal !== undefined) copy.jAs = nextVal as JReading;
  }
  next[index] = copy;
  return next;
}

/** Whether a saved value has the shape of a line for a roll of `n` cubes. */
export function isLine(v: unknown, n: number): v is Line {
  if (!Array.isArray(v) || v.length > 64) return false;
  const seen = new Set<number>();
  for (const it of v) {
    if (typeof it !== 'object' || it === null) return false;
    const o = it as Record<string, unknown>;
    if (o.kind === 'ratio') continue;
    if (o.position !== 'normal' && o.position !== 'sup' && o.position !== 'sub') return false;
    if (o.kind === 'gap') continue;
    if (o.kind !== 'cube' || !Number.isInteger(o.cube) || (o.cube as number) < 0 || (o.cube as number) >= n) return false;
    if (seen.has(o.cube as number)) return false;
    seen.add(o.cube as number);
  }
  return true;
}
