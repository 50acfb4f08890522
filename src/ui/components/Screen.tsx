/** The frame of every screen: a header with a back link and title, then content that fits the viewport. */
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n';
import { useAppIfAny } from '../context';
import { headerNotice, ScreenNotices } from './Notices';

export function Screen(props: {
  title: string;
  /** Where Back goes (a hash like '#/'); no Back link when omitted. */
  back?: string;
  actions?: ComponentChildren;
  children: ComponentChildren;
  class?: string;
}) {
  const app = useAppIfAny();
  // a passing confirmation ("ready to work offline", "Saved") shows beside the title (under it on a phone) for its few
  // seconds, in the header's own height: it covers nothing, hides no title and moves nothing
  const note = app ? headerNotice(app.notices, app.inGame) : null;
  return (
    <div class={`screen ${props.class ?? ''}`}>
      <header class="screen-header">
        {/* biome-ignore-start lint/a11y/useAnchorContent: aria-label names the link; the arrow inside is hidden from screen readers */}
        {props.back !== undefined ? (
          <a class="btn btn-icon" href={props.back} aria-label={t('nav.back')}>
            <span aria-hidden="true">←</span>
          </a>
        ) : (
          <span class="btn-icon-spacer" />
        )}
        {/* biome-ignore-end lint/a11y/useAnchorContent: see above */}
        <div class={`screen-heading ${note ? 'has-notice' : ''}`}>
          <h1 class="screen-title">{props.title}</h1>
          {note && (
            // the words come from CSS (data-text): read once, from the notice area's live region
            <p class="screen-header-notice notice-success" aria-hidden="true" data-text={note.text} />
          )}
        </div>
        <div class="screen-actions">{props.actions}</div>
      </header>
      <ScreenNotices />
      <main class="screen-body" id="main">
        {props.children}
      </main>
    </div>
  );
}
