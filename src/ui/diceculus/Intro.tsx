/**
 * A short card at the start of stages II, III and IV, in the rulebook's own
 * words and examples: guessing the number of unknowns (II), robbing (III),
 * giving (IV) and the constant cards, and how the stage just ended made its
 * GRAND TOTAL (the digit sum: 183 → 1 + 8 + 3 = 12). The guided round
 * covers stage I.
 */
import { ROMAN, type Stage } from '../../games/diceculus/cards';
import type { GrandRule } from '../../games/diceculus/scoring';
import { t } from '../../i18n';
import { grandSteps } from './words';

const PARAGRAPHS = {
  2: ['diceculus.intro.2a', 'diceculus.intro.2b'],
  3: ['diceculus.intro.3a', 'diceculus.intro.3b'],
  4: ['diceculus.intro.4a', 'diceculus.intro.4b', 'diceculus.intro.4c'],
} as const;

export function StageIntro(props: { stage: Exclude<Stage, 1>; grand: GrandRule; onGo: () => void }) {
  const { stage } = props;
  const roman = ROMAN[stage];
  return (
    <section class="dc-intro" aria-labelledby="dc-intro-h">
      <h2 id="dc-intro-h">{t('diceculus.stage', { roman, name: t(`diceculus.stageName.${stage}`) })}</h2>
      <p class="dc-muted">
        {t('diceculus.intro.grand', { roman: ROMAN[stage - 1], rule: t(`diceculus.grand.${props.grand}`), example: grandSteps(183, props.grand) })}
      </p>
      {PARAGRAPHS[stage].map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      <div class="button-row dc-act">
        <button type="button" class="btn btn-primary btn-big" onClick={props.onGo}>
          {t('diceculus.introGo', { roman })}
        </button>
      </div>
    </section>
  );
}
