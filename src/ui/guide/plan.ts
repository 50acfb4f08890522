/**
 * A guided first round: the shared step model. A game plugs in one
 * `GuidePlan` (its guided round's code, how to start it, its steps); the
 * `Guide` component runs any plan on that game's real play screen.
 */
import type { Store } from '../../storage';
import type { Language, MessageKey } from '../i18n';

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
  /** Whether a session with this code has one person playing on this device, alone or against computers (the offer is made only then). */
  solo(code: string): boolean;
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
  /** Set when the callout has to scroll inside itself to stay clear of the anchor. */
  maxHeight: number | null;
  side: 'above' | 'below' | 'left' | 'right' | 'free';
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const MARGIN = 8;
const GAP = 10;
/** The narrowest callout put beside an anchor rather than above or below it. */
const SIDE_MIN = 240;

/**
 * Places a callout of height `height` in a `view` (width × height) next to
 * `anchor`: below it when it fits, else above, else beside it (left or
 * right) when there is room, else on the larger of above and below with a
 * max height (it scrolls inside itself); with no anchor, at the bottom.
 * The callout never overlaps the anchor's box.
 */
export function placeCallout(anchor: Box | null, height: number, view: { width: number; height: number }, top0 = 0): Placement {
  const width = Math.min(360, view.width - 2 * MARGIN);
  if (!anchor) {
    return { top: Math.max(top0 + MARGIN, view.height - height - MARGIN), left: (view.width - width) / 2, width, maxHeight: null, side: 'free' };
  }
  const centre = anchor.left + anchor.width / 2;
  const left = Math.max(MARGIN, Math.min(view.width - width - MARGIN, centre - width / 2));
  const below = view.height - (anchor.top + anchor.height + GAP) - MARGIN;
  const above = anchor.top - GAP - Math.max(MARGIN, top0);
  if (height <= below) return { top: anchor.top + anchor.height + GAP, left, width, maxHeight: null, side: 'below' };
  if (height <= above) return { top: anchor.top - GAP - height, left, width, maxHeight: null, side: 'above' };
  // A tall anchor (a column beside the game on a tablet): beside it, when there is room for a readable callout.
  const right = view.width - (anchor.left + anchor.width + GAP) - MARGIN;
  const leftRoom = anchor.left - GAP - MARGIN;
  const side = Math.max(right, leftRoom);
  if (side >= SIDE_MIN) {
    const w = Math.min(360, side);
    const top = Math.max(top0 + MARGIN, Math.min(view.height - height - MARGIN, anchor.top));
    const fits = height <= view.height - top0 - 2 * MARGIN;
    return {
      top,
      left: right >= leftRoom ? anchor.left + anchor.width + GAP : anchor.left - GAP - w,
      width: w,
      maxHeight: fits ? null : view.height - top0 - 2 * MARGIN,
      side: right >= leftRoom ? 'right' : 'left',
    };
  }
  if (below >= above) return { top: anchor.top + anchor.height + GAP, left, width, maxHeight: Math.max(0, below), side: 'below' };
  return { top: anchor.top - GAP - Math.max(0, above), left, width, maxHeight: Math.max(0, above), side: 'above' };
}

/** Games whose guide is done with (played, skipped or turned down), from settings. */
export function seenGuides(setting: readonly string[] | undefined): ReadonlySet<string> {
  return new Set(setting ?? []);
}
