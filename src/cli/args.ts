/** Tiny argument reader for the command line: `--name value` and `--flag`. */

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Args {
  /** Positional words after the verb. */
  rest: string[];
  has(name: string): boolean;
  /** The value of --name, or undefined. */
  get(name: string): string | undefined;
  /** The value of --name; a UsageError when it is missing. */
  need(name: string): string;
  /** An integer option with a default, checked against a range. */
  int(name: string, fallback: number, min?: number, max?: number): number;
  /** Throws a UsageError naming any option not in the list. */
  only(...names: string[]): void;
}

export function parseArgs(argv: readonly string[]): Args {
  const values = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) {
        values.set(a.slice(2, eq), a.slice(eq + 1));
      } else {
        const next = argv[i + 1];
        if (next !== undefined && !next.startsWith('--')) {
          values.set(a.slice(2), next);
          i++;
        } else {
          values.set(a.slice(2), '');
        }
      }
    } else {
      rest.push(a);
    }
  }
  const args: Args = {
    rest,
    has: (name) => values.has(name),
    get: (name) => values.get(name),
    need(name) {
      const v = values.get(name);
      if (v === undefined || v === '') throw new UsageError(`--${name} is required`);
      return v;
    },
    int(name, fallback, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
      const v = values.get(name);
      if (v === undefined) return fallback;
      if (!/^-?\d+$/.test(v)) throw new UsageError(`--${name} takes a whole number, got "${v}"`);
      const n = Number(v);
      if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}`);
      return n;
    },
    only(...names) {
      for (const k of values.keys()) {
        if (!names.includes(k)) throw new UsageError(`unknown option --${k}`);
      }
    },
  };
  return args;
}
