/**
 * Tally Rally's guided first round: one writer alone, the usual 3-minute
 * timer, on the board of seed `guide61` — its top row is 2 2 3 5, so the
 * student traces the 2, 3 and 5 at the end of that row and signs them
 * 2 + 3 = 5 (tests/ui/guide.test.ts checks the board and the equation).
 */
import { formatGameId, parseGameId } from '../../core/gameId';
import { DEFAULT_PARAMS, tallyEngine, type TallyParams } from '../../games/tally/round';
import { t } from '../../i18n';
import { createSession } from '../session';
import { describeRound } from '../tally/describe';
import type { GuidePlan, GuideRoot } from './plan';

export const TALLY_GUIDE_SEED = 'guide61';
export const TALLY_GUIDE_PARAMS: TallyParams = { ...DEFAULT_PARAMS };
/** The tiles the steps trace (top row, columns 2–4) and the equation they make. */
export const TALLY_GUIDE_CELLS = [1, 2, 3] as const;
export const TALLY_GUIDE_EQUATION = '2+3=5';

const has = (root: GuideRoot, sel: string): boolean => root.querySelector(sel) !== null;
const count = (root: GuideRoot, sel: string): number => root.querySelectorAll(sel).length;

export const tallyGuide: GuidePlan = {
  game: 'tally',
  name: 'tally.title',
  cells: '.tally-tile',
  code: formatGameId({ game: 'tally', params: tallyEngine.formatParams(TALLY_GUIDE_PARAMS), seed: TALLY_GUIDE_SEED }),
  start: async (store) => {
    const record = await createSession(store, tallyEngine, TALLY_GUIDE_PARAMS, TALLY_GUIDE_SEED, describeRound, {
      moves: [{ t: 'join', name: t('tally.defaultName') }],
    });
    return record.id;
  },
  solo: (code) => {
    try {
      return parseGameId(code).game === 'tally';
    } catch {
      return false;
    }
  },
  steps: [
    { id: 'go', text: 'guide.tally.go', anchor: ['.tally-go'], done: (r) => has(r, '.tally-play, .tally-results') },
    {
      id: 'trace',
      text: 'guide.tally.trace',
      anchor: ['.tally-board.is-live'],
      done: (r) => count(r, '.tally-eq .tally-digit') >= 3 || has(r, '.tally-entries li, .tally-results'),
    },
    {
      id: 'signs',
      text: 'guide.tally.signs',
      vars: () => ({ add: t('tally.add') }),
      anchor: ['.tally-signs'],
      clear: ['.tally-eq', '.tally-add'],
      done: (r) => has(r, '.tally-entries li, .tally-results'),
    },
    {
      id: 'finish',
      text: 'guide.tally.finish',
      vars: () => ({ done: t('tally.done'), finish: t('tally.finishNow') }),
      anchor: ['.tally-sheet-head .btn', '.tally-see'],
      clear: ['.tally-entries'],
      done: (r) => has(r, '.tally-results'),
    },
    { id: 'end', text: 'guide.tally.end', anchor: ['.tally-result-sheet'] },
  ],
};
