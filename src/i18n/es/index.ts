/**
 * The Spanish catalogue: the same keys as the English one (src/i18n/en), one file
 * per game. It is its own chunk, loaded only when Spanish is the active language
 * (tests/ui/catalogues.test.ts checks every key and placeholder against English).
 */
import type { MessageKey } from '../en';
import board from './board';
import common from './common';
import diceculus from './diceculus';
import guide from './guide';
import lessons from './lessons';
import live from './live';
import liveRace from './liveRace';
import mathable from './mathable';
import race from './race';
import scan from './scan';
import student from './student';
import tally from './tally';
import tuf from './tuf';
import words from './words';
import wordsPlay from './wordsPlay';
import wordsRotary from './wordsRotary';

export const es: Readonly<Record<MessageKey, string>> = {
  ...board,
  ...common,
  ...diceculus,
  ...guide,
  ...lessons,
  ...live,
  ...liveRace,
  ...mathable,
  ...race,
  ...scan,
  ...student,
  ...tally,
  ...tuf,
  ...words,
  ...wordsPlay,
  ...wordsRotary,
};
