/** How TUF words is played, in four short paragraphs. */
import { t } from '../../i18n';
import { GuideAgain } from '../guide/Guide';
import { wordsGuide } from '../guide/words';

export function HowTo() {
  return (
    <div class="tuf-howto">
      <p>{t('words.howToText1')}</p>
      <p>{t('words.howToText2')}</p>
      <p>{t('words.howToText3')}</p>
      <p>{t('words.howToText4')}</p>
      <GuideAgain plan={wordsGuide} />
    </div>
  );
}
