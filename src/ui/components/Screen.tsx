/** The frame of every screen: a header with a back link and title, then content that fits the viewport. */
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';
import { ScreenNotices } from './Notices';

export function Screen(props: {
  title: string;
  /** Where Back goes (a hash like '#/'); no Back link when omitted. */
  back?: string;
  actions?: ComponentChildren;
  children: ComponentChildren;
  class?: string;
}) {
  return (
    <div class={`screen ${props.class ?? ''}`}>
      <header class="screen-header">
        {props.back !== undefined ? (
          <a class="btn btn-icon" href={props.back} aria-label={t('nav.back')}>
            <span aria-hidden="true">←</span>
          </a>
        ) : (
          <span class="btn-icon-spacer" />
        )}
        <h1 class="screen-title">{props.title}</h1>
        <div class="screen-actions">{props.actions}</div>
      </header>
      <ScreenNotices />
      <main class="screen-body" id="main">
        {props.children}
      </main>
    </div>
  );
}
