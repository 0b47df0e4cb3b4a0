import { useTranslation } from 'react-i18next';
import { SkipLink as SkipTo } from '../../components/skip-link';

export const MAIN_CONTENT_ID = 'main-content';

/** 'Vai al contenuto': the first tab stop (after the cookie banner, while it asks). */
export function SkipLink() {
  const { t } = useTranslation('common');
  return <SkipTo targetId={MAIN_CONTENT_ID}>{t('skipLink')}</SkipTo>;
}
