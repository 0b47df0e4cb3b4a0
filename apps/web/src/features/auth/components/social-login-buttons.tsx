import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@spesa/domain';
import { buttonVariants, cn } from '../../../ui';
import { socialLoginStartUrl, useSocialProviders } from '../api/social-login';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M16.7 15.5l.5-3.5h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.7 0-4.5 1.7-4.5 4.7V12H7.2v3.5h3v8.4a12 12 0 0 0 3.7 0v-8.4h2.8z"
      />
    </svg>
  );
}

const MARKS: Record<SocialProvider, () => React.JSX.Element> = {
  google: GoogleMark,
  facebook: FacebookMark,
};

export interface SocialLoginButtonsProps {
  /** Where to land after the login; the server's default is /profile/dashboard (docs/rules/account.md). */
  redirectTo?: string;
}

/**
 * 'Accedi con Google' and 'Accedi con Facebook' (docs/rules/account.md), for the providers
 * the shop is configured for; none while the answer is pending or failed.
 * Plain links: the whole page goes to the provider and comes back, which
 * works on phones and in the app's web view where pop-ups do not (decision 025).
 */
export function SocialLoginButtons({ redirectTo }: SocialLoginButtonsProps) {
  const { t } = useTranslation('auth');
  const { data: providers = [] } = useSocialProviders();
  if (providers.length === 0) return null;

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('socialDivider')}
      </p>
      {providers.map((provider) => {
        const Mark = MARKS[provider];
        return (
          <a
            key={provider}
            href={socialLoginStartUrl(provider, redirectTo)}
            className={cn(
              buttonVariants({ variant: 'outline-neutral', size: 'lg', block: true }),
              'font-semibold',
            )}
          >
            <Mark />
            {t(provider === 'google' ? 'socialGoogle' : 'socialFacebook')}
          </a>
        );
      })}
    </div>
  );
}
