// @vitest-environment happy-dom
/**
 * Scores in scoreboards and results are written the local way: grouped in
 * French (1 234), grouped from five digits in Spanish (1234, 12.345), a true
 * minus and a decimal comma. Fails when any scoreboard shows a score of four
 * or more digits ungrouped in French.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { Scoreboard } from '../../src/ui/components/Scoreboard';
import { HistoryDetail } from '../../src/ui/HistoryScreen';
import { ratText, scoreText } from '../../src/ui/diceculus/numbers';
import { switchLanguage } from '../../src/i18n';
import type { HistoryRecord } from '../../src/storage';
import { renderNormal } from '../../src/games/tuf';
import { NormalText } from '../../src/ui/tuf/Seat';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

/** Any run of four or more digits not split by a group separator. */
const UNGROUPED = /\d{4,}/;
const NNBSP = '\u202f';

/** The text of every element that holds text of its own (each table cell, each fact), so neighbouring cells never run together. */
const texts = (root: Element): string[] =>
  [...root.querySelectorAll('*')].filter((e) => e.children.length === 0 && (e.textContent ?? '') !== '').map((e) => e.textContent ?? '');

const record: HistoryRecord = {
  id: 'h-1',
  game: 'diceculus',
  code: 'diceculus:x#a',
  finishedAt: 1,
  players: [
    { name: 'Ana', score: 12345 },
    { name: 'Bo', score: 1234 },
  ],
  meta: { winners: 'Ana', end: '12345 -1234 7/2' },
};

describe('scores the local way', () => {
  it('French: every scoreboard groups its digits', async () => {
    await switchLanguage('fr');
    const { container } = render(
      <>
        <Scoreboard
          rows={[
            { name: 'Ana', rounds: [1234, 5678] },
            { name: 'Bo', rounds: [12, 3] },
          ]}
        />
        <HistoryDetail record={record} />
      </>,
    );
    const cells = texts(container);
    expect(cells.filter((c) => UNGROUPED.test(c))).toEqual([]);
    const text = cells.join(' | ');
    expect(text).toContain(`6${NNBSP}912`); // the total
    expect(text).toContain(`12${NNBSP}345`);
    expect(text).toContain(`\u22121${NNBSP}234`);
    expect(scoreText(-1234)).toBe(`\u22121${NNBSP}234`);
    expect(ratText({ n: -7n, d: 2n })).toBe('\u22127/2');
  });

  it('the check catches an ungrouped score', () => {
    expect('Ana 1234').toMatch(UNGROUPED);
    expect(`Ana 1${NNBSP}234`).not.toMatch(UNGROUPED);
  });

  it('Spanish groups from five digits; English with commas', async () => {
    await switchLanguage('es');
    const { container } = render(<Scoreboard rows={[{ name: 'Ana', rounds: [1234, 12345] }]} />);
    expect(container.textContent).toContain('1234');
    expect(container.textContent).toContain('13.579');
    cleanup();
    await switchLanguage('en');
    const en = render(<Scoreboard rows={[{ name: 'Ana', rounds: [1234, 12345] }]} />);
    expect(en.container.textContent).toContain('13,579');
  });

  it('TUF game 3: the slashed zero on the decimal point is a decimal comma in French and Spanish, a point in English', async () => {
    const { runs } = renderNormal('0 ø 5 x 4 = 2', '3');
    const shown = (): string => render(<NormalText runs={runs} />).container.textContent ?? '';
    expect(shown()).toContain('0.5');
    cleanup();
    for (const lang of ['fr', 'es'] as const) {
      await switchLanguage(lang);
      const text = shown();
      expect(text).toContain('0,5');
      expect(text).not.toContain('0.5');
      cleanup();
    }
  });
});
