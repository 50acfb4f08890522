/**
 * `pure(View, ['onTap'])`: a component that renders again only when one of
 * its props changed (compared one by one with ===). A tap changes one square
 * of a board or one seat of a table; the rest of the screen then costs
 * nothing to render again (no diff, no catalogue lookups).
 *
 * A change of language renders it again too (its words are not props).
 *
 * Callback props named in `callbacks` are not compared: a screen usually
 * makes them anew on every render. The view gets stable functions instead,
 * which call the newest callback, so it never calls a stale one.
 */
import { Component, h, type ComponentChildren, type FunctionComponent } from 'preact';
import { currentLanguage } from '../../i18n';

type Fn = (...args: never[]) => unknown;

export function pure<P extends object>(View: FunctionComponent<P>, callbacks: readonly (keyof P)[] = []): FunctionComponent<P> {
  const skip = new Set<PropertyKey>(callbacks);
  class Pure extends Component<P> {
    /** One stable function per callback prop, calling this.props' newest. */
    private readonly stable: Partial<Record<keyof P, Fn>> = {};
    /** The language of the last render. */
    private lang = currentLanguage();

    constructor(props: P) {
      super(props);
      for (const name of callbacks) {
        this.stable[name] = ((...args: never[]) => {
          const f = this.props[name] as unknown as Fn | undefined;
          return f?.(...args);
        }) as Fn;
      }
    }

    override shouldComponentUpdate(next: P): boolean {
      const a = this.props as Record<PropertyKey, unknown>;
      const b = next as Record<PropertyKey, unknown>;
      if (currentLanguage() !== this.lang) return true;
      for (const k in b) if (!skip.has(k) && a[k] !== b[k]) return true;
      for (const k in a) if (!(k in b)) return true;
      // A callback that comes or goes (not one that is merely new) changes what is drawn.
      for (const k of callbacks) if ((a[k as PropertyKey] === undefined) !== (b[k as PropertyKey] === undefined)) return true;
      return false;
    }

    override render() {
      this.lang = currentLanguage();
      const props = { ...this.props } as Record<PropertyKey, unknown>;
      for (const name of callbacks) if (props[name as PropertyKey] !== undefined) props[name as PropertyKey] = this.stable[name];
      return h(View, props as P);
    }
  }
  const Wrapped = Pure as unknown as FunctionComponent<P>;
  Wrapped.displayName = `pure(${View.displayName ?? View.name})`;
  return Wrapped;
}

/**
 * `<Kept deps={[a, b]}>{() => view}</Kept>`: draws `view` again only when one
 * of `deps` changed (compared one by one with ===) or the language did. For a
 * part of a screen built from many values of which a tap changes none (a race
 * table's centre while cubes move in a seat): the screen names what the part
 * shows, and its other renders cost nothing there. The part's handlers may be
 * from an earlier render, so whatever they call must read the newest state
 * (through a ref) or not depend on it.
 */
export class Kept extends Component<{ deps: readonly unknown[]; children: () => ComponentChildren }> {
  /** The language of the last render. */
  private lang = currentLanguage();

  override shouldComponentUpdate(next: { deps: readonly unknown[] }): boolean {
    if (currentLanguage() !== this.lang) return true;
    const before = this.props.deps;
    return before.length !== next.deps.length || next.deps.some((d, i) => d !== before[i]);
  }

  override render() {
    this.lang = currentLanguage();
    return this.props.children();
  }
}
