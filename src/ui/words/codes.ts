/** TUF words' codes: the shared race codes (`src/ui/race/codes.ts`) bound to the words params. */
import { formatParams, parseParams, type WordsParams } from '../../games/words/params';
import { raceCodes } from '../race/codes';

export const wordsCodes = raceCodes<WordsParams>({
  game: 'words',
  formatParams,
  parseParams,
});
