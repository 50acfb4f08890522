/**
 * The English catalogue: the shell's strings plus one file per game.
 * A new language adds a sibling folder with the same keys.
 */
import common from './common';

export const en = {
  ...common,
} as const;

export type MessageKey = keyof typeof en;
