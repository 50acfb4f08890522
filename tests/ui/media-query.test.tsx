// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { useMediaQuery } from '../../src/ui/context';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A matchMedia whose lists can be switched from the test; counts the lists it makes. */
function fakeMatchMedia() {
  const lists: { media: string; matches: boolean; listeners: Set<() => void> }[] = [];
  const matchMedia = vi.fn((media: string) => {
    const list = {
      media,
      matches: media.includes('dark'),
      listeners: new Set<() => void>(),
      addEventListener: (_: string, f: () => void) => list.listeners.add(f),
      removeEventListener: (_: string, f: () => void) => list.listeners.delete(f),
    };
    lists.push(list);
    return list;
  });
  return { matchMedia, lists };
}

function Probe(props: { query: string }) {
  const [n, setN] = useState(0);
  const on = useMediaQuery(props.query);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`${on ? 'yes' : 'no'} ${n}`}
    </button>
  );
}

describe('useMediaQuery', () => {
  it('makes one media query list per query, not one per render, and follows its changes', async () => {
    const fake = fakeMatchMedia();
    vi.stubGlobal('matchMedia', fake.matchMedia);
    render(<Probe query="(prefers-color-scheme: light)" />);
    for (let i = 0; i < 5; i++) await act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('no 5');
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
    const list = fake.lists[0]!;
    list.matches = true;
    await act(() => list.listeners.forEach((f) => f()));
    expect(screen.getByRole('button').textContent).toBe('yes 5');
  });

  it('a new query text answers for the new query', async () => {
    const fake = fakeMatchMedia();
    vi.stubGlobal('matchMedia', fake.matchMedia);
    const { rerender } = render(<Probe query="(prefers-color-scheme: light)" />);
    expect(screen.getByRole('button').textContent).toBe('no 0');
    rerender(<Probe query="(prefers-color-scheme: dark)" />);
    await act(async () => undefined);
    expect(screen.getByRole('button').textContent).toBe('yes 0');
    expect(fake.matchMedia).toHaveBeenCalledTimes(2);
    // the old list is no longer listened to
    expect(fake.lists[0]!.listeners.size).toBe(0);
  });
});
