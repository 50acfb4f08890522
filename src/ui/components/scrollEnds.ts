/**
 * A row that scrolls sideways says so: `useScrollEnds` marks its element `has-more-start` while there is more to its
 * left and `has-more-end` while there is more to its right (the stylesheet fades that edge), kept up to date as it
 * scrolls, resizes or its content changes. The classes are set on the element itself, so nothing renders again.
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

export function useScrollEnds(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = (): void => {
      const left = Math.abs(el.scrollLeft); // negative in a right-to-left row
      const rest = el.scrollWidth - el.clientWidth - left;
      el.classList.toggle('has-more-start', left > 1);
      el.classList.toggle('has-more-end', rest > 1);
    };
    mark();
    el.addEventListener('scroll', mark, { passive: true });
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    sized?.observe(el);
    const changed = new MutationObserver(mark);
    changed.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', mark);
      sized?.disconnect();
      changed.disconnect();
    };
  }, [ref]);
}
