/** DiceCulus as the app knows it (src/games/manifest.ts). */
import { erase, type GameManifest } from '../manifest';
import { diceculusEngine } from './game';

export const diceculus: GameManifest = { id: 'diceculus', engines: [erase(diceculusEngine)], facts: ['winners', 'end'] };
