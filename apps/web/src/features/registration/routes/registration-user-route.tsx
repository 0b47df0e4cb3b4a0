import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { LOGIN_PATH, REGISTRATION_COMPLETED_PATH, SOCIAL_LOGIN_PATH } from '../../../config/paths';
import { PageCard } from '../../../components/page-card';
import { RegistrationForm } from '../components/registration-form';
import type { RegistrationPrefill } from '../hooks/use-registration-form';

/** What /registration-completed is told: the address the mail went to (kept out of the URL). */
export interface RegistrationCompletedState {
  email: string;
}

export interface RegistrationPageProps {
  /** Data another sign-up path already knows (social login's provider data). */
  prefill?: RegistrationPrefill;
}

/**
 * docs/rules/account.md /registration-user. With ?social_login=google the page says the
 * form completes a social sign-up; whoever knows the provider's data passes it
 * as `prefill` (the app composes that, this feature does not fetch it).
 */
export function RegistrationPage({ prefill }: RegistrationPageProps) {
  const { t } = useTranslation('registration');
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const social = params.has('social_login');
  usePageTitle(t('pageTitle', { brand: brand.name }));

  return (
    <PageCard title={t('title')} wide>
      <p className="mt-2 mb-8 text-ink-muted">{social ? t('socialIntro') : t('intro')}</p>
      <RegistrationForm
        prefill={prefill}
        onRegistered={(email, loggedIn) =>
          // An address the social login's provider verified needs no mail: the session is open already.
          loggedIn
            ? void navigate(SOCIAL_LOGIN_PATH, { replace: true })
            : void navigate(REGISTRATION_COMPLETED_PATH, {
                state: { email } satisfies RegistrationCompletedState,
              })
        }
      />
      <p className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-muted">
        {t('haveAccount')}{' '}
        <AppLink to={LOGIN_PATH} className="font-semibold text-primary underline">
          {t('login')}
        </AppLink>
      </p>
    </PageCard>
  );
}
