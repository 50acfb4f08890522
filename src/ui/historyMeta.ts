/** Reading a history record's `meta` (saved by any build, so checked as it is read) for the history's detail views. */
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A text or a finite number as text; anything else as ''. */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
