/**
 * A TUF cube as on the table: its colour and its symbol (colour is never the
 * only signal), big enough to read at arm's length, a real button labelled
 * for screen readers ("red cube, plus").
 */
import type { ButtonHTMLAttributes } from 'preact';
import { useMemo } from 'preact/hooks';
import { rulesOf, faceSymbol, type Face, type RulesKey, type RolledCube, type TufSettings } from '../../games/tuf';
import { constantFaceWords } from './constants';
import { t } from '../../i18n';
import { pure } from '../components/pure';
import { uiClock } from '../clock';

/** The symbol printed on a face: the engine's one table. */
export { faceSymbol };

/** Words for a face ("one half", "slashed zero", or "decimal point" in game 3 on). */
export function faceWords(face: Face, game: RulesKey): string {
  if (face === 'ø' && rulesOf(game).decimals) return t('tuf.face.ø3');
  return t(`tuf.face.${face}`);
}

/** A cube's spoken label; with the match's settings a χ says its value and a π its reading ("orange cube, chi, worth 12"). */
export function cubeLabel(cube: RolledCube, game: RulesKey, settings?: Pick<TufSettings, 'chi' | 'pi'>): string {
  const face = (settings && rulesOf(game).constant ? constantFaceWords(cube.face, settings) : null) ?? faceWords(cube.face, game);
  return t('tuf.cubeLabel', { colour: t(`tuf.colour.${cube.colour}`), face });
}

/**
 * The face drawn: fractions stacked, everything else as printed. The symbol
 * is drawn by CSS from a data attribute, so the button's name is its label
 * alone ("blue cube, three"), never "3" against "three".
 */
export function FaceMark(props: { face: Face }) {
  const f = props.face;
  if (f.startsWith('1/')) {
    return (
      <span class="tuf-frac" aria-hidden="true">
        <span class="tuf-frac-num" data-text="1" />
        <span class="tuf-frac-den" data-text={f.slice(2)} />
      </span>
    );
  }
  return <span class={`tuf-face ${f.length > 2 ? 'tuf-face-long' : ''}`} aria-hidden="true" data-text={faceSymbol(f)} />;
}

export type CubeProps = {
  cube: RolledCube;
  game: RulesKey;
  /** The match's settings: a χ or π cube's label then says what it stands for. */
  settings?: Pick<TufSettings, 'chi' | 'pi'>;
  label?: string;
  position?: 'normal' | 'sup' | 'sub';
  selected?: boolean;
  small?: boolean;
  /** Extra mark drawn on a (×) cube for its chosen reading. */
  reading?: string;
  /**
   * A cube that appears before this moment (ms since 1970) tumbles in. Decided when it appears (or the moment
   * changes, a new roll), so the tumble's end changes no prop and renders nothing: the finished animation leaves
   * the cube as it would be without it (the tray's cubes have no transform of their own).
   */
  tumbleUntil?: number;
  tumbleDelay?: number;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'label'> & { 'data-line-index'?: number };

/**
 * A cube renders again only when its own props change (a tap changes one or
 * two cubes of a seat, not the eleven others); its handlers are new on every
 * render of the seat, and it calls the newest.
 */
export const Cube = pure(
  function Cube(props: CubeProps) {
    const { cube, game, settings, label, position, selected, small, reading, tumbleUntil, tumbleDelay, class: cls, ...rest } = props;
    const tumble = useMemo(() => tumbleUntil !== undefined && uiClock().now() < tumbleUntil, [tumbleUntil]);
    const classes = [
      'tuf-cube',
      `tuf-cube-${cube.colour}`,
      position && position !== 'normal' ? `tuf-pos-${position}` : '',
      selected ? 'is-selected' : '',
      small ? 'tuf-cube-small' : '',
      tumble ? 'tuf-tumble' : '',
      typeof cls === 'string' ? cls : '',
    ].join(' ');
    return (
      <button
        type="button"
        class={classes}
        aria-label={label ?? cubeLabel(cube, game, settings)}
        aria-pressed={selected === undefined ? undefined : selected}
        style={tumble && tumbleDelay ? { animationDelay: `${tumbleDelay}ms` } : undefined}
        {...rest}
      >
        <FaceMark face={cube.face} />
        {reading && <span class="tuf-reading" aria-hidden="true" data-text={reading} />}
      </button>
    );
  },
  ['onClick', 'onPointerDown'],
);
