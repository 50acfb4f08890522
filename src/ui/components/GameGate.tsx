/**
 * What every game screen shows until its saved game is ready to play
 * (`usePersistentGame`'s status): "Loading…", the game gone from the device
 * or damaged (said in words, with a way to a new game), or played in another
 * tab (`GameElsewhere`). A screen returns it while its status is not
 * 'ready': `if (game.status !== 'ready' || !state) return <GameGate … />`.
 */
import { t } from '../../i18n';
import type { PersistentGame } from '../session';
import { GameElsewhere } from './GameElsewhere';
import { Screen } from './Screen';

export function GameGate(props: {
  game: Pick<PersistentGame<unknown, unknown, unknown>, 'status' | 'elsewhere' | 'takeOver'>;
  title: string;
  /** The game's own page (its setup): the back arrow and "New game" lead there. */
  back: string;
  /** This game's words for a saved game no longer on the device, and for starting a new one. */
  missing: string;
  newGame: string;
}) {
  const { game, title, back } = props;
  if (game.status === 'elsewhere') return <GameElsewhere title={title} back={back} why={game.elsewhere} takeOver={game.takeOver} />;
  if (game.status === 'missing' || game.status === 'broken') {
    return (
      <Screen title={title} back={back}>
        <p role="status">{game.status === 'missing' ? props.missing : t('notice.damagedGame')}</p>
        <a class="btn btn-primary" href={back}>
          {props.newGame}
        </a>
      </Screen>
    );
  }
  return (
    <Screen title={title} back={back}>
      <p class="loading" aria-busy="true">
        {t('common.loading')}
      </p>
    </Screen>
  );
}
