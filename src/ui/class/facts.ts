/**
 * What the teacher set for a lesson, in words, for the student who joins it:
 * the game, rounds and minutes, hints, the validity light, the constant cube
 * (preset face, what χ stands for), the class word list, who else plays.
 * Throws when the game cannot read the lesson's settings (the join screen
 * says so).
 */
import type { Lesson } from '../../class/lesson';
import { hintsOn, isSolitaire, parseMatchParams } from '../../games/tuf/matchParams';
import { parseParams as parseWordsParams } from '../../games/words/params';
import { tallyEngine } from '../../games/tally/round';
import { hintsAllowed as mathableHints, parseParams as parseMathableParams } from '../../games/mathable/engine';
import { parseParams as parseDiceParams } from '../../games/diceculus/game';
import { t } from '../../i18n';
import { constantNotes, matchGameName } from '../tuf/constants';
import { diceComputers, diceParams } from './start';

const against = (n: number): string => (n === 0 ? t('student.fact.alone') : t('student.fact.computers', { count: n }));

export function lessonFacts(lesson: Pick<Lesson, 'game' | 'params'>): string[] {
  const out: string[] = [];
  switch (lesson.game) {
    case 'tuf': {
      const p = parseMatchParams(lesson.params);
      out.push(matchGameName(p));
      out.push(t('student.fact.rounds', { count: p.rounds }));
      if (isSolitaire(p)) out.push(t('student.fact.minutes', { count: p.soloMinutes }));
      out.push(hintsOn(p) ? t('student.fact.hintsOn') : t('student.fact.hintsOff'));
      out.push(p.validityLight ? t('student.fact.lightOn') : t('student.fact.lightOff'));
      out.push(...constantNotes(p));
      out.push(against(p.computers.length));
      break;
    }
    case 'words': {
      const p = parseWordsParams(lesson.params);
      out.push(t('student.fact.rounds', { count: p.rounds }));
      if (p.solitaire || p.humans + p.computers.length === 1) out.push(t('student.fact.minutes', { count: p.soloMinutes }));
      out.push(t('student.fact.dict', { name: t(`words.dict.${p.dict}`) }));
      out.push(p.validityLight ? t('student.fact.lightOn') : t('student.fact.lightOff'));
      if (p.teacherWords.length > 0) {
        out.push(t(p.teacherOnly ? 'student.fact.listOnly' : 'student.fact.list', { words: p.teacherWords.join(', ') }));
      }
      out.push(against(p.computers.length));
      break;
    }
    case 'tally': {
      const p = tallyEngine.parseParams(lesson.params);
      out.push(t('student.fact.timer', { count: Math.round(p.seconds / 60) }));
      out.push(p.parens ? t('student.fact.brackets') : t('student.fact.noBrackets'));
      out.push(p.hints === true ? t('student.fact.hintsOn') : t('student.fact.hintsOff'));
      out.push(t('student.fact.alone'));
      break;
    }
    case 'mathable': {
      const p = parseMathableParams(lesson.params);
      out.push(mathableHints(p) ? t('student.fact.hintsOn') : t('student.fact.hintsOff'));
      out.push(against(p.seats.filter((s) => s.kind === 'computer').length));
      break;
    }
    case 'diceculus': {
      const p = parseDiceParams(diceParams(lesson.params));
      out.push(t('student.fact.faces', { n: p.faces }));
      out.push(against(diceComputers(lesson.params).length));
      break;
    }
    default:
      throw new Error(`game ${lesson.game}`);
  }
  return out;
}
