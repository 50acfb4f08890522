/**
 * TUF's guided first round: game 1C(a) solitaire, one round, the validity
 * light on, on the roll of seed `guide29` — 2 3 5 7 7 8 + ÷ − × = — where
 * 2 + 3 = 5 is a true equation a newcomer builds in five taps
 * (tests/ui/guide.test.ts checks the roll and the equation).
 */
import { parseGameId, formatGameId } from '../../core/gameId';
import { defaultParams, type MatchParams } from '../../games/tuf/matchParams';
import { matchEngine } from '../../games/tuf/plugin';
import { startMatch } from '../tuf/start';
import { t } from '../../i18n';
import type { GuidePlan, GuideRoot } from './plan';

export const TUF_GUIDE_SEED = 'guide29';
export const TUF_GUIDE_PARAMS: MatchParams = { ...defaultParams('1c-a'), rounds: 1, validityLight: true };
/** The equation the steps walk through, in the project's notation. */
export const TUF_GUIDE_EQUATION = '2 + 3 = 5';

const has = (root: GuideRoot, sel: string): boolean => root.querySelector(sel) !== null;

export const tufGuide: GuidePlan = {
  game: 'tuf',
  name: 'tuf.title',
  code: formatGameId({ game: 'tuf', params: matchEngine.formatParams(TUF_GUIDE_PARAMS), seed: TUF_GUIDE_SEED }),
  start: (store) => startMatch(store, TUF_GUIDE_PARAMS, TUF_GUIDE_SEED, null),
  solo: (code) => {
    try {
      const id = parseGameId(code);
      return id.game === 'tuf' && matchEngine.parseParams(id.params).humans === 1;
    } catch {
      return false;
    }
  },
  steps: [
    {
      id: 'roll',
      text: 'guide.tuf.roll',
      vars: () => ({ roll: t('tuf.roll') }),
      anchor: ['.tuf-ready .btn-primary'],
      done: (r) => has(r, '.tuf-tray, .tuf-line, .tuf-results'),
    },
    { id: 'cube', text: 'guide.tuf.cube', anchor: ['.tuf-tray'], done: (r) => has(r, '.tuf-line .tuf-cube, .tuf-results') },
    {
      id: 'true',
      text: 'guide.tuf.true',
      vars: () => ({ takeBack: t('tuf.takeBack') }),
      anchor: ['.tuf-tray', '.tuf-line'],
      clear: ['.tuf-light', '.tuf-line'],
      done: (r) => has(r, '.tuf-light.is-true, .tuf-results'),
    },
    { id: 'call', text: 'guide.tuf.call', vars: () => ({ call: t('tuf.call.solo') }), anchor: ['.tuf-call'], done: (r) => has(r, '.tuf-results') },
    { id: 'end', text: 'guide.tuf.end', anchor: ['.tuf-result'] },
  ],
};
