/**
 * What a student did in the prerendered home (index.html's copy, shown before
 * the app's script has run) that the app's takeover must not throw away: text
 * typed into a field (the share-code box), a box ticked, and where the caret
 * was. src/startApp.tsx captures it just before it replaces the copies and
 * restores it into the live screen's field with the same id just after its
 * first render, through an `input` event, so the screen's own state takes it
 * as if it had been typed there. A tile tapped before the app runs needs
 * nothing here: it changed the route, which the app opens.
 *
 * Ids: the prerendered copies other than English carry their ids suffixed
 * with the language (`code-input-fr`, src/build/prerender.ts); they are read
 * back without it. A field without an id is not carried (nothing would say
 * which live field it is).
 */

export interface TypedField {
  /** The live screen's id for the field. */
  id: string;
  tag: string;
  type: string;
  value: string;
  checked: boolean;
  /** Whether anything differs from the markup's own value (only then is it written back). */
  changed: boolean;
  focused: boolean;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
}

const FIELDS = 'input, textarea, select';

/** The id the app gives the field: a non-English copy's language suffix taken off. */
export function liveId(id: string, lang: string | undefined): string {
  return lang && lang !== 'en' && id.endsWith(`-${lang}`) ? id.slice(0, -(lang.length + 1)) : id;
}

function selectionOf(el: HTMLInputElement | HTMLTextAreaElement): TypedField['selection'] {
  try {
    // null on inputs without a caret (checkbox, number…); some throw instead
    if (el.selectionStart === null || el.selectionEnd === null) return null;
    return { start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

/** The fields in `root` a student has typed into, ticked or is in, before `root`'s content is replaced. */
export function captureInputs(root: ParentNode, active: Element | null = root.ownerDocument?.activeElement ?? null): TypedField[] {
  const out: TypedField[] = [];
  for (const el of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS))) {
    if (!el.id) continue;
    const focused = el === active;
    let changed = false;
    if (el.tagName === 'SELECT') {
      changed = Array.from((el as HTMLSelectElement).options).some((o) => o.selected !== o.defaultSelected);
    } else if (el.type === 'checkbox' || el.type === 'radio') {
      changed = (el as HTMLInputElement).checked !== (el as HTMLInputElement).defaultChecked;
    } else changed = el.value !== (el as HTMLInputElement | HTMLTextAreaElement).defaultValue;
    if (!changed && !focused) continue;
    const lang = (el.closest('.prerender[data-lang]') as HTMLElement | null)?.dataset.lang;
    out.push({
      id: liveId(el.id, lang),
      tag: el.tagName,
      type: el.type,
      value: el.value,
      checked: 'checked' in el ? el.checked : false,
      changed,
      focused,
      selection: el.tagName === 'SELECT' ? null : selectionOf(el as HTMLInputElement | HTMLTextAreaElement),
    });
  }
  return out;
}

/**
 * Writes captured fields into `root`'s live fields of the same id, tag and
 * type (others are left alone: the app may have opened another screen), and
 * puts the focus and caret back. Returns how many fields took a value.
 */
export function restoreInputs(root: ParentNode, fields: readonly TypedField[]): number {
  let written = 0;
  for (const f of fields) {
    const el = Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)).find((e) => e.id === f.id);
    if (!el || el.tagName !== f.tag || el.type !== f.type) continue;
    if (f.changed) {
      if (f.type === 'checkbox' || f.type === 'radio') (el as HTMLInputElement).checked = f.checked;
      else el.value = f.value;
      // the screen's handlers keep their state from these, as for a student's own typing (a box or a list also says `change`)
      el.dispatchEvent(new Event('input', { bubbles: true }));
      if (el.tagName === 'SELECT' || f.type === 'checkbox' || f.type === 'radio') el.dispatchEvent(new Event('change', { bubbles: true }));
      written++;
    }
    if (f.focused) {
      el.focus({ preventScroll: true });
      if (f.selection && el.tagName !== 'SELECT') {
        try {
          (el as HTMLInputElement).setSelectionRange(f.selection.start, f.selection.end, f.selection.direction);
        } catch {
          // a field type without a caret
        }
      }
    }
  }
  return written;
}
