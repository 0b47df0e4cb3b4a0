import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProfileUpdateRoute } from '../../features/account';
import { forgetSession } from '../../features/auth';
import { InvoiceDataPanel } from '../../features/checkout';
import { ConsentsPanel } from '../../features/registration';
import { HOME_PATH } from '../../config/paths';

/**
 * /profile/profile-update: the profile with the checkout's invoice form and
 * the registration's consents; a deleted account forgets its session and goes
 * home.
 */
export function ProfileUpdatePage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <ProfileUpdateRoute
      invoice={<InvoiceDataPanel submitLabel={t('profile.invoice.submit')} />}
      consents={<ConsentsPanel />}
      onAccountDeleted={() => {
        forgetSession(queryClient);
        void navigate(HOME_PATH, { replace: true });
      }}
    />
  );
}
