/**
 * A guided first round: the shared step model. A game plugs in one
 * `GuidePlan` (its guided round's code, how to start it, its steps); the
 * `Guide` component runs any plan on that game's real play screen.
 */
import type { Store } from '../../storage';
import type { Language, MessageKey } from '../../i18n';

/** Where a step looks for the student's work: the page (or, in tests, any element). */
export type GuideRoot = Pick<ParentNode, 'querySelector' | 'querySelectorAll'>;

export interface GuideStep {
  /** A short id (tests and the step's `data-guide-step`). */
  id: string;
  /** The step's words in the catalogue (`guide.<game>.<id>`). */
  text: MessageKey;
  /**
   * Values for the words' placeholders, read when the step shows: the names
   * of the buttons it mentions come from the game's own catalogue keys, so
   * the guide says exactly what the button says, in every language.
   */
  vars?: () => Readonly<Record<string, string | number>>;
  /**
   * The real control the step points to: CSS selectors tried in order, the
   * first one on screen wins (a step may point at a control that only some
   * screens have, then at a fallback).
   */
  anchor: readonly string[];
  /**
   * More of the screen the student needs to see or use during the step (the
   * line being built, its true/false light): the callout keeps clear of
   * these too, not only of the anchor.
   */
  clear?: readonly string[];
  /**
   * Whether the student has done the step, read from the play screen as it
   * is now; the guide moves on as soon as it is true. A step without it (the
   * last one) waits for Done.
   */
  done?: (root: GuideRoot) => boolean;
}

export interface GuidePlan {
  /** The game's id in the shell (`tuf`, `tally`, …): the route and the setting that remembers the guide. */
  game: string;
  /** The game's name in the catalogue. */
  name: MessageKey;
  /** The guided round's game code (`game:params#seed`): a session with this code is the guided round. */
  code: string;
  steps: readonly GuideStep[];
  /** Creates the guided round's session (the seeded roll the steps were written for) and returns its id. */
  start(store: Store): Promise<string>;
  /**
   * Whether a session with this code has one person playing on this device, alone or against computers (the offer is
   * made only then); `moves`, the session's saved moves, for a game whose code does not say who plays (DiceCulus).
   */
  solo(code: string, moves?: readonly unknown[]): boolean;
  /**
   * The squares of the game's board (a CSS selector): many alike, so when no
   * place beside the step's control is free of every other control, the
   * callout lies over some of these rather than over any other control.
   */
  cells?: string;
  /**
   * The game's guided round for each interface language, where it differs
   * (TUF words spells a word of the language's own dictionary): the guide
   * starts the interface language's round, and a session of any of them is
   * a guided round with its own steps. Absent: one round for every language.
   */
  languages?: Partial<Record<Language, GuidePlan>>;
}

/** The guided round to start for an interface language. */
export function planFor(plan: GuidePlan, lang: Language): GuidePlan {
  return plan.languages?.[lang] ?? plan;
}

/** The guided round (of any language) whose session has this code, or null. */
export function planOfCode(plan: GuidePlan, code: string): GuidePlan | null {
  if (code === plan.code) return plan;
  return Object.values(plan.languages ?? {}).find((p) => p.code === code) ?? null;
}

/**
 * The step to show: from the one reached so far, past every step the
 * student has already done. Never goes back (a student who undoes a step
 * is not sent back to it) and stops at the last step.
 */
export function currentStep(steps: readonly GuideStep[], reached: number, root: GuideRoot): number {
  let i = Math.max(0, Math.min(reached, steps.length - 1));
  while (i < steps.length - 1 && steps[i]?.done?.(root) === true) i++;
  return i;
}

/** The first element a step points to that is on screen (has a size), or null. */
export function findAnchor(step: GuideStep, root: GuideRoot): Element | null {
  for (const sel of step.anchor) {
    for (const el of Array.from(root.querySelectorAll(sel))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) return el;
    }
  }
  return null;
}

/** The box around the anchor and every visible element of the step's `clear` list (what the callout must not cover). */
export function keepClearBox(step: GuideStep, anchor: Element | null, root: GuideRoot): Box | null {
  const boxes: DOMRect[] = [];
  if (anchor) boxes.push(anchor.getBoundingClientRect());
  for (const sel of step.clear ?? []) {
    for (const el of Array.from(root.querySelectorAll(sel))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) boxes.push(r);
    }
  }
  if (boxes.length === 0) return null;
  const top = Math.min(...boxes.map((b) => b.top));
  const left = Math.min(...boxes.map((b) => b.left));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const right = Math.max(...boxes.map((b) => b.right));
  return { top, left, width: right - left, height: bottom - top };
}

/** Where the callout goes: beside the anchor, never over it. */
export interface Placement {
  top: number;
  left: number;
  width: number;
  /** Set when the callout is shorter than its words (they scroll inside it, its buttons stay): to stay clear of the anchor, or of other controls. */
  maxHeight: number | null;
  side: 'above' | 'below' | 'left' | 'right' | 'free';
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * A control of the screen the callout should keep off: its box and what
 * covering it costs (1 for a control the student cannot move; less for one
 * in a board that pans, which the student can move out from under the callout).
 */
export interface Obstacle extends Box {
  weight: number;
}

const MARGIN = 8;
const GAP = 10;
/** The narrowest callout put beside an anchor rather than above or below it. */
const SIDE_MIN = 240;
/** The shortest callout made to keep off other controls (a line or two of words, then its buttons; the words scroll). */
export const COMPACT_MIN = 112;
/** Pixels a callout may touch a control's edge without covering it. */
const EDGE = 2;

interface Column {
  left: number;
  width: number;
  /** Beside the anchor (left or right of it) rather than above or below. */
  beside: 'left' | 'right' | null;
}

interface Spot {
  top: number;
  /** The weight of the controls covered. */
  cost: number;
  /** How far from the anchor, plus a small preference for below, then above, then beside. */
  distance: number;
  column: Column;
}

/**
 * The best top for a callout of height `h` in `column`: never over `keep`
 * (the anchor and its clear list, and GAP around them), then the least weight
 * of `avoid` covered, then nearest the anchor. Null when `keep` leaves no room.
 */
function bestSpot(column: Column, h: number, keep: Box, avoid: readonly Obstacle[], minTop: number, maxBottom: number): Spot | null {
  const maxTop = maxBottom - h;
  if (maxTop < minTop) return null;
  const right = column.left + column.width;
  const across = (b: Box): boolean => b.left + b.width > column.left + EDGE && b.left < right - EDGE;
  // tops where the callout would cover something: [from, to) with its weight (Infinity: the anchor)
  const spans: { from: number; to: number; weight: number }[] = [];
  if (column.beside === null && across(keep)) spans.push({ from: keep.top - GAP - h + 0.5, to: keep.top + keep.height + GAP - 0.5, weight: Infinity });
  for (const o of avoid) if (across(o)) spans.push({ from: o.top + EDGE - h, to: o.top + o.height - EDGE, weight: o.weight });
  // the tops where the cost changes, and the ones nearest the anchor
  const points = new Set<number>([minTop, maxTop, keep.top + keep.height + GAP, keep.top - GAP - h]);
  for (const sp of spans) {
    points.add(sp.from);
    points.add(sp.to);
  }
  let best: Spot | null = null;
  for (const raw of points) {
    const top = Math.max(minTop, Math.min(maxTop, raw));
    let cost = 0;
    for (const sp of spans) if (top >= sp.from && top < sp.to) cost += sp.weight;
    if (cost === Infinity) continue;
    const below = top - (keep.top + keep.height);
    const above = keep.top - (top + h);
    const distance = column.beside !== null ? 60 + Math.abs(top - keep.top) : below >= 0 ? below : above >= 0 ? above + 20 : 1e6;
    if (!best || cost < best.cost - 1e-9 || (Math.abs(cost - best.cost) <= 1e-9 && distance < best.distance)) best = { top, cost, distance, column };
  }
  return best;
}

/**
 * Places a callout of height `height` in a `view` (width × height) next to
 * `anchor` (the step's control and what it must keep clear), never over it.
 * Among the places beside it (below, above, or a column beside a tall
 * anchor) it takes the one that covers the least of `avoid` (the screen's
 * other controls), then the nearest. When every place of its full height
 * covers some control, a compact callout (at least COMPACT_MIN high, its
 * words scrolling) is docked in the free band nearest the anchor if that
 * covers less. With no room beside the anchor at all, it goes on the larger
 * of above and below with a max height; with no anchor, at the bottom.
 */
export function placeCallout(
  anchor: Box | null,
  height: number,
  view: { width: number; height: number },
  top0 = 0,
  avoid: readonly Obstacle[] = [],
): Placement {
  const width = Math.min(360, view.width - 2 * MARGIN);
  if (!anchor) {
    return { top: Math.max(top0 + MARGIN, view.height - height - MARGIN), left: (view.width - width) / 2, width, maxHeight: null, side: 'free' };
  }
  const minTop = Math.max(MARGIN, top0);
  const maxBottom = view.height - MARGIN;
  const centre = anchor.left + anchor.width / 2;
  const clamp = (l: number): number => Math.max(MARGIN, Math.min(view.width - width - MARGIN, l));
  const columns: Column[] = [{ left: clamp(centre - width / 2), width, beside: null }];
  if (view.width - 2 * MARGIN - width > 24) columns.push({ left: MARGIN, width, beside: null }, { left: view.width - MARGIN - width, width, beside: null });
  // a tall anchor (a column beside the game on a tablet): beside it, when there is room for a readable callout
  const rightRoom = view.width - (anchor.left + anchor.width + GAP) - MARGIN;
  const leftRoom = anchor.left - GAP - MARGIN;
  if (rightRoom >= SIDE_MIN) columns.push({ left: anchor.left + anchor.width + GAP, width: Math.min(360, rightRoom), beside: 'right' });
  if (leftRoom >= SIDE_MIN) {
    const w = Math.min(360, leftRoom);
    columns.push({ left: anchor.left - GAP - w, width: w, beside: 'left' });
  }
  const pick = (h: number): Spot | null => {
    let best: Spot | null = null;
    for (const c of columns) {
      const sp = bestSpot(c, h, anchor, avoid, minTop, maxBottom);
      if (sp && (!best || sp.cost < best.cost - 1e-9 || (Math.abs(sp.cost - best.cost) <= 1e-9 && sp.distance < best.distance))) best = sp;
    }
    return best;
  };
  const sideOf = (sp: Spot, h: number): Placement['side'] =>
    sp.column.beside ?? (sp.top >= anchor.top + anchor.height ? 'below' : sp.top + h <= anchor.top ? 'above' : 'free');
  const full = pick(height);
  if (full && full.cost === 0) return { top: full.top, left: full.column.left, width: full.column.width, maxHeight: null, side: sideOf(full, height) };
  // every place of full height covers a control (or none is free of the anchor): a compact callout where it covers less
  const compactHeight = Math.min(height, COMPACT_MIN);
  const compact = compactHeight < height ? pick(compactHeight) : null;
  // (only to cover fewer controls other than a board's squares: the whole of its words are worth a few squares)
  const others = (sp: Spot): number => Math.floor(sp.cost + 1e-9);
  if (compact && (!full || others(compact) < others(full))) {
    // grow it (towards its full height) as far as it can without covering more
    let h = compactHeight;
    for (let step = 32; step >= 1; step /= 2) {
      while (h + step < height) {
        const sp = bestSpot(compact.column, h + step, anchor, avoid, minTop, maxBottom);
        if (!sp || sp.cost > compact.cost + 1e-9) break;
        h += step;
      }
    }
    const sp = bestSpot(compact.column, h, anchor, avoid, minTop, maxBottom) ?? compact;
    return { top: sp.top, left: sp.column.left, width: sp.column.width, maxHeight: h, side: sideOf(sp, h) };
  }
  if (full) return { top: full.top, left: full.column.left, width: full.column.width, maxHeight: null, side: sideOf(full, height) };
  // no room beside the anchor for even a compact callout: the larger of above and below, scrolling inside itself
  const left = clamp(centre - width / 2);
  const below = view.height - (anchor.top + anchor.height + GAP) - MARGIN;
  const above = anchor.top - GAP - Math.max(MARGIN, top0);
  if (below >= above) return { top: anchor.top + anchor.height + GAP, left, width, maxHeight: Math.max(0, below), side: 'below' };
  return { top: anchor.top - GAP - Math.max(0, above), left, width, maxHeight: Math.max(0, above), side: 'above' };
}

/** Games whose guide is done with (played, skipped or turned down), from settings. */
export function seenGuides(setting: readonly string[] | undefined): ReadonlySet<string> {
  return new Set(setting ?? []);
}
