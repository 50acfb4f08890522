/**
 * DiceCulus's answer on the class board, as its result code carries it (in
 * no language): the value of each of the card's unknowns the student played
 * with, then the points the card gave them, `a=9 b=7 c=7 → 16` (a constant
 * claimed in stage IV: `→ 50`). The best possible is written the same way, so
 * a teacher reads the two side by side, and the board tells whether anyone
 * reached it from the points after the arrow: a round's score also holds
 * what others robbed or gave (stages III and IV), the answer's points only
 * the student's own play.
 */
import type { Values } from '../games/diceculus/expr';

const ARROW = '→';

export function diceAnswer(letters: readonly string[], values: Values, points: number): string {
  const parts = letters.map((l) => `${l}=${values[l as keyof Values] ?? 0}`);
  return [...parts, ARROW, String(points)].join(' ');
}

/** The points of an answer written by `diceAnswer`; null for any other text (a result code of an earlier build declared the guess). */
export function diceAnswerPoints(text: string | undefined): number | null {
  const m = /→ (-?\d+)$/.exec(text ?? '');
  return m ? Number(m[1]) : null;
}
