// @vitest-environment happy-dom
/**
 * The router (src/ui/router.ts): a hash that changes while the app is still
 * starting — after the first render read it, before the listener was on (a
 * lesson link opened as the page loads) — is followed, not lost.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { useRoute } from '../../src/ui/router';

afterEach(cleanup);

it('follows a hash changed between the first render and the listener', () => {
  history.replaceState(null, '', '#/tuf');
  let first = true;
  function Shown() {
    const route = useRoute();
    if (first) {
      first = false;
      // no hashchange event reaches anyone yet: the link arrives while the first render is on screen
      history.replaceState(null, '', '#/tuf/code/abc');
    }
    return <p data-testid="route">{route.join('/')}</p>;
  }
  render(<Shown />);
  expect(screen.getByTestId('route').textContent).toBe('tuf/code/abc');
});
