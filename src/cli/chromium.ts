/**
 * Debian's Chromium and the flags every headless run here uses (the browser
 * benchmark and the end-to-end tests): no sandbox inside the container, no GPU,
 * and nothing that reaches the network on its own.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A page script that makes the profile a returning student's: the app never
 * offers it the guided first rounds (the `tuffest.guides` key read by
 * `src/ui/guide/Guide.tsx`). Scripted runs open play screens directly; a test
 * of the guides themselves leaves it out.
 */
export const NO_GUIDE_OFFER = "try { localStorage.setItem('tuffest.guides', 'off'); } catch { /* storage off: the offer shows */ }";

/**
 * A TUF game-1 cube's accessible name as the app gives it in English ("red cube, plus"), written out here
 * apart from the app's catalogue so that the browser tests and the benchmark find cubes by what a screen
 * reader hears, and notice when that changes.
 */
const FACE_WORDS: Record<string, string> = {
  '0': 'zero',
  '1': 'one',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  '10': 'ten',
  '1/2': 'one half',
  '1/3': 'one third',
  '1/4': 'one quarter',
  '1/5': 'one fifth',
  '1/8': 'one eighth',
  '1/10': 'one tenth',
  'ø': 'slashed zero',
  '+': 'plus',
  '-': 'minus',
  x: 'times',
  '/': 'divided by',
  '(x)': 'times or brackets',
  '=': 'equals',
};
const FACE_COLOUR: Record<string, string> = {
  '+': 'red',
  '-': 'red',
  x: 'red',
  '/': 'red',
  '(x)': 'red',
  '=': 'white',
  'ø': 'green',
  '6': 'green',
  '7': 'green',
  '8': 'green',
  '9': 'green',
  '10': 'green',
};
export const tufCubeName = (face: string): string => `${face.startsWith('1/') ? 'yellow' : (FACE_COLOUR[face] ?? 'blue')} cube, ${FACE_WORDS[face] ?? face}`;
