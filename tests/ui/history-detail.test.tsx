// @vitest-environment happy-dom
/**
 * The history reads each game's view of a finished game from its manifests:
 * its own detail view (Tally's sheets, Mathable's turns) or the facts its
 * DOM-free manifest names, worded where the game names them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { HistoryDetail } from '../../src/ui/HistoryScreen';
import type { HistoryRecord } from '../../src/storage';

afterEach(() => cleanup());

const record = (game: string, meta: Record<string, unknown>): HistoryRecord => ({
  id: `history-${game}`,
  game,
  code: `${game}:#s`,
  finishedAt: 0,
  players: [{ name: 'Ana', score: 12 }],
  meta,
});

/** The facts shown, as "term: value". */
const facts = (el: Element): string[] =>
  [...el.querySelectorAll('.history-facts > div')].map((d) => `${d.querySelector('dt')?.textContent}: ${d.querySelector('dd')?.textContent}`);

describe('a finished game in the history', () => {
  it('TUF: its game by name, the rounds, the hints, the winners', () => {
    const { container } = render(<HistoryDetail record={record('tuf', { game: '1c-b', rounds: 3, hintsUsed: false, winners: 'Ana', dict: 'school' })} />);
    expect(facts(container)).toEqual(['Game: 1C(b) · Solitaire with the big hand', 'Rounds: 3', 'Hints used: no', 'Winners: Ana']);
  });

  it('TUF words and Rotary (saved under its own id): the dictionary by name', () => {
    const words = render(<HistoryDetail record={record('words', { dict: 'school', rounds: 2, winners: 'Ana', game: '1c-b' })} />);
    expect(facts(words.container)).toEqual(['Dictionary: School (ages 8 and up)', 'Rounds: 2', 'Winners: Ana']);
    cleanup();
    const rotary = render(<HistoryDetail record={record('wordsrotary', { dict: 'school', rounds: 2, variation: 'rotary' })} />);
    expect(facts(rotary.container)).toEqual(['Dictionary: School (ages 8 and up)', 'Rounds: 2']);
  });

  it('DiceCulus: the END GAME SCOREs written the local way', () => {
    const { container } = render(<HistoryDetail record={record('diceculus', { winners: 'Ana', end: '-3 7/2' })} />);
    expect(facts(container)).toEqual(['Winners: Ana', 'END GAME SCORE: \u22123 · 7/2']);
  });

  it('Tally Rally and Mathable: their own views', () => {
    const tally = render(
      <HistoryDetail
        record={record('tally', {
          board: '1234123412341234',
          hintsUsed: true,
          sheets: [{ name: 'Ana', entries: [{ text: '1+2=3', points: 3, struck: false }] }],
        })}
      />,
    );
    expect(tally.container.querySelector('.history-sheet')?.textContent).toContain('1+2=3');
    expect(facts(tally.container)).toEqual([]);
    cleanup();
    const mathable = render(
      <HistoryDetail
        record={record('mathable', {
          log: [
            { name: 'Ana', placed: ['7'], points: 7 },
            { name: 'Bo', exchanged: 2 },
          ],
        })}
      />,
    );
    expect(mathable.container.querySelectorAll('.history-turns li')).toHaveLength(2);
  });

  it('a game this build does not have: the facts it keeps, as they are', () => {
    const { container } = render(<HistoryDetail record={record('chess', { rounds: 1, game: 'blitz' })} />);
    expect(facts(container)).toEqual(['Game: blitz', 'Rounds: 1']);
  });
});
