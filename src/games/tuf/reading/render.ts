/**
 * Reading stage 4 of 4 (see lex.ts): an expression tree in normal notation,
 * as runs of text the screens draw raised or lowered, or as one Unicode
 * string.
 */
import { OP_NAME, type Node } from './parse';

/** A run of normal-notation text; the UI draws `sup` raised and `sub` lowered. */
export interface NormalRun {
  text: string;
  sup?: boolean;
  sub?: boolean;
}

const SUP: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '−': '⁻',
  '+': '⁺',
  '(': '⁽',
  ')': '⁾',
  ' ': '',
};
const SUBS: Readonly<Record<string, string>> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
};

function mapAll(text: string, table: Readonly<Record<string, string>>): string | null {
  let out = '';
  for (const ch of text) {
    const m = table[ch];
    if (m === undefined) return null;
    out += m;
  }
  return out;
}

/** Joins runs into one Unicode string: superscripts and subscripts as Unicode where possible, else ^(…) and _(…). */
export function runsToText(runs: readonly NormalRun[]): string {
  let out = '';
  let k = 0;
  while (k < runs.length) {
    const r = runs[k] as NormalRun;
    if (!r.sup && !r.sub) {
      out += r.text;
      k++;
      continue;
    }
    let text = '';
    const sup = r.sup === true;
    while (k < runs.length && (runs[k] as NormalRun).sup === r.sup && (runs[k] as NormalRun).sub === r.sub) {
      text += (runs[k] as NormalRun).text;
      k++;
    }
    const mapped = mapAll(text, sup ? SUP : SUBS);
    if (mapped !== null) out += mapped;
    else if (!text.includes(' ') && text.length <= 2) out += (sup ? '^' : '_') + text;
    else out += `${sup ? '^' : '_'}(${text})`;
  }
  return out;
}

function mark(runs: NormalRun[], flag: 'sup' | 'sub'): NormalRun[] {
  return runs.map((r) => ({ text: r.text, [flag]: true }));
}

function startsWithDigit(runs: readonly NormalRun[]): boolean {
  const first = runs[0];
  if (first === undefined) return false;
  const c = first.text.charCodeAt(0);
  return (c >= 48 && c <= 57) || c === 46 || /^[½⅓¼⅕⅛⅒]/.test(first.text);
}

function simpleArg(node: Node): boolean {
  return node.t === 'num' || node.t === 'const' || node.t === 'group' || (node.t === 'pow' && simpleArg(node.a)) || node.t === 'post';
}

export function renderNode(node: Node): NormalRun[] {
  switch (node.t) {
    case 'num': {
      const runs: NormalRun[] = [{ text: node.lex.text }];
      if (node.lex.baseText !== null) runs.push({ text: node.lex.baseText, sub: true });
      return runs;
    }
    case 'const':
      return [{ text: node.c === 'pi' ? 'π' : node.c === 'chi' ? 'χ' : 'j' }];
    case 'neg':
      return [{ text: '−' }, ...renderNode(node.a)];
    case 'bin': {
      const a = renderNode(node.a);
      const b = renderNode(node.b);
      if (node.op === 'imp') return startsWithDigit(b) ? [...a, { text: ' ' }, ...b] : [...a, ...b];
      return [...a, { text: ` ${OP_NAME[node.op]} ` }, ...b];
    }
    case 'group':
      return [{ text: '(' }, ...renderNode(node.a), { text: ')' }];
    case 'pow':
      return [...renderNode(node.a), ...mark(renderNode(node.e), 'sup')];
    case 'post':
      return [...renderNode(node.a), { text: node.p }];
    case 'ratio': {
      const wrap = (n: Node): NormalRun[] => (simpleArg(n) ? renderNode(n) : [{ text: '(' }, ...renderNode(n), { text: ')' }]);
      return [...wrap(node.a), { text: '/' }, ...wrap(node.b)];
    }
    case 'func': {
      const runs: NormalRun[] = [{ text: node.f }];
      if (node.base !== null) runs.push(...mark(renderNode(node.base), 'sub'));
      if (node.power !== null) runs.push(...mark(renderNode(node.power), 'sup'));
      const arg = renderNode(node.arg);
      const wrapped = simpleArg(node.arg) ? arg : [{ text: '(' }, ...arg, { text: ')' }];
      runs.push({ text: ' ' }, ...wrapped);
      if (node.f === 'tan') runs.push({ text: '°' });
      return runs;
    }
  }
}

/** Merges neighbouring runs with the same flags. */
export function compactRuns(runs: readonly NormalRun[]): NormalRun[] {
  const out: NormalRun[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last !== undefined && last.sup === r.sup && last.sub === r.sub) last.text += r.text;
    else out.push({ ...r });
  }
  return out;
}
