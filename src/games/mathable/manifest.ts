/** Mathable as the app knows it (src/games/manifest.ts). Its history shows every turn (src/ui/mathable/HistoryDetail.tsx). */
import { erase, type GameManifest } from '../manifest';
import { mathable as mathableEngine } from './engine';

export const mathable: GameManifest = { id: 'mathable', engines: [erase(mathableEngine)], facts: [] };
