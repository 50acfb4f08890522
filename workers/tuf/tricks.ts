/**
 * How much of a trick a TUF equation is, so the solver can prefer an honest
 * equation of the same score: "best possible" should teach. Points:
 *   3  both sides are 0 (equating to zero: anything × 0 on each side),
 *   2  each 0 multiplied in or divided (× 0, 0 ×, 0 ÷ …),
 *   1  each 0 added or subtracted ("+ 0", "− 0", a lone "−0"),
 *   1  each 1 multiplied or divided ("× 1", "÷ 1", "1 ×" where a term starts).
 * 0 means no trick. Works on the engine's text notation (one token per cube).
 */
const NUMBER = /^(?:[0-9]|10|ø)$/;
const TIMES = new Set(['x', '(x)*', '(x)']);
const ADD = new Set(['+', '-']);

/** A standalone number: one number token with no number token touching it (in the same position). */
function lone(tokens: readonly string[], i: number): boolean {
  const isNum = (j: number): boolean => j >= 0 && j < tokens.length && NUMBER.test(tokens[j] as string);
  return !isNum(i - 1) && !isNum(i + 1);
}

export function trickRank(tokens: readonly string[], zeroValue: boolean): number {
  let rank = zeroValue ? 3 : 0;
  tokens.forEach((tok, i) => {
    if (!lone(tokens, i)) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const edgeBefore = before === undefined || before === '=';
    if (tok === '0' || tok === 'ø') {
      if ((before !== undefined && (TIMES.has(before) || before === '/')) || (after !== undefined && (TIMES.has(after) || after === '/'))) rank += 2;
      else if ((before !== undefined && ADD.has(before)) || (edgeBefore && after !== undefined && ADD.has(after))) rank += 1;
    } else if (tok === '1') {
      // "× 1", "÷ 1", and "1 ×" where a term starts (a side's edge, or after + or −)
      const termStart = edgeBefore || (before !== undefined && ADD.has(before));
      if ((before !== undefined && (TIMES.has(before) || before === '/')) || (termStart && after !== undefined && TIMES.has(after))) rank += 1;
    }
  });
  return rank;
}
