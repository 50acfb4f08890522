// @vitest-environment happy-dom
/**
 * TUF words setup in French and Spanish: the interface language's own
 * dictionary is listed first and starts a new setup; a dictionary picked
 * before, or a lesson's, stays whatever the interface language.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { parseGameId } from '../../../src/core/gameId';
import { formatParams, parseParams, defaultParams } from '../../../src/games/words/params';
import { createMemoryBackend, createStore, defaultSettings, type PresetRecord, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { loadLanguage, switchLanguage, type Language } from '../../../src/i18n';
import { Setup } from '../../../src/ui/words/Setup';
import { dictionariesFor } from '../../../src/ui/words/dictionaries';

beforeEach(async () => {
  localStorage.clear();
  await loadLanguage('en');
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await switchLanguage('en');
});

async function renderIn(lang: Language, store: Store, lesson?: PresetRecord) {
  await switchLanguage(lang);
  render(
    <AppProvider store={store} initialSettings={{ ...defaultSettings, language: lang }}>
      <Setup lesson={lesson} />
    </AppProvider>,
  );
}

const dictSelect = (name: string): HTMLSelectElement => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (s: HTMLSelectElement): string[] => [...s.options].map((o) => o.textContent ?? '');

async function playedDict(store: Store, playLabel: string): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: playLabel }));
  await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
  const [rec] = await store.sessions.list();
  return parseParams(parseGameId(rec!.code).params).dict;
}

const cases = [
  { lang: 'fr', label: 'Dictionnaire', play: 'Jouer', own: 'Français', dict: 'fr', firstEnglish: 'Anglais – école (dès 8 ans)' },
  { lang: 'es', label: 'Diccionario', play: 'Jugar', own: 'Español', dict: 'es', firstEnglish: 'Inglés – escolar (desde 8 años)' },
] as const;

describe.each(cases)('TUF words setup in $lang', (c) => {
  it('lists the language’s own dictionary first and starts a new game with it', async () => {
    const store = createStore(createMemoryBackend());
    await renderIn(c.lang, store);
    const select = dictSelect(c.label);
    expect(optionTexts(select)[0]).toBe(c.own);
    expect(optionTexts(select)[1]).toBe(c.firstEnglish);
    expect(select.value).toBe(c.dict);
    expect(await playedDict(store, c.play)).toBe(c.dict);
  });

  it('a dictionary picked earlier on this device is kept whatever the interface language', async () => {
    const store = createStore(createMemoryBackend());
    await renderIn(c.lang, store);
    fireEvent.change(dictSelect(c.label), { target: { value: 'older' } });
    cleanup();
    await renderIn(c.lang, store);
    expect(dictSelect(c.label).value).toBe('older');
    expect(await playedDict(store, c.play)).toBe('older');
  });

  it('a lesson keeps its dictionary (and picking in it is not remembered for new setups)', async () => {
    const store = createStore(createMemoryBackend());
    const lesson: PresetRecord = {
      id: 'words-lesson-1',
      name: 'Spelling',
      game: 'words',
      setup: { params: formatParams({ ...defaultParams(), dict: 'full' }) },
      createdAt: 1,
      updatedAt: 1,
    };
    await renderIn(c.lang, store, lesson);
    expect(dictSelect(c.label).value).toBe('full');
    fireEvent.change(dictSelect(c.label), { target: { value: 'school' } });
    cleanup();
    await renderIn(c.lang, store);
    expect(dictSelect(c.label).value).toBe(c.dict);
  });
});

describe('dictionary order', () => {
  it('English first in English; each list holds every dictionary once', () => {
    expect(dictionariesFor('en')).toEqual(['school', 'older', 'full', 'fr', 'es', 'it', 'pt']);
    expect(dictionariesFor('fr')).toEqual(['fr', 'school', 'older', 'full', 'es', 'it', 'pt']);
    expect(dictionariesFor('es')).toEqual(['es', 'school', 'older', 'full', 'fr', 'it', 'pt']);
  });
});

// issue 28: "Play with words from any other Latin based language": Italian and Portuguese, named in each interface language
const others = [
  { lang: 'en', label: 'Dictionary', play: 'Play', it: 'Italian', pt: 'Portuguese' },
  { lang: 'fr', label: 'Dictionnaire', play: 'Jouer', it: 'Italien', pt: 'Portugais' },
  { lang: 'es', label: 'Diccionario', play: 'Jugar', it: 'Italiano', pt: 'Portugués' },
] as const;

describe.each(others)('Italian and Portuguese in the setup ($lang)', (c) => {
  it('are offered by name, and a game picked with one is played with it (and remembered)', async () => {
    const store = createStore(createMemoryBackend());
    await renderIn(c.lang, store);
    const select = dictSelect(c.label);
    expect(optionTexts(select).slice(-2)).toEqual([c.it, c.pt]);
    fireEvent.change(select, { target: { value: 'pt' } });
    fireEvent.change(select, { target: { value: 'it' } });
    expect(await playedDict(store, c.play)).toBe('it');
    cleanup();
    await renderIn(c.lang, store);
    expect(dictSelect(c.label).value).toBe('it');
  });
});
