import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../config/paths';
import { Breadcrumbs as Trail, type Crumb } from '../../../components/breadcrumbs';

/** Homepage > I miei ordini > Dettaglio ordine. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('orders');
  return <Trail label={t('breadcrumb')} items={[{ label: t('home'), to: HOME_PATH }, ...items]} />;
}
