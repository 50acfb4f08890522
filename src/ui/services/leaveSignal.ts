/**
 * A screen's `AbortSignal`, aborted when the screen goes away: every solver
 * call a screen makes carries it, so a search nobody waits for any more is
 * cancelled (its worker stopped) and the next screen's call is answered
 * without waiting behind it.
 */
import { useEffect, useRef } from 'preact/hooks';

export function useLeaveSignal(): AbortSignal {
  const ctrl = useRef<AbortController | null>(null);
  ctrl.current ??= new AbortController();
  useEffect(() => {
    // Mounted again after a cleanup (a parent re-keyed it): a fresh signal for the new life.
    if (ctrl.current?.signal.aborted) ctrl.current = new AbortController();
    const mine = ctrl.current;
    return () => mine?.abort();
  }, []);
  return ctrl.current.signal;
}
