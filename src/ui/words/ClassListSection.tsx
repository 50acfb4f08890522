/**
 * Settings → TUF words class word list: the teacher's words every TUF words
 * round on this device accepts (`classList.ts`). Anyone sees the list; only
 * the teacher changes it, after the teacher PIN set on this device (the first
 * time, the teacher sets one here). Unlocked, words are added (typed like a
 * lesson's list) and removed; "Lock" closes it again, as does leaving Settings.
 */
import { useEffect, useState } from 'preact/hooks';
import { readTeacherList } from '../../games/words/params';
import { t } from '../../i18n';
import { PinField } from '../components/PinField';
import { useApp } from '../context';
import { addToClassList, checkTeacherPin, hasTeacherPin, loadClassList, PIN_MIN, removeFromClassList, setTeacherPin } from './classList';

type Lock = 'none' | 'locked' | 'open';

export function ClassListSection() {
  const { store, notify } = useApp();
  const [words, setWords] = useState<string[]>([]);
  const [lock, setLock] = useState<Lock>(() => (hasTeacherPin() ? 'locked' : 'none'));
  const [pin, setPin] = useState('');
  const [pinAgain, setPinAgain] = useState('');
  const [error, setError] = useState('');
  const [text, setText] = useState('');
  const [dropped, setDropped] = useState<string[]>([]);
  useEffect(() => {
    void loadClassList(store).then(setWords, () => undefined);
  }, [store]);

  const setNewPin = async (): Promise<void> => {
    if (pin.trim().length < PIN_MIN) return setError(t('words.pin.short', { min: PIN_MIN }));
    if (pin.trim() !== pinAgain.trim()) return setError(t('words.pin.differ'));
    try {
      await setTeacherPin(pin);
    } catch {
      return setError(t('words.pin.notSaved'));
    }
    setPin('');
    setPinAgain('');
    setError('');
    setLock('open');
    notify({ kind: 'success', text: t('words.pin.set'), key: 'words-class' });
  };

  const unlock = async (): Promise<void> => {
    const r = await checkTeacherPin(pin);
    setPin('');
    if (r === 'ok') {
      setError('');
      setLock('open');
    } else setError(r === 'wait' ? t('words.pin.wait') : t('words.pin.wrong'));
  };

  const add = async (): Promise<void> => {
    const list = readTeacherList(text);
    setDropped(list.dropped);
    let next = words;
    try {
      for (const w of list.words) next = await addToClassList(store, w);
    } catch {
      notify({ kind: 'error', text: t('words.classFailed', { word: list.words.join(', ').toLowerCase() }), key: 'words-class' });
      return;
    }
    setWords(next);
    setText('');
    if (list.words.length > 0) notify({ kind: 'success', text: t('words.classAdded', { word: list.words.join(', ').toLowerCase() }), key: 'words-class' });
  };

  const remove = async (word: string): Promise<void> => {
    try {
      setWords(await removeFromClassList(store, word));
    } catch {
      notify({ kind: 'error', text: t('words.classNotRemoved', { word: word.toLowerCase() }), key: 'words-class' });
    }
  };

  /** The PIN fields' look in this section. */
  const field = { class: 'class-pin-field', inputClass: 'input' };
  const pinError = error && (
    <p id="class-pin-error" class="form-error" role="alert">
      {error}
    </p>
  );

  return (
    <section class="settings-section" aria-labelledby="class-list-h">
      <h2 id="class-list-h">{t('words.classSettings')}</h2>
      <p>{t('words.classSettingsAbout')}</p>
      {words.length === 0 ? (
        <p class="tuf-muted">{t('words.classEmpty')}</p>
      ) : (
        <ul class="player-list" aria-label={t('words.classSettings')}>
          {words.map((w) => (
            <li key={w}>
              <span>{w.toLowerCase()}</span>
              {lock === 'open' && (
                <button
                  type="button"
                  class="btn btn-small btn-quiet"
                  aria-label={t('words.classRemove', { word: w.toLowerCase() })}
                  onClick={() => void remove(w)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lock === 'none' && (
        <form
          class="class-pin-form"
          onSubmit={(e) => {
            e.preventDefault();
            void setNewPin();
          }}
        >
          <p>{t('words.pin.first', { min: PIN_MIN })}</p>
          <PinField {...field} label={t('words.pin.new')} autoComplete="new-password" value={pin} onInput={setPin} error={error} errorId="class-pin-error" />
          <PinField {...field} label={t('words.pin.again')} autoComplete="new-password" value={pinAgain} onInput={setPinAgain} />
          {pinError}
          <button type="submit" class="btn" disabled={pin.trim() === ''}>
            {t('words.pin.setButton')}
          </button>
        </form>
      )}
      {lock === 'locked' && (
        <form
          class="class-pin-form"
          onSubmit={(e) => {
            e.preventDefault();
            void unlock();
          }}
        >
          <PinField {...field} label={t('live.pin')} value={pin} onInput={setPin} error={error} errorId="class-pin-error" />
          {pinError}
          <button type="submit" class="btn" disabled={pin.trim() === ''}>
            {t('words.pin.unlock')}
          </button>
        </form>
      )}
      {lock === 'open' && (
        <>
          <form
            class="code-form"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <label class="visually-hidden" for="class-word">
              {t('words.classWord')}
            </label>
            <input
              id="class-word"
              class="input"
              value={text}
              placeholder={t('words.classWord')}
              onInput={(e) => setText((e.target as HTMLInputElement).value)}
            />
            <button type="submit" class="btn" disabled={text.trim() === ''}>
              {t('players.add')}
            </button>
          </form>
          {dropped.length > 0 && (
            <p class="form-error" role="alert">
              {t('words.classDropped', { words: dropped.join(', ') })}
            </p>
          )}
          <button
            type="button"
            class="btn btn-quiet"
            onClick={() => {
              setLock('locked');
              setDropped([]);
            }}
          >
            {t('words.pin.lock')}
          </button>
        </>
      )}
    </section>
  );
}
