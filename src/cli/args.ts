/**
 * The command line's argument reader, on Node's own `util.parseArgs`.
 *
 * Each game module declares its options once (`CliGame.options`): a `string`
 * option takes a value (`--board 123…` or `--board=123…`); a `flag` is on when
 * given alone (`--parens`) and also takes an explicit on/off word
 * (`--final yes`, `--exponent-bonus=off`), as the command line always has.
 * Before Node reads the words, `--name value` is joined into `--name=value`, so
 * a value that starts with a dash (`--equation "- 8 / - 4 = 2"`) is still a
 * value. Anything Node refuses (an unknown option, a missing value) becomes a
 * UsageError: exit 2 with the message on stderr.
 */
import { parseArgs as nodeParseArgs } from 'node:util';

export class UsageError extends Error {
  override name = 'UsageError';
}

export type OptionKind = 'string' | 'flag';
export type OptionSpec = Readonly<Record<string, OptionKind>>;

export interface Args {
  /** Positional words after the verb. */
  rest: string[];
  has(name: string): boolean;
  /** The value of --name ('' for a flag given alone), or undefined. */
  get(name: string): string | undefined;
  /** The value of --name; a UsageError when it is missing. */
  need(name: string): string;
  /** An integer option with a default, checked against a range. */
  int(name: string, fallback: number, min?: number, max?: number): number;
  /** Throws a UsageError naming any option given that this verb does not take. */
  only(...names: string[]): void;
}

const SWITCH_WORDS = new Set(['on', 'off', 'yes', 'no', 'true', 'false', '1', '0']);

/** `--name value` → `--name=value` for declared options (a flag only joins an on/off word). */
function joinValues(argv: readonly string[], spec: OptionSpec): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const kind = a.startsWith('--') && !a.includes('=') ? spec[a.slice(2)] : undefined;
    const next = argv[i + 1];
    if (kind === 'string' && next !== undefined && !next.startsWith('--')) {
      out.push(`${a}=${next}`);
      i++;
    } else if (kind === 'flag') {
      if (next !== undefined && SWITCH_WORDS.has(next.toLowerCase())) {
        out.push(`${a}=${next}`);
        i++;
      } else {
        out.push(`${a}=`);
      }
    } else {
      out.push(a);
    }
  }
  return out;
}

function usageMessage(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  const code = (e as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const m = /'(-[^']*)'/.exec(msg);
    return `unknown option ${m ? m[1] : msg}`;
  }
  return msg;
}

export function parseArgs(argv: readonly string[], spec: OptionSpec): Args {
  const options: Record<string, { type: 'string' }> = {};
  for (const name of Object.keys(spec)) options[name] = { type: 'string' };
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = nodeParseArgs({ args: joinValues(argv, spec), options, strict: true, allowPositionals: true }) as typeof parsed;
  } catch (e) {
    throw new UsageError(usageMessage(e));
  }
  const values = new Map<string, string>();
  for (const [k, v] of Object.entries(parsed.values)) if (typeof v === 'string') values.set(k, v);
  return {
    rest: parsed.positionals,
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
}
