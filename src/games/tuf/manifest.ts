/** TUF as the app knows it (src/games/manifest.ts): the race match with TUF maths as its hand. */
import { erase, type GameManifest } from '../manifest';
import { matchEngine } from './plugin';

export const tuf: GameManifest = { id: 'tuf', engines: [erase(matchEngine)], facts: ['game', 'rounds', 'hintsUsed', 'winners'] };
