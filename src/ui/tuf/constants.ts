/**
 * What the orange constant cube means in a match, in words: the preset face,
 * χ's declared value and how π is read. Shown wherever a student builds an
 * equation (lesson page, How to play, the seat, the cube's spoken label), so
 * a lesson with a preset χ never leaves the student guessing what χ is.
 */
import { faceSymbol, presetOrderPoints, type ConstantFace, type GameKey, type TufSettings } from '../../games/tuf';
import { hasConstantCube } from '../../games/tuf/matchParams';
import { t } from '../../i18n';

export interface ConstantSetup {
  game: GameKey;
  /** The constant cube added to a game 1–5 (MatchParams.constantCube). */
  constantCube?: boolean;
  constantPreset: ConstantFace | null;
  settings: Pick<TufSettings, 'chi' | 'chiCubes' | 'pi'>;
  /** With these (a match's params), order scoring is explained too. */
  orderScoring?: boolean;
  humans?: number;
  computers?: readonly unknown[];
}

/** A match's game in words: its name, with "+ constant cube" when the cube is added to a game 1–5. */
export function matchGameName(p: Pick<ConstantSetup, 'game' | 'constantCube'>): string {
  const name = t(`tuf.gameName.${p.game}`);
  return p.constantCube === true ? t('tuf.withConstant', { game: name }) : name;
}

/** Whether a face of the orange cube can turn up: the game has the cube, and it is not preset to another face. */
export function canShow(p: ConstantSetup, face: ConstantFace): boolean {
  return hasConstantCube(p) && (p.constantPreset === null || p.constantPreset === face);
}

/** π's reading in words ("π (pi) is 22/7."). */
export const piText = (pi: TufSettings['pi']): string => t(`tuf.const.pi.${pi}`);

/** χ's value in words ("χ (chi) is 12 in this game; it counts as 2 cubes."), or that it has none. */
export function chiText(s: ConstantSetup['settings']): string {
  if (s.chi === null) return t('tuf.const.chiNone');
  return s.chiCubes === 1 ? t('tuf.const.chi', { value: s.chi }) : t('tuf.const.chiCubes', { value: s.chi, n: s.chiCubes });
}

/** Full sentences for the lesson page and How to play (empty outside the constant game). */
export function constantNotes(p: ConstantSetup): string[] {
  if (!hasConstantCube(p)) return [];
  const out: string[] = [];
  if (p.constantPreset !== null) out.push(t('tuf.const.preset', { face: faceSymbol(p.constantPreset), words: t(`tuf.face.${p.constantPreset}`) }));
  if (canShow(p, 'chi')) out.push(chiText(p.settings));
  if (canShow(p, 'pi')) out.push(piText(p.settings.pi));
  const players = (p.humans ?? 0) + (p.computers?.length ?? 0);
  if (p.constantPreset !== null && p.orderScoring && players > 1) {
    const face = faceSymbol(p.constantPreset);
    out.push(t('tuf.order.rule', { face, first: presetOrderPoints(players, 1), second: presetOrderPoints(players, 2) }));
  }
  return out;
}

/** The short line shown in a seat while building ("Preset: χ · χ = 12"). */
export function constantLine(p: ConstantSetup): string | null {
  if (!hasConstantCube(p)) return null;
  const chi = canShow(p, 'chi') && p.settings.chi !== null ? t('tuf.const.short.chi', { value: p.settings.chi }) : null;
  const pi = canShow(p, 'pi') ? t(`tuf.const.short.pi.${p.settings.pi}`) : null;
  // a preset χ or π says its value in the same breath ("Preset cube: χ = 12")
  const own = p.constantPreset === 'chi' ? chi : p.constantPreset === 'pi' ? pi : null;
  if (p.constantPreset !== null) return t('tuf.const.short.preset', { face: own ?? faceSymbol(p.constantPreset) });
  const parts = [chi, pi].filter((x): x is string => x !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Words for a constant face in a cube's spoken label, with its value where the match gives one ("chi, worth 12"). */
export function constantFaceWords(face: string, settings: Pick<TufSettings, 'chi' | 'pi'>): string | null {
  if (face === 'chi' && settings.chi !== null) return t('tuf.face.chiValue', { value: settings.chi });
  if (face === 'pi') return t(`tuf.face.piReading.${settings.pi}`);
  return null;
}
