import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../config/paths';
import { Breadcrumbs as Trail, type Crumb } from '../../../components/breadcrumbs';

/** Homepage > I miei indirizzi > … (the breadcrumb of SPEC §2 /profile/addresses). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('delivery');
  return (
    <Trail
      label={t('page.breadcrumb')}
      items={[{ label: t('page.home'), to: HOME_PATH }, ...items]}
    />
  );
}
