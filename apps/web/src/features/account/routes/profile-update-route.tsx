import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { allowEntry, usePageTitle } from '../../../lib/navigation';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Alert, Button, Skeleton } from '../../../ui';
import { PROFILE_CONFIRMED_PATH } from '../../../config/paths';
import { useUserDetail } from '../../../lib/profile';
import { ContactForm } from '../components/contact-form';
import { DataRights } from '../components/data-rights';
import { EmailForm } from '../components/email-form';
import { PasswordForm } from '../components/password-form';
import { PersonalDataForm } from '../components/personal-data-form';
import { ProfileSection } from '../components/profile-section';
import { PushSettings } from '../components/push-settings';
import { UsernameForm } from '../components/username-form';
import { ENTRY_PAGES } from '../model/entry-pages';

export interface ProfileUpdateRouteProps {
  /** The invoice data's form (the checkout's, composed by the app). */
  invoice: ReactNode;
  /** The consents, with their own heading, when the app has them to compose. */
  consents?: ReactNode;
  /** After the account was deleted: the app forgets the session. */
  onAccountDeleted: () => void;
}

/** The id the checkout's 'complete your profile' link lands on. */
export const CONTACT_SECTION_ID = 'contatti';

/**
 * /profile/profile-update (breadcrumb 'Il mio profilo'): personal data,
 * telephone, e-mail, username, password, invoice data, consents, and the
 * GDPR rights (download, delete).
 */
export function ProfileUpdateRoute({
  invoice,
  consents,
  onAccountDeleted,
}: ProfileUpdateRouteProps) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const navigate = useNavigate();
  // Once deleted, nothing on the page may ask the server again before the session is forgotten.
  const [deleted, setDeleted] = useState(false);
  const detail = useUserDetail(!deleted);
  usePageTitle(t('profile.pageTitle', { brand: brand.name }));
  const told = useRef(false);
  useEffect(() => {
    if (!deleted || told.current) return;
    told.current = true;
    onAccountDeleted();
  }, [deleted, onAccountDeleted]);
  const person = detail.data;
  const incomplete = person ? person.profile.level < brand.config.minProfileLevel : false;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('profile.title') }]} />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('profile.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('profile.intro')}</p>

      {deleted ? (
        <Alert variant="success" role="status" className="mt-6">
          {t('profile.data.deleted')}
        </Alert>
      ) : detail.isPending ? (
        <div className="mt-6 flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-64" />
          <Skeleton className="h-32" />
        </div>
      ) : detail.isError ? (
        <Alert variant="error" className="mt-6">
          <p>{t('profile.loadError')}</p>
          <Button variant="link" size="sm" onClick={() => void detail.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          {incomplete ? (
            <Alert variant="warning">
              <a href={`#${CONTACT_SECTION_ID}`} className="font-semibold underline">
                {t('profile.incomplete')}
              </a>
            </Alert>
          ) : null}
          <ProfileSection title={t('profile.personal.title')}>
            <PersonalDataForm
              person={detail.data}
              onSaved={() => {
                allowEntry(ENTRY_PAGES.profileConfirmed);
                void navigate(PROFILE_CONFIRMED_PATH);
              }}
            />
          </ProfileSection>
          <ProfileSection
            id={CONTACT_SECTION_ID}
            title={t('profile.contact.title')}
            intro={t('profile.contact.intro')}
          >
            <ContactForm person={detail.data} />
          </ProfileSection>
          <ProfileSection title={t('profile.email.title')} intro={t('profile.email.intro')}>
            <EmailForm person={detail.data} />
          </ProfileSection>
          <ProfileSection title={t('profile.username.title')} intro={t('profile.username.intro')}>
            <UsernameForm person={detail.data} />
          </ProfileSection>
          <ProfileSection title={t('profile.password.title')} intro={t('profile.password.intro')}>
            <PasswordForm />
          </ProfileSection>
          <ProfileSection title={t('profile.invoice.title')} intro={t('profile.invoice.intro')}>
            {invoice}
          </ProfileSection>
          {/* The consents bring their own heading. */}
          {consents ? (
            <div className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
              {consents}
            </div>
          ) : null}
          {brand.config.pushNotificationsEnabled ? (
            <ProfileSection title={t('profile.push.title')}>
              <PushSettings />
            </ProfileSection>
          ) : null}
          <ProfileSection title={t('profile.data.title')}>
            <DataRights onDeleted={() => setDeleted(true)} />
          </ProfileSection>
        </div>
      )}
    </div>
  );
}
