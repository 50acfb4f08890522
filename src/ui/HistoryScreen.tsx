/** Finished games, newest first. */
import { useEffect, useState } from 'preact/hooks';
import type { HistoryRecord } from '../storage';
import { useApp } from './context';
import { findGame } from './games';
import { t } from './i18n';
import { Screen } from './components/Screen';

export function HistoryScreen() {
  const { store } = useApp();
  const [items, setItems] = useState<HistoryRecord[] | null>(null);
  useEffect(() => {
    store.history.list().then(setItems);
  }, [store]);
  return (
    <Screen title={t('history.title')} back="#/">
      {items === null ? (
        <p>{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ul class="history-list">
          {items.slice(0, 100).map((h) => {
            const game = findGame(h.game);
            const winner = [...h.players].sort((a, b) => b.score - a.score)[0];
            return (
              <li key={h.id} class="history-item">
                <span class="history-game">{game ? t(game.title) : h.game}</span>
                <span class="history-when">{new Date(h.finishedAt).toLocaleString()}</span>
                <span class="history-players">{h.players.map((p) => `${p.name} ${p.score}`).join(' · ')}</span>
                {winner && <span class="history-winner">{t('history.winner', { name: winner.name })}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}
