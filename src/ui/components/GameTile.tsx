/** A game's tile as a link: its badge, title and blurb in its colour (home's list of games, the new-lesson game picker). */
import { t } from '../../i18n';
import type { GameEntry } from '../gameScreens';

export function GameTile(props: { game: GameEntry; href: string }) {
  const g = props.game;
  return (
    <a class="game-tile" href={props.href} style={{ '--tile': g.color }}>
      <span class="game-badge" aria-hidden="true">
        {g.badge}
      </span>
      <span class="game-text">
        <span class="game-title">{t(g.title)}</span>
        <span class="game-blurb">{t(g.blurb)}</span>
      </span>
    </a>
  );
}
