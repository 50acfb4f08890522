/** Reading stage 3 of 4 (see lex.ts): the exact value of an expression tree. */
import { J, NumError, add, div, factorial, fromInt, logBase, mul, neg, pow, sub, type Exact, type Num } from '../../../core/exact';
import { tanDegrees } from '../tangent';
import type { Node } from './parse';

export interface Env {
  pi: Exact;
  chi: Num | null;
}

const R100: Exact = fromInt(100);
const R10: Exact = fromInt(10);

export function evaluate(node: Node, env: Env): Num {
  switch (node.t) {
    case 'num':
      return node.v;
    case 'const':
      if (node.c === 'pi') return env.pi;
      if (node.c === 'j') return J;
      if (env.chi === null) throw new NumError('num.chiUndeclared');
      return env.chi;
    case 'neg':
      return neg(evaluate(node.a, env));
    case 'bin': {
      const a = evaluate(node.a, env);
      const b = evaluate(node.b, env);
      switch (node.op) {
        case '+':
          return add(a, b);
        case '-':
          return sub(a, b);
        case '/':
          return div(a, b);
        default:
          return mul(a, b);
      }
    }
    case 'group':
      return evaluate(node.a, env);
    case 'pow':
      return pow(evaluate(node.a, env), evaluate(node.e, env));
    case 'post': {
      const a = evaluate(node.a, env);
      return node.p === '%' ? div(a, R100) : factorial(a);
    }
    case 'ratio':
      return div(evaluate(node.a, env), evaluate(node.b, env));
    case 'func': {
      const arg = evaluate(node.arg, env);
      let v = node.f === 'tan' ? tanDegrees(arg) : logBase(node.base !== null ? evaluate(node.base, env) : R10, arg);
      if (node.power !== null) v = pow(v, evaluate(node.power, env));
      return v;
    }
  }
}
