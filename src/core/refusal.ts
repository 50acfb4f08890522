/**
 * The one shape of a refusal: why a move, code, setting or input was turned
 * down, as data, never words. Every error that says why extends
 * `RefusalError`; the message catalogue alone words it (`refusalText` in
 * src/i18n/core.ts, for the page and the command line alike).
 */

/** Values that explain a refusal, filled into the catalogue's sentence. */
export type RefusalVars = Readonly<Record<string, string | number>>;

/**
 * Why something was refused: `code` is short and stable (`notAdjacent`);
 * the catalogue words it under `<game>.refuse.<code>`. `cause`, when given,
 * is the refusal behind this one (a results code refused because one of its
 * equations is), worded into it as `{why}`.
 */
export interface Refusal<C extends string = string> {
  readonly code: C;
  readonly vars: RefusalVars;
  readonly cause?: Refusal;
}

export const refusal = <C extends string>(code: C, vars: RefusalVars = {}, cause?: Refusal): Refusal<C> => (cause ? { code, vars, cause } : { code, vars });

/**
 * The base of every error that says why as a refusal (a code with values),
 * never a sentence: its message is the code unless a subclass gives one for
 * logs; `code`, `vars` and `refusal` read the same refusal.
 */
export class RefusalError<C extends string = string> extends Error {
  readonly refusal: Refusal<C>;
  constructor(code: C, vars: RefusalVars = {}, options: { cause?: Refusal; message?: string } = {}) {
    super(options.message ?? code);
    this.refusal = refusal(code, vars, options.cause);
  }
  get code(): C {
    return this.refusal.code;
  }
  get vars(): RefusalVars {
    return this.refusal.vars;
  }
}

/** The refusal an error carries, or null for an error that is not one. */
export const refusalOfError = (e: unknown): Refusal | null => (e instanceof RefusalError ? e.refusal : null);

/** A refusal read under a prefix of its catalogue (`import` + `otherBoard` → `import.otherBoard`), its values and cause kept. */
export const within = (prefix: string, r: Refusal): Refusal => refusal(`${prefix}.${r.code}`, r.vars, r.cause);
