/**
 * Codes TUF passes between devices:
 *   roll code    the match's game id `tuf:…#seed`: every device on it rolls the same cubes
 *   lesson code  `tuf:…,n=<name>#L<check>`: a teacher's saved setup; the check
 *                catches a code changed by hand or cut short
 *   result code  `<seed>.<points per round>[.h].<check>`: what a device scored (`.h`: with hints), to compare
 */
import { checkCodeLimits, formatMatchParams, parseMatchParams, type MatchParams } from '../../games/tuf/matchParams';
import { raceCodes, type CodeRead as RaceCodeRead } from '../race/codes';

export { checksum, packName, readResultCode, resultCode, unpackName, type ResultRead } from '../race/codes';

const codes = raceCodes<MatchParams>({
  game: 'tuf',
  formatParams: formatMatchParams,
  parseParams: parseMatchParams,
  checkCodeLimits,
  otherGame: 'code.notTuf',
});

export const lessonCode = codes.lessonCode;
export type CodeRead = RaceCodeRead<MatchParams>;
/** Reads a lesson or roll code; never throws. Why a code is bad is a refusal (code + values), worded by `codeBadText`. */
export const readCode = codes.readCode;
/** Why a lesson or roll code cannot be opened, from the catalogue (`tuf.refuse.<code>`; a setting named by its key is worded under `tuf.param.<key>`). */
export const codeBadText = codes.codeBadText;
