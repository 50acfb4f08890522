/**
 * How Mathable's wrong result is put into words: each check the tile fails
 * ("8 − 2 is 6"), listed, and the square's own operation first when it has
 * one. Registered with the catalogue's core (`composeRefusal`), so
 * `refusalText('mathable', …)` words it wherever this module is loaded (the
 * Mathable screens load it).
 */
import { problemOf } from '../games/mathable/engine';
import { OP_SIGN } from '../games/mathable/equations';
import { composeRefusal, t } from '.';

const OP_ONLY = {
  '+': 'mathable.refuse.opOnly.plus',
  '-': 'mathable.refuse.opOnly.minus',
  x: 'mathable.refuse.opOnly.times',
  '/': 'mathable.refuse.opOnly.divide',
} as const;

composeRefusal('mathable', 'wrongResult', (r, options) => {
  const p = problemOf(r);
  if (p?.code !== 'wrongResult') return r.code;
  const parts = p.checks.map((c) => {
    const big = Math.max(c.a, c.b),
      small = Math.min(c.a, c.b);
    const [x, y] = c.op === '-' || c.op === '/' ? [big, small] : [c.a, c.b];
    if (c.result === null) return small === 0 ? t('mathable.check.divZero', { a: x, b: y }, options) : t('mathable.check.uneven', { a: x, b: y }, options);
    return t('mathable.check', { a: x, op: OP_SIGN[c.op], b: y, result: c.result }, options);
  });
  const list =
    parts.length <= 1 ? (parts[0] ?? '') : t('mathable.list', { items: parts.slice(0, -1).join(', '), last: parts[parts.length - 1] ?? '' }, options);
  const body = t('mathable.refuse.wrong', { list, tile: p.tile }, options);
  return p.op ? `${t(OP_ONLY[p.op], undefined, options)} ${body}` : body;
});
