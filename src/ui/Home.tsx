/** Home: the games that work, one-tap resume of games in progress, open a code, settings. */
import { useEffect, useState } from 'preact/hooks';
import type { SessionRecord } from '../storage';
import { readSharedCode } from '../core/sharedCode';
import { useApp } from './context';
import { findGame, games } from './games';
import { refusalText, relativeTime, t } from '../i18n';
import { hrefFor, navigate, parseHash } from './router';
import { Screen } from './components/Screen';
import { GameTile } from './components/GameTile';

/** "5 minutes ago", "yesterday", … in the app's language (the platform words it). */
export function ago(ms: number): string {
  const min = Math.round((ms - Date.now()) / 60_000);
  if (min > -60) return relativeTime(min, 'minute');
  const h = Math.round(min / 60);
  if (h > -24) return relativeTime(h, 'hour');
  return relativeTime(Math.round(h / 24), 'day');
}

/** Reads a pasted link or code; returns route parts or a reason. */
export function routeForCode(text: string): { route: string[] } | { reason: string } {
  const s = text.trim();
  const hashAt = s.indexOf('#/');
  if (hashAt >= 0) {
    const route = parseHash(s.slice(hashAt));
    if (route[0] && (findGame(route[0]) || route[0] === 'class')) return { route };
    return { reason: t('home.codeUnknownGame') };
  }
  // a class code (letters and digits in groups, never a `:`): the lesson's own screen reads it and says what is wrong
  const letters = s.replace(/[\s-]+/g, '');
  if (/^[0-9A-Za-z]{12,}$/.test(letters)) return { route: ['class', letters.toUpperCase()] };
  // the same reader as a link's or QR code's (`src/core/sharedCode.ts`): the game id with its check, and
  // what follows it after `|` (DiceCulus's names), which the game's own screen reads
  const parsed = readSharedCode(s);
  if (!parsed.ok) return { reason: t('home.codeBad', { reason: refusalText('common', parsed.refusal) }) };
  if (!findGame(parsed.id.game)) return { reason: t('home.codeUnknownGame') };
  return { route: [parsed.id.game, 'code', s] };
}

/**
 * One Continue per game in progress, newest first. Sessions that deal the same
 * game (same code, e.g. a board code opened twice) are shown once when the
 * older one holds nothing the newer one lacks (its moves are the start of the
 * newer one's); an older one with moves of its own stays findable beside it.
 */
export function resumable(list: readonly SessionRecord[]): SessionRecord[] {
  const kept: SessionRecord[] = [];
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  for (const s of [...list].sort((a, b) => b.updatedAt - a.updatedAt)) {
    const covered = kept.some((k) => k.code === s.code && s.moves.length <= k.moves.length && s.moves.every((m, i) => same(m, k.moves[i])));
    if (!covered) kept.push(s);
  }
  return kept;
}

export function Home() {
  const { store } = useApp();
  const [active, setActive] = useState<SessionRecord[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  useEffect(() => {
    // A database that cannot be read leaves the list empty; the games still open.
    store.sessions.listBy({ status: 'active' }).then(
      (list) => setActive(resumable(list.filter((s) => findGame(s.game)))),
      () => setActive([]),
    );
  }, [store]);

  return (
    <Screen
      title={t('app.name')}
      class="is-form"
      actions={
        <a class="btn btn-icon" href="#/settings" aria-label={t('nav.settings')}>
          <span aria-hidden="true">⚙</span>
        </a>
      }
    >
      <p class="tagline">{t('app.tagline')}</p>
      {active.length > 0 && (
        <section class="home-section" aria-labelledby="resume-h">
          <h2 id="resume-h">{t('home.resume')}</h2>
          <ul class="resume-list">
            {active.slice(0, 4).map((s) => (
              <li key={s.id}>
                <a class="resume" href={hrefFor(s.game, 'play', s.id)}>
                  <span class="resume-title">{t('home.resumeGame', { title: s.title })}</span>
                  <span class="resume-when">{t('home.updated', { when: ago(s.updatedAt) })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section class="home-section" aria-labelledby="games-h">
        <h2 id="games-h">{t('home.games')}</h2>
        {games.length === 0 ? (
          <p>{t('home.noGames')}</p>
        ) : (
          <ul class="game-list">
            {games.map((g) => (
              <li key={g.id}>
                <GameTile game={g} href={hrefFor(g.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="home-section" aria-labelledby="code-h">
        <h2 id="code-h">{t('home.openCode')}</h2>
        <form
          class="code-form"
          onSubmit={(e) => {
            e.preventDefault();
            const r = routeForCode(code);
            if ('reason' in r) setCodeError(r.reason);
            else {
              setCodeError('');
              navigate(...r.route);
            }
          }}
        >
          <label class="visually-hidden" for="code-input">
            {t('home.codeLabel')}
          </label>
          <input
            id="code-input"
            class="input"
            value={code}
            placeholder={t('home.codeLabel')}
            autocomplete="off"
            autocapitalize="off"
            spellcheck={false}
            onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          />
          <button class="btn" type="submit" disabled={code.trim() === ''}>
            {t('home.codeOpen')}
          </button>
          {/* a QR code shown on another device or a projector: the camera reads it (#/scan) */}
          {/* biome-ignore lint/a11y/useAnchorContent: aria-label names the link; the drawing inside is hidden from screen readers */}
          <a class="btn btn-icon home-scan" href="#/scan" aria-label={t('scan.homeLink')} title={t('scan.homeLink')}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round">
              <path d="M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M7 12h10" />
            </svg>
          </a>
        </form>
        {codeError && (
          <p class="form-error" role="alert">
            {codeError}
          </p>
        )}
      </section>
      <nav class="home-links">
        <a class="btn btn-quiet" href="#/lessons">
          {t('lessons.homeEntry')}
        </a>
        <a class="btn btn-quiet" href="#/history">
          {t('home.history')}
        </a>
        <a class="btn btn-quiet" href="#/settings">
          {t('home.settings')}
        </a>
      </nav>
    </Screen>
  );
}
