/** Tally Rally as the app knows it (src/games/manifest.ts). Its history shows every sheet (src/ui/tally/HistoryDetail.tsx). */
import { erase, type GameManifest } from '../manifest';
import { tallyEngine } from './round';

export const tally: GameManifest = { id: 'tally', engines: [erase(tallyEngine)], facts: ['hintsUsed'] };
