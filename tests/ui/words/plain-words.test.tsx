// @vitest-environment happy-dom
/**
 * TUF words in words a 10-year-old knows (issue 28): no "glass" or "seat" on its English screens (a sand timer, a
 * player), the 'E cube drawn as the E it plays as (a word read 'EMBOTIJANDO) and explained in How to play.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import en from '../../../src/i18n/en/wordsPlay';
import rotary from '../../../src/i18n/en/wordsRotary';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { CubeFace } from '../../../src/ui/words/Board';
import { HowTo } from '../../../src/ui/words/HowTo';

afterEach(cleanup);

describe('TUF words in plain words', () => {
  it('says "sand timer" and "player", never "glass" or "seat", on its screens (refusals apart)', () => {
    const screens = Object.entries({ ...en, ...rotary }).filter(([k]) => !k.includes('.refuse.'));
    expect(screens.filter(([, v]) => /\bglass|\bseats?\b/i.test(v.replace(/\{[^}]*\}/g, ''))).map(([k]) => k)).toEqual([]);
  });

  it('draws the ’E cube as an E with a small mark, and How to play says what it is', () => {
    const { container } = render(<CubeFace face="'E" />);
    const face = container.querySelector('.words-face');
    expect(face?.firstChild?.textContent).toBe('E');
    expect(face?.querySelector('.words-wild-mark')?.textContent).toBe('’');
    cleanup();
    const howTo = render(
      <AppProvider store={createStore(createMemoryBackend())}>
        <HowTo />
      </AppProvider>,
    );
    expect(howTo.container.textContent).toContain('A cube marked ’E is an E.');
  });
});
