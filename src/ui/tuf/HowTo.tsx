/** A short how-to-play for one TUF game, in our own words; with a match's params, what its constant cube stands for. */
import type { GameKey } from '../../games/tuf';
import { GuideAgain } from '../guide/Guide';
import { tufGuide } from '../guide/tuf';
import { t } from '../../i18n';
import { constantNotes, matchGameName, type ConstantSetup } from './constants';

export function HowTo(props: { game: GameKey; params?: ConstantSetup }) {
  const notes = props.params ? constantNotes(props.params) : [];
  return (
    <div class="tuf-howto">
      <p>
        <strong>{props.params ? matchGameName(props.params) : t(`tuf.gameName.${props.game}`)}.</strong> {t(`tuf.howto.${props.game}`)}
      </p>
      {props.params?.constantCube === true && <p>{t('tuf.howto.constant')}</p>}
      {notes.length > 0 && (
        <ul class="tuf-constant-notes">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <p>{t(props.game.startsWith('1c') ? 'tuf.howto.solo' : 'tuf.howto.common')}</p>
      <p>{t('tuf.howto.controls')}</p>
      <GuideAgain plan={tufGuide} />
    </div>
  );
}
