/**
 * DiceCulus' guided first round: you against Pip (easy), a short game, on
 * the deal of seed `guide18` — you announce first, your card is a + b − c,
 * and with the split offered (3, 2, 2 dice) one roll of each letter kept
 * gives 18 + 6 − 4 = 20 (tests/ui/guide.test.tsx checks the deal, the dice
 * and the value).
 */
import { formatGameId, parseGameId } from '../../core/gameId';
import { DEFAULT_PARAMS, diceculusEngine, START_MOVE, type DiceMove, type DiceParams } from '../../games/diceculus/game';
import { describeGame } from '../diceculus/describe';
import { t } from '../../i18n';
import { createSession } from '../session';
import type { GuidePlan, GuideRoot } from './plan';

export const DICE_GUIDE_SEED = 'guide18';
export const DICE_GUIDE_PARAMS: DiceParams = { ...DEFAULT_PARAMS, rounds: 1 };
/** The card's value once each letter is rolled once and kept with the split offered. */
export const DICE_GUIDE_VALUE = 20;

const has = (root: GuideRoot, sel: string): boolean => root.querySelector(sel) !== null;

/** The opening moves: you, Pip (easy), then the start (as the setup's one person against a computer). */
export function diceGuideMoves(): DiceMove[] {
  return [{ t: 'join', name: t('diceculus.defaultName') }, { t: 'join', name: t('diceculus.botName.easy'), bot: 'easy' }, START_MOVE];
}

export const diceGuide: GuidePlan = {
  game: 'diceculus',
  name: 'diceculus.title',
  code: formatGameId({ game: 'diceculus', params: diceculusEngine.formatParams(DICE_GUIDE_PARAMS), seed: DICE_GUIDE_SEED }),
  start: async (store) => (await createSession(store, diceculusEngine, DICE_GUIDE_PARAMS, DICE_GUIDE_SEED, describeGame, { moves: diceGuideMoves() })).id,
  // one person on this device: a single join that is neither a computer nor a remote seat (pass the tablet has several)
  solo: (code, moves) => {
    try {
      const people = moves?.filter((m) => diceculusEngine.isMove(m) && m.t === 'join' && !m.bot && !m.remote).length ?? 1;
      return parseGameId(code).game === 'diceculus' && people === 1;
    } catch {
      return false;
    }
  },
  steps: [
    {
      id: 'announce',
      text: 'guide.diceculus.announce',
      vars: () => ({ announce: t('diceculus.announce') }),
      anchor: ['.dc-announce .btn-primary'],
      clear: ['.dc-split'],
      done: (r) => has(r, '.dc-solve, .dc-thinking, .dc-last'),
    },
    { id: 'roll', text: 'guide.diceculus.roll', anchor: ['.dc-roll-choice', '.dc-rolling'], clear: ['.dc-card'], done: (r) => has(r, '.dc-answer, .dc-last') },
    {
      id: 'answer',
      text: 'guide.diceculus.answer',
      vars: () => ({ check: t('diceculus.check') }),
      anchor: ['.dc-answer'],
      clear: ['.dc-card', '.dc-values'],
      done: (r) => has(r, '.dc-thinking, .dc-last'),
    },
    { id: 'end', text: 'guide.diceculus.end', anchor: ['.dc-aside', '.dc-table-button', '.dc-last'] },
  ],
};
