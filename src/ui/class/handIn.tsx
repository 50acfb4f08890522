/**
 * Where the live hand-in of the lesson's game on screen stands (`useLiveHandIn`
 * in live.tsx writes it), for whatever else on the screen says it: the result
 * dialog, the lesson's settings in How to play, and the header's Lesson button
 * of the games without How to play. Small on purpose: the play screens load it
 * without the live lesson itself. 'off' without a class server.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import './live.css';

/** `ready`: joined, nothing to hand in yet; then `sending`, `sent`, or `offline` (kept on the device until the network is back). */
export type HandIn = 'off' | 'ready' | 'sending' | 'sent' | 'offline';

let now: HandIn = 'off';
const listeners = new Set<() => void>();

/** The lesson's game on screen hands in so now (one at a time: the game on screen). */
export function setHandIn(state: HandIn): void {
  if (state === now) return;
  now = state;
  for (const l of listeners) l();
}

/** The live hand-in's state, kept up to date. */
export function useHandIn(): HandIn {
  const [state, setState] = useState(now);
  useEffect(() => {
    const l = () => setState(now);
    listeners.add(l);
    l();
    return () => void listeners.delete(l);
  }, []);
  return state;
}

/** Where the live hand-in stands, in a line (nothing without a class server). */
export function HandInLine(props: { state: HandIn }) {
  if (props.state === 'off') return null;
  return (
    <p class="live-status" role="status" data-live={props.state}>
      {t(`live.${props.state}`)}
    </p>
  );
}
