import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppLink, safeRedirectTarget, usePageTitle } from '../../../lib/navigation';
import { useBrand } from '../../../lib/brand';
import { Button, Spinner } from '../../../ui';
import { ResponseMessageBox, failureMessages } from '../../../components/response-message-box';
import { LOGIN_PATH, USER_BOARD_PATH } from '../../../config/paths';
import { completeSocialLogin } from '../api/social-login';
import { storeLoggedInCart } from '../api/login';

/**
 * /social-login: where the provider's callback hands the browser once the
 * server has logged the shopper in. The session is taken over by the client
 * (as a password login would leave it), then the page moves on to the
 * landing, /profile/dashboard unless the login was asked from elsewhere.
 */
export function SocialLoginRoute() {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const target = safeRedirectTarget(params.get('redirect'), USER_BOARD_PATH);
  usePageTitle(t('socialCompletingTitle', { brand: brand.name }));

  const mutation = useMutation({
    mutationFn: completeSocialLogin,
    onSuccess: (cart) => {
      storeLoggedInCart(queryClient, cart);
      void navigate(target, { replace: true });
    },
  });
  // Once per visit, also under StrictMode's double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate();
  }, [mutation]);

  return (
    <div className="bg-surface-muted px-3 py-8 sm:py-14">
      <section
        aria-labelledby="social-login-title"
        className="mx-auto w-full max-w-[600px] rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-10"
      >
        <h1 id="social-login-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {mutation.isError
            ? t('socialFailedTitle')
            : t('socialCompletingTitle', { brand: brand.name })}
        </h1>
        {mutation.isError ? (
          <div className="mt-5 flex flex-col gap-5">
            <ResponseMessageBox errors={failureMessages(mutation.error, tErrors('generic'))} />
            <Button asChild size="lg" block>
              <AppLink to={LOGIN_PATH}>{t('socialBackToLogin')}</AppLink>
            </Button>
          </div>
        ) : (
          <p className="mt-5 flex items-center gap-3 text-ink-muted" role="status">
            <Spinner />
            {t('socialCompleting')}
          </p>
        )}
      </section>
    </div>
  );
}
