/** A short how-to-play for one TUF game, in our own words. */
import type { GameKey } from '../../games/tuf';
import { t, type MessageKey } from '../i18n';

export function HowTo(props: { game: GameKey }) {
  return (
    <div class="tuf-howto">
      <p>
        <strong>{t(`tuf.gameName.${props.game}` as MessageKey)}.</strong> {t(`tuf.howto.${props.game}` as MessageKey)}
      </p>
      <p>{t(props.game.startsWith('1c') ? 'tuf.howto.solo' : 'tuf.howto.common')}</p>
      <p>{t('tuf.howto.controls')}</p>
    </div>
  );
}
