// @vitest-environment happy-dom
/**
 * The top notices in a screen (src/ui/components/Notices.tsx): the newest
 * passing confirmation shows in the header beside the title; an older one it replaces
 * leaves the view rather than moving into the screen's flow (which would
 * move the screen under a finger: the race results, issue 16); the others
 * (warnings, errors, notices with an action) still sit in the flow.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/preact';
import { useEffect } from 'preact/hooks';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider, useApp } from '../../../src/ui/context';
import { Screen } from '../../../src/ui/components/Screen';

afterEach(cleanup);

type Notify = ReturnType<typeof useApp>['notify'];

function Harness(props: { got(notify: Notify): void; inGame: boolean }) {
  const { notify, setInGame } = useApp();
  useEffect(() => {
    props.got(notify);
  }, [notify]);
  useEffect(() => setInGame(props.inGame), [props.inGame]);
  return (
    <Screen title="Results">
      <button type="button">Compare</button>
    </Screen>
  );
}

/** A screen on its own, or a game's (`inGame`: every notice goes to the top, clear of the game's buttons). */
function mount(inGame = false): { notify: Notify; container: HTMLElement } {
  let notify: Notify | null = null;
  const { container } = render(
    <AppProvider store={createStore(createMemoryBackend())}>
      <Harness got={(n) => (notify = n)} inGame={inGame} />
    </AppProvider>,
  );
  if (!notify) throw new Error('no notify');
  return { notify, container: container as HTMLElement };
}

const header = (c: HTMLElement): string | null => c.querySelector('.screen-header-notice')?.getAttribute('data-text') ?? null;
const inFlow = (c: HTMLElement): string[] => [...c.querySelectorAll('.notices-inline .notice .notice-text')].map((e) => e.textContent ?? '');

describe('top notices on a screen', () => {
  it('a newer passing confirmation replaces an older one in the header; the older does not move into the flow', () => {
    const { notify, container } = mount();
    act(() => notify({ kind: 'success', text: 'Tuffest is ready to work offline.' }));
    expect(header(container)).toBe('Tuffest is ready to work offline.');
    expect(inFlow(container)).toEqual([]);
    // beside the title, which stays on screen (issue 28: the notice hid it for its ten seconds)
    const title = container.querySelector('.screen-header h1.screen-title');
    expect(title?.textContent).toBe('Results');
    expect(title?.classList.contains('visually-hidden')).toBe(false);
    expect(title?.parentElement?.querySelector('.screen-header-notice')).toBeTruthy();
    act(() => notify({ kind: 'success', text: 'Saved to your finished games.' }));
    expect(header(container)).toBe('Saved to your finished games.');
    expect(inFlow(container)).toEqual([]);
    // screen readers read the header's notice from the notice area
    expect(container.querySelector('.notices-inline .visually-hidden')?.textContent).toBe('Saved to your finished games.');
  });

  it('a confirmation the app says on its own never takes the header from one that answers what the student did', () => {
    const { notify, container } = mount();
    act(() => notify({ kind: 'success', text: 'Imported 5,000 records.' }));
    act(() => notify({ kind: 'success', text: 'Tuffest is ready to work offline.', background: true }));
    expect(header(container)).toBe('Imported 5,000 records.');
    expect(inFlow(container)).toEqual([]);
    // the other way round, the student's answer takes the header at once
    act(() => notify({ kind: 'success', text: 'Saved to your finished games.' }));
    expect(header(container)).toBe('Saved to your finished games.');
  });

  it('in a game, a warning, a sticky confirmation and one with an action still sit in the flow', () => {
    const { notify, container } = mount(true);
    act(() => {
      notify({ kind: 'success', text: 'Saved.' });
      notify({ kind: 'warning', text: 'Not saved on this device.' });
      notify({ kind: 'success', text: 'Kept until dismissed.', sticky: true });
      notify({ kind: 'success', text: 'An update is ready.', action: { label: 'Update now', run: () => undefined } });
    });
    expect(header(container)).toBe('Saved.');
    expect(inFlow(container)).toEqual(['Not saved on this device.', 'Kept until dismissed.', 'An update is ready.']);
  });
});
