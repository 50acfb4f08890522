/**
 * How much of a trick a TUF equation is, so the solver can prefer an honest
 * equation of the same score: "best possible" should teach. Points:
 *   3  both sides are 0 (equating to zero: anything × 0 on each side),
 *   2  each 0 multiplied in or divided (× 0, 0 ×, 0 ÷ …, also ÷ and the ratio line //),
 *   1  each 0 added or subtracted ("+ 0", "− 0", a lone "−0"),
 *   1  each 1 multiplied or divided ("× 1", "÷ 1", "1 ×" where a term starts).
 * From game 4 on (groups, bases, exponents, ratio lines) also:
 *   1  a group around a single number ("(x)> 5 |": the (×) cube used as
 *      brackets that do nothing), or around a whole side ("(x)> 2 + 3 = 5");
 *      the number inside then counts as above where the group stands
 *      ("(x)> 0 | + 1/8" adds a 0);
 *   a group's opening and closing gap are a term's edges ("(x)> 0 + 5 |" adds a 0),
 *   a number next to a group or right before π or χ is multiplied ("1 (x)> 2 + 3 |");
 *   2  a raised 0 (x⁰ = 1 hides x), or a raised cube on a base 0;
 *   1  a raised 1 (x¹), or a raised cube on a base 1 (1ⁿ = 1); a compound
 *      exponent is ranked as an expression of its own ("^0 ^/ ^5" divides a 0);
 *   1  lowered base cubes after a one-digit number (a digit reads the same in
 *      every base it may be written in: "1 _6" is 1), 2 when the digit is 0.
 * 0 means no trick. Works on the engine's text notation (one token per cube:
 * "(x)>" opens a group, "(x)*" multiplies, "|" is a gap, "^…" raised, "_…" lowered).
 */
/** One number cube, or a number already read as one token ('N'). */
const NUMBER = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'ø', 'N']);
/** A fraction cube (1/2 … 1/10). */
const FRACTION = { test: (t: string): boolean => t.startsWith('1/') };
const TIMES = new Set(['x', '(x)*', '(x)']);
const DIVIDE = new Set(['/', '//']);
const ADD = new Set(['+', '-']);
const CONSTANT = new Set(['pi', 'chi']);
/** Tokens after which a side's term starts (the side's edge, a group's opening, a ratio line). */
const EDGE_BEFORE = new Set(['=', '(x)>', '//']);
/** Tokens that end a group left open (a side's end). */
const SIDE_END = new Set(['=', '//']);

const isNumber = (t: string | undefined): boolean => t !== undefined && NUMBER.has(t);
/** A token that ends a value: a number cube, a fraction, a closing gap, a constant, % or a power/base marker. */
const endsValue = (t: string | undefined): boolean =>
  t !== undefined && (isNumber(t) || FRACTION.test(t) || t === '|' || CONSTANT.has(t) || t === '%' || t === '^' || t === '_');

/** A standalone number: one number token with no number token touching it (in the same position). */
function lone(tokens: readonly string[], i: number): boolean {
  return !isNumber(tokens[i - 1]) && !isNumber(tokens[i + 1]);
}

/** Operators after which a minus cube is a sign, not a subtraction. */
const BEFORE_SIGN = new Set(['+', '-', 'x', '/', '(x)*', '(x)', '//', '=', '(x)>']);

/**
 * One number's cubes (digits, ø, a fraction cube) read as one token: '0' when
 * it is zero (0, ø 0), '1' when it is one (1, 1 ø 0), else 'N'; with its
 * padding: each 0 after the decimal point that changes nothing (ø 5 0).
 * ø is the decimal point when a digit follows it (games 3 on), else a 0.
 */
function readNumber(run: readonly string[]): { token: string; pad: number } {
  if (FRACTION.test(run[run.length - 1] as string)) return { token: 'N', pad: 0 };
  const point = run.findIndex((t, i) => t === 'ø' && i < run.length - 1);
  const digit = (t: string): string => (t === 'ø' ? '0' : t);
  const whole = (point < 0 ? run : run.slice(0, point)).map(digit);
  const decimals = point < 0 ? [] : run.slice(point + 1).map(digit);
  let pad = 0;
  for (let k = decimals.length - 1; k >= 0 && decimals[k] === '0'; k--) pad++;
  const zeroDecimals = decimals.every((d) => d === '0');
  if (whole.every((d) => d === '0') && zeroDecimals) return { token: '0', pad };
  if (whole.join('') === '1' && zeroDecimals) return { token: '1', pad };
  return { token: 'N', pad };
}

/**
 * The equation's tokens with each number read as one token (readNumber),
 * a sign folded into its number ("−0" counted), powers and bases folded into
 * one marker each (their tricks counted), implicit products written out as
 * "x", and groups around a single number dropped (counted): what the plain
 * rules then read.
 */
function fold(tokens: readonly string[]): { tokens: string[]; rank: number } {
  let rank = 0;
  const out: string[] = [];
  // the last number read: its token and how many cubes it has
  let last = { token: '', cubes: 0 };
  const isNumberStart = (t: string | undefined): boolean => t !== undefined && (isNumber(t) || FRACTION.test(t));
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as string;
    const raised = tok.length > 1 && tok.startsWith('^');
    const lowered = tok.length > 1 && tok.startsWith('_');
    if (raised || lowered) {
      const mark = tok[0] as string;
      const run: string[] = [];
      while (i < tokens.length && (tokens[i] as string).length > 1 && (tokens[i] as string).startsWith(mark)) run.push((tokens[i++] as string).slice(1));
      i--;
      const afterNumber = isNumber(out[out.length - 1]) || out[out.length - 1] === 'N';
      const oneDigit = afterNumber && last.cubes === 1;
      const zero = afterNumber && last.token === '0';
      if (lowered) {
        // a one-digit number is the same in every base: the base cubes pad it
        if (oneDigit) rank += zero ? 2 : 1;
      } else {
        if (afterNumber && (zero || last.token === '1')) rank += zero ? 2 : 1;
        if (run.length === 1 && (run[0] === '0' || run[0] === 'ø')) rank += 2;
        else if (run.length === 1 && run[0] === '1') rank += 1;
        else if (run.length > 1) rank += trickRank(run, false);
      }
      out.push(mark);
      continue;
    }
    const prev = out[out.length - 1];
    if (tok === '-' && (prev === undefined || BEFORE_SIGN.has(prev)) && (isNumberStart(tokens[i + 1]) || tokens[i + 1] === '(x)>')) {
      // a sign: "−0" pads, any other sign reads with its number
      continue;
    }
    const sign = tokens[i - 1] === '-' && (out.length === 0 || out[out.length - 1] !== '-');
    // implicit products: a value then a group, a group then a value, a number then π or χ
    const startsValue = isNumberStart(tok) || CONSTANT.has(tok) || tok === '(x)>';
    if (startsValue && prev !== undefined && (prev === '|' || ((tok === '(x)>' || CONSTANT.has(tok)) && endsValue(prev)))) out.push('x');
    if (isNumberStart(tok)) {
      const run: string[] = [];
      while (i < tokens.length && isNumberStart(tokens[i])) run.push(tokens[i++] as string);
      i--;
      const n = readNumber(run);
      rank += n.pad + (sign && n.token === '0' ? 1 : 0);
      last = { token: n.token, cubes: run.length };
      out.push(n.token);
      continue;
    }
    out.push(tok);
  }
  // groups around a single number, innermost first
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i + 1 < out.length; i++) {
      if (out[i] !== '(x)>') continue;
      const inner = out[i + 1] as string;
      if (!(isNumber(inner) || FRACTION.test(inner)) || !lone(out, i + 1)) continue;
      const after = out[i + 2];
      if (after !== undefined && after !== '|' && !SIDE_END.has(after)) continue;
      rank += 1;
      out.splice(i, after === '|' ? 3 : 2, inner);
      changed = true;
    }
  }
  // a group opened at a side's start and left open to the side's end
  out.forEach((tok, i) => {
    if (tok !== '(x)>') return;
    const before = out[i - 1];
    if (before !== undefined && !EDGE_BEFORE.has(before)) return;
    let depth = 0;
    for (let j = i; j < out.length; j++) {
      const t = out[j] as string;
      if (t === '(x)>') depth++;
      else if (t === '|' && --depth === 0) return;
      else if (SIDE_END.has(t)) break;
    }
    rank += 1;
  });
  return { tokens: out, rank };
}

export function trickRank(tokens: readonly string[], zeroValue: boolean): number {
  const folded = fold(tokens);
  let rank = folded.rank + (zeroValue ? 3 : 0);
  const t = folded.tokens;
  t.forEach((tok, i) => {
    if (!lone(t, i)) return;
    const before = t[i - 1];
    const after = t[i + 1];
    const edgeBefore = before === undefined || EDGE_BEFORE.has(before);
    const timesOrDivide = (x: string | undefined): boolean => x !== undefined && (TIMES.has(x) || DIVIDE.has(x));
    if (tok === '0' || tok === 'ø') {
      if (timesOrDivide(before) || timesOrDivide(after)) rank += 2;
      else if ((before !== undefined && ADD.has(before)) || (edgeBefore && after !== undefined && ADD.has(after))) rank += 1;
    } else if (tok === '1') {
      // "× 1", "÷ 1", and "1 ×" where a term starts (a side's edge, or after + or −)
      const termStart = edgeBefore || (before !== undefined && ADD.has(before));
      if (timesOrDivide(before) || (termStart && after !== undefined && TIMES.has(after))) rank += 1;
    }
  });
  return rank;
}
