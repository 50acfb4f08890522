/** TUF words as the app knows it (src/games/manifest.ts): the race match, and Rotary saved under its own id. */
import { erase, type GameManifest } from '../manifest';
import { wordsEngine } from './plugin';
import { rotaryEngine } from './rotary';

export const words: GameManifest = { id: 'words', engines: [erase(wordsEngine), erase(rotaryEngine)], facts: ['dict', 'rounds', 'hintsUsed', 'winners'] };
