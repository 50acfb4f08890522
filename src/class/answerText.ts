/**
 * A round's answer as the game prints it, for the class board, its CSV and
 * the rounds' best: result codes carry what a student declared in the game's
 * own notation (TUF's `chi = 3 + 9`, Tally Rally's `3*4=12`); a teacher reads
 * TUF's normal notation (χ = 3 + 9, with the lesson's rules) and Tally's signs
 * (3 × 4 = 12). TUF words' crosswords and DiceCulus's plays read as they are.
 * Text the game cannot read stays as it came.
 */
import type { Lesson } from './lesson';
import { parseMatchParams, rulesKey } from '../games/tuf/matchParams';
import { renderNormal } from '../games/tuf/check';
import { prettyText } from '../games/tally/equation';

export type AnswerText = (text: string) => string;

export function answerText(game: string, lesson: Pick<Lesson, 'game' | 'params'> | null): AnswerText {
  if (game === 'tally') return prettyText;
  if (game === 'tuf') {
    let rules: ReturnType<typeof rulesKey> = '1';
    let settings: ReturnType<typeof parseMatchParams>['settings'] | undefined;
    try {
      if (lesson?.game === 'tuf') {
        const p = parseMatchParams(lesson.params);
        rules = rulesKey(p);
        settings = p.settings;
      }
    } catch {
      // a lesson from a newer build: the basic rules still print the symbols
    }
    const shown = new Map<string, string>();
    return (text) => {
      let out = shown.get(text);
      if (out === undefined) {
        try {
          out = renderNormal(text, rules, settings).text || text;
        } catch {
          out = text;
        }
        shown.set(text, out);
      }
      return out;
    };
  }
  return (text) => text;
}
