/**
 * Codes passed between devices.
 *
 * Board code: the game id with a check, `tally:ck=<check>,p=0,s=180#seed` (or
 * with `b=<16 digits>` for a board typed in from a physical game); every device
 * that opens it gets the same board and settings. A code cut short is refused
 * by its check; a code from before codes had a check (no `ck`) still opens
 * (src/core/sharedCode.ts).
 *
 * Results code: what one device's player found, so that the others can strike
 * duplicates: `TR1.<board digits>.<brackets 0|1>.<name>.<equation>.<equation>…`
 * where each equation is written with cell letters a–p (row-major) instead of
 * digits, e.g. `a+b=c` for 4+4=8 on cells 0,1,2. The letters carry the path,
 * the board supplies the digits, so the code is short and every equation is
 * checked again on arrival.
 *
 * Since version 2 the code also says which device it comes from:
 * `TR2.<board>.<brackets>.<device>.<name>.<equation>…` (device: 1–12 letters
 * or digits, made once per device). Players are told apart by device and name,
 * so two devices may both call their player "Me". `TR1` codes still read (device "").
 *
 * Hints: when the player was shown hints, the code ends with `~h<count>`
 * (e.g. `….a+b=c.~h2`), so the other devices' results say so too. Codes
 * without it (from builds before hints were counted) read as "no hints".
 */
import { readSharedCode, writeSharedCode } from '../../core/sharedCode';
import { CELLS, formatBoard, type Board } from './board';
import { normalizeText } from './equation';

const LETTERS = 'abcdefghijklmnop';
const PREFIX = 'TR1';
const PREFIX2 = 'TR2';
const DEVICE = /^[a-z0-9]{1,12}$/;

export interface BoardCode {
  params: { parens: boolean; seconds: number; board: string | null };
  seed: string;
}

export function formatBoardCode(code: BoardCode): string {
  const params: Record<string, string> = { p: code.params.parens ? '1' : '0', s: String(code.params.seconds) };
  if (code.params.board) params.b = code.params.board;
  return writeSharedCode({ game: 'tally', params, seed: code.seed });
}

/**
 * Reads a board code (with its check, or from before codes had one: see
 * src/core/sharedCode.ts); the params are checked by the engine's parseParams.
 */
export function readBoardCode(
  text: string,
): { ok: true; params: Record<string, string>; seed: string } | { ok: false; code: 'unreadable' | 'otherGame' | 'changed' } {
  const r = readSharedCode(text);
  if (!r.ok) return { ok: false, code: r.refusal.code === 'id.changed' ? 'changed' : 'unreadable' };
  if (r.rest.length > 0) return { ok: false, code: 'unreadable' };
  if (r.id.game !== 'tally') return { ok: false, code: 'otherGame' };
  return { ok: true, params: r.id.params, seed: r.id.seed };
}

export interface ResultsEntry {
  cells: number[];
  eq: string;
}

export interface Results {
  board: string;
  parens: boolean;
  name: string;
  /** The device the code was made on ('' in a version-1 code). */
  device: string;
  entries: ResultsEntry[];
  /** Hints the player was shown (0 in codes without the `~h` part). */
  hints: number;
}

/** The most hints a results code may report (a count above it is a damaged code). */
export const MAX_HINTS_IN_CODE = 999;
const HINTS_PART = /^~h([1-9]\d{0,2})$/;

const encodeName = (name: string): string =>
  Array.from(name.trim(), (ch) => (/^[A-Za-z0-9]$/.test(ch) ? ch : ch === ' ' ? '_' : `~${ch.codePointAt(0)?.toString(36)}~`)).join('');

function decodeName(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '_') out += ' ';
    else if (ch === '~') {
      const end = text.indexOf('~', i + 1);
      if (end < 0) return null;
      const cp = parseInt(text.slice(i + 1, end), 36);
      if (!Number.isFinite(cp) || cp < 32 || cp > 0x10ffff) return null;
      out += String.fromCodePoint(cp);
      i = end;
    } else if (/^[A-Za-z0-9]$/.test(ch)) out += ch;
    else return null;
  }
  return out;
}

/** Writes one equation with cell letters: cells [0,1,2] and "4+4=8" → "a+b=c". */
export function encodeEquation(cells: readonly number[], eq: string): string {
  const text = normalizeText(eq);
  let k = 0;
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += LETTERS[cells[k++] ?? 0];
    else out += ch;
  }
  return out;
}

/** A results code; with a device id (1–12 lowercase letters or digits) it is a version-2 code; `hints` > 0 adds `~h<hints>`. */
export function encodeResults(board: Board, parens: boolean, name: string, entries: readonly ResultsEntry[], device = '', hints = 0): string {
  const head = DEVICE.test(device) ? [PREFIX2, formatBoard(board), parens ? '1' : '0', device] : [PREFIX, formatBoard(board), parens ? '1' : '0'];
  const n = Math.min(MAX_HINTS_IN_CODE, Math.max(0, Math.floor(hints)));
  return [...head, encodeName(name) || 'Player', ...entries.map((e) => encodeEquation(e.cells, e.eq)), ...(n > 0 ? [`~h${n}`] : [])].join('.');
}

export type ResultsIssue = 'notResults' | 'damagedBoard' | 'damaged' | 'damagedName' | 'tooLong' | 'damagedEquation';

type Decoded = { ok: true; value: Results } | { ok: false; code: ResultsIssue; vars: Record<string, string> };

const bad = (code: ResultsIssue, vars: Record<string, string> = {}): Decoded => ({ ok: false, code, vars });

export function decodeResults(code: string): Decoded {
  if (code.length > 5000) return bad('tooLong');
  const parts = code.trim().replace(/\s+/g, '').split('.');
  const v2 = parts[0] === PREFIX2;
  if ((parts[0] !== PREFIX && !v2) || parts.length < (v2 ? 5 : 4)) return bad('notResults');
  const [, boardText = '', parensText = ''] = parts;
  const device = v2 ? (parts[3] ?? '') : '';
  const [nameText = '', ...eqs] = parts.slice(v2 ? 4 : 3);
  // the hints part, when there is one, comes last
  const hintsMatch = HINTS_PART.exec(eqs[eqs.length - 1] ?? '');
  if (hintsMatch) eqs.pop();
  const hints = hintsMatch ? Number(hintsMatch[1]) : 0;
  if (v2 && !DEVICE.test(device)) return bad('damaged');
  if (!/^\d{16}$/.test(boardText)) return bad('damagedBoard');
  if (parensText !== '0' && parensText !== '1') return bad('damaged');
  const name = decodeName(nameText);
  if (name === null) return bad('damagedName');
  if (eqs.length > 200) return bad('tooLong');
  const board = Array.from(boardText, Number);
  const entries: ResultsEntry[] = [];
  for (const e of eqs) {
    if (!/^[a-p+\-*/=()]+$/.test(e) || e.length > 80) return bad('damagedEquation', { eq: e.slice(0, 40) });
    const cells: number[] = [];
    let eq = '';
    for (const ch of e) {
      const i = LETTERS.indexOf(ch);
      if (i >= 0 && i < CELLS) {
        cells.push(i);
        eq += String(board[i]);
      } else eq += ch;
    }
    entries.push({ cells, eq });
  }
  return { ok: true, value: { board: boardText, parens: parensText === '1', name, device, entries, hints } };
}

/** The hash route that opens a results code on another device: `#/tally/results/<code>` (the QR code holds the full link). */
export const RESULTS_ROUTE = 'tally/results/';

/**
 * The results code in what a player pasted or a camera app handed over: the
 * code itself, or a link whose address ends in `#/tally/results/<code>`.
 */
export function resultsCodeIn(text: string): string {
  const trimmed = text.trim();
  const at = trimmed.indexOf(`#/${RESULTS_ROUTE}`);
  if (at < 0) return trimmed;
  const part = trimmed.slice(at + 2 + RESULTS_ROUTE.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(part).trim();
  } catch {
    return part.trim();
  }
}
