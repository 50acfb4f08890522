// @vitest-environment happy-dom
/** pure(): a view renders again only when a compared prop changed, and always calls the newest callback. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Kept, pure } from '../../../src/ui/components/pure';
import { switchLanguage, t } from '../../../src/i18n';

afterEach(() => cleanup());

describe('pure', () => {
  it('skips renders when only callbacks are new, renders on a changed prop, and calls the newest callback', () => {
    let renders = 0;
    const Cell = pure(
      function Cell(props: { label: string; items: readonly number[]; onTap?: (label: string) => void }) {
        renders++;
        return (
          <button type="button" onClick={() => props.onTap?.(props.label)}>
            {props.label} {props.items.length}
          </button>
        );
      },
      ['onTap'],
    );
    const items = [1, 2];
    const calls: string[] = [];
    const { rerender } = render(<Cell label="a" items={items} onTap={(l) => calls.push(`first ${l}`)} />);
    expect(renders).toBe(1);
    rerender(<Cell label="a" items={items} onTap={(l) => calls.push(`second ${l}`)} />);
    expect(renders).toBe(1);
    fireEvent.click(screen.getByRole('button'));
    expect(calls).toEqual(['second a']);
    // A new array with the same contents is a change (props are compared with ===).
    rerender(<Cell label="a" items={[1, 2]} onTap={(l) => calls.push(`third ${l}`)} />);
    expect(renders).toBe(2);
    rerender(<Cell label="b" items={items} onTap={(l) => calls.push(`third ${l}`)} />);
    expect(renders).toBe(3);
    expect(screen.getByRole('button').textContent).toBe('b 2');
    // A callback taken away is a change too.
    rerender(<Cell label="b" items={items} />);
    expect(renders).toBe(4);
    fireEvent.click(screen.getByRole('button'));
    expect(calls).toEqual(['second a']);
  });

  it('renders again in a new language even when no prop changed (its words are not props)', async () => {
    let renders = 0;
    const Label = pure(function Label(props: { n: number }) {
      renders++;
      return (
        <p>
          {t('common.loading')} {props.n}
        </p>
      );
    });
    try {
      const { rerender } = render(<Label n={1} />);
      const english = screen.getByText(/1$/).textContent;
      rerender(<Label n={1} />);
      expect(renders).toBe(1);
      await switchLanguage('fr');
      rerender(<Label n={1} />);
      expect(renders).toBe(2);
      expect(screen.getByText(/1$/).textContent).not.toBe(english);
    } finally {
      await switchLanguage('en');
    }
  });
});

describe('Kept', () => {
  it('draws its part again only when a dependency or the language changed', async () => {
    let draws = 0;
    const part = (text: string) => () => {
      draws++;
      return (
        <p>
          {t('common.loading')} {text}
        </p>
      );
    };
    const round = { calls: [] as number[] };
    try {
      const { rerender } = render(<Kept deps={[round, 'a']}>{part('first')}</Kept>);
      expect(draws).toBe(1);
      // the same dependencies: the part stays as it was drawn, whatever the new function would draw
      rerender(<Kept deps={[round, 'a']}>{part('second')}</Kept>);
      expect(draws).toBe(1);
      expect(screen.getByText(/first$/)).toBeTruthy();
      // one dependency changed (compared with ===: a new object with the same contents is a change)
      rerender(<Kept deps={[{ calls: [] }, 'a']}>{part('third')}</Kept>);
      expect(draws).toBe(2);
      expect(screen.getByText(/third$/)).toBeTruthy();
      // a dependency more or fewer is a change too
      rerender(<Kept deps={[round]}>{part('fourth')}</Kept>);
      expect(draws).toBe(3);
      const english = screen.getByText(/fourth$/).textContent;
      await switchLanguage('fr');
      rerender(<Kept deps={[round]}>{part('fourth')}</Kept>);
      expect(draws).toBe(4);
      expect(screen.getByText(/fourth$/).textContent).not.toBe(english);
    } finally {
      await switchLanguage('en');
    }
  });
});
