/**
 * The English catalogue: the shell's strings plus one file per game.
 * A new language adds a sibling folder with the same keys.
 */
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

export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
