/**
 * Mathable's guided first round: you against one easy computer player, on
 * the deal of seed `guide12` — you play first and your rack is
 * 13 9 9 6 3 5 4. The 3 goes on the square right after the centre's 1 2
 * (row 7, column 9), since 1 + 2 = 3: three points on a plain square, no
 * extra tile (tests/ui/guide.test.ts checks the deal and the placement).
 */
import { formatGameId, parseGameId } from '../../core/gameId';
import { formatParams, parseParams, type MathableParams } from '../../games/mathable/engine';
import { pos } from '../../games/mathable/board';
import { t } from '../../i18n';
import { startGame } from '../mathable/Setup';
import type { GuidePlan, GuideRoot } from './plan';

export const MATHABLE_GUIDE_SEED = 'guide12';
export const MATHABLE_GUIDE_PARAMS: MathableParams = { seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }], hiddenRacks: false };
/** The tile the steps place and where (row, column from 0). */
export const MATHABLE_GUIDE_PLACE = { tile: 3, row: 6, col: 8 } as const;
const SQUARE = pos(MATHABLE_GUIDE_PLACE.row, MATHABLE_GUIDE_PLACE.col);

const has = (root: GuideRoot, sel: string): boolean => root.querySelector(sel) !== null;
/** Your score (the first player in the list) is above zero: your first turn is done. */
const scored = (root: GuideRoot): boolean => Number(root.querySelector('.mth-scores .mth-player-score')?.textContent ?? '0') > 0;

export const mathableGuide: GuidePlan = {
  game: 'mathable',
  name: 'mathable.title',
  cells: '.mth-sq',
  code: formatGameId({ game: 'mathable', params: formatParams(MATHABLE_GUIDE_PARAMS), seed: MATHABLE_GUIDE_SEED }),
  start: (store) => startGame(store, MATHABLE_GUIDE_PARAMS, [t('mathable.defaultYou'), t('mathable.defaultComputer', { n: 2 })], true, MATHABLE_GUIDE_SEED),
  solo: (code) => {
    try {
      const id = parseGameId(code);
      return id.game === 'mathable' && parseParams(id.params).seats.filter((s) => s.kind === 'human').length === 1;
    } catch {
      return false;
    }
  },
  steps: [
    { id: 'tile', text: 'guide.mathable.tile', anchor: ['.mth-rack'], done: (r) => has(r, '.mth-rack-tile.is-selected, .mth-sq.is-fresh') || scored(r) },
    {
      id: 'place',
      text: 'guide.mathable.place',
      anchor: [`.mth-sq[data-pos="${SQUARE}"]`, '.mth-board'],
      done: (r) => has(r, '.mth-sq.is-fresh') || scored(r),
    },
    {
      id: 'confirm',
      text: 'guide.mathable.confirm',
      vars: () => ({ undo: t('mathable.undo') }),
      anchor: ['.mth-actions .btn-primary'],
      clear: [`.mth-sq[data-pos="${SQUARE}"]`],
      done: scored,
    },
    { id: 'end', text: 'guide.mathable.end', anchor: ['.mth-scores'] },
  ],
};
