/**
 * Saved player names (profiles): managed in Settings, offered by every game's
 * setup through <PlayerNameInput> so a class types each name once.
 */
import { useEffect, useState } from 'preact/hooks';
import { newId, type ProfileRecord } from '../../storage';
import { useApp } from '../context';
import { t } from '../../i18n';

export function useProfiles(): { profiles: ProfileRecord[]; reload: () => Promise<void> } {
  const { store } = useApp();
  const [profiles, setProfiles] = useState<ProfileRecord[]>([]);
  const reload = async (): Promise<void> => setProfiles(await store.profiles.list());
  useEffect(() => {
    void reload();
  }, [store]);
  return { profiles, reload };
}

/** A name field that suggests saved players. */
export function PlayerNameInput(props: { id: string; label: string; value: string; onInput: (v: string) => void }) {
  const { profiles } = useProfiles();
  return (
    <>
      <label class="visually-hidden" for={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        class="input"
        list={`${props.id}-names`}
        value={props.value}
        maxLength={24}
        placeholder={props.label}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
      />
      <datalist id={`${props.id}-names`}>
        {profiles.map((p) => (
          <option key={p.id} value={p.name} />
        ))}
      </datalist>
    </>
  );
}

export function PlayersSection() {
  const { store, notify } = useApp();
  const { profiles, reload } = useProfiles();
  const [name, setName] = useState('');
  const add = async (): Promise<void> => {
    const clean = name.trim().slice(0, 24);
    if (!clean) return;
    if (profiles.some((p) => p.name.toLowerCase() === clean.toLowerCase())) {
      notify({ kind: 'warning', text: t('players.exists', { name: clean }) });
      return;
    }
    await store.profiles.save({ id: newId('player'), name: clean, createdAt: Date.now() });
    setName('');
    await reload();
  };
  return (
    <section class="settings-section" aria-labelledby="players-h">
      <h2 id="players-h">{t('players.title')}</h2>
      <p>{t('players.about')}</p>
      {profiles.length > 0 && (
        <ul class="player-list">
          {profiles.map((p) => (
            <li key={p.id}>
              <span>{p.name}</span>
              <button
                type="button"
                class="btn btn-small btn-quiet"
                aria-label={t('players.remove', { name: p.name })}
                onClick={async () => {
                  await store.profiles.remove(p.id);
                  await reload();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        class="code-form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <label class="visually-hidden" for="new-player">
          {t('players.name')}
        </label>
        <input
          id="new-player"
          class="input"
          value={name}
          maxLength={24}
          placeholder={t('players.name')}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="btn" disabled={name.trim() === ''}>
          {t('players.add')}
        </button>
      </form>
    </section>
  );
}
