/** A game's own lessons list (`#/<game>/lessons`, from earlier builds' links) is the Lessons hub now: it goes there. */
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n';
import { redirect } from '../router';

export function ToLessonsHub() {
  useEffect(() => redirect('lessons'), []);
  return <p class="loading">{t('common.loading')}</p>;
}
