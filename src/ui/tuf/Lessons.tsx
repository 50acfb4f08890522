/**
 * TUF's lesson links and codes: the shared race code screen
 * (`src/ui/race/Lessons.tsx`) bound to TUF's params, codes and summary.
 */
import { formatMatchParams, type MatchParams } from '../../games/tuf/matchParams';
import { t } from '../../i18n';
import { RaceFromCode, type LessonGame } from '../race/Lessons';
import { codeBadText, lessonCode, readCode } from './codes';
import { paramsOfLesson } from './Setup';
import { startMatch } from './start';
import { constantNotes, matchGameName } from './constants';

export function lessonSummary(p: MatchParams): string {
  const seats = p.humans + p.computers.length;
  return t('tuf.summary', {
    game: matchGameName(p),
    seats: seats === 1 ? t('tuf.summarySolo') : t('tuf.summarySeats', { n: seats }),
    n: p.rounds,
  });
}

export const tufLessons: LessonGame<MatchParams> = {
  game: 'tuf',
  summary: lessonSummary,
  notes: constantNotes,
  paramsOf: paramsOfLesson,
  formatParams: formatMatchParams,
  lessonCode,
  readCode,
  codeBadText,
  start: (store, p, seed) => startMatch(store, p, seed, null),
};

/** `#/tuf/code/<code>`: a lesson to play or keep, or a shared roll to join. */
export function FromCode(props: { code: string }) {
  return <RaceFromCode of={tufLessons} code={props.code} />;
}
