/**
 * A game this tab does not play because another tab or window of the device
 * plays it (`usePersistentGame`'s status 'elsewhere'): why, in words, and a
 * button that takes the game over here with every move made there.
 */
import { t } from '../../i18n';
import type { Elsewhere } from '../session';
import { Screen } from './Screen';

export function GameElsewhere(props: { title: string; back: string; why: Elsewhere | null; takeOver: () => void }) {
  return (
    <Screen title={props.title} back={props.back}>
      <section class="elsewhere" aria-labelledby="elsewhere-title">
        <h2 id="elsewhere-title">{t('elsewhere.title')}</h2>
        <p role="status">{t(`elsewhere.${props.why ?? 'open'}`)}</p>
        <button type="button" class="btn btn-primary" onClick={props.takeOver}>
          {t('elsewhere.playHere')}
        </button>
        <p class="hint">{t('elsewhere.playHereNote')}</p>
      </section>
    </Screen>
  );
}
