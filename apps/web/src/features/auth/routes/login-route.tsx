import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { safeRedirectTarget, usePageTitle } from '../../../lib/navigation';
import { LoginForm } from '../components/login-form';
import { useSession } from '../../../lib/session';

/** Where to go after login: ?redirect=, else the page that sent the shopper here, else home. */
function useLoginTarget(): { target: string; asked: boolean } {
  const [params] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const from =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  const asked = params.get('redirect') ?? from;
  return { target: safeRedirectTarget(asked), asked: asked !== null };
}

/** /login (docs/rules/account.md Login screen). */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const navigate = useNavigate();
  const { target, asked } = useLoginTarget();
  const session = useSession();
  usePageTitle(t('pageTitle', { brand: brand.name }));

  if (session.isAuthenticated) return <Navigate to={target} replace />;

  return (
    <div className="bg-surface-muted px-3 py-8 sm:py-14">
      <section
        aria-labelledby="login-title"
        className="mx-auto w-full max-w-[600px] rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-10"
      >
        <h1 id="login-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t('loginTitle')}
        </h1>
        <p className="mt-2 mb-6 text-ink-muted">{t('loginIntro')}</p>
        <LoginForm
          autoFocus
          onSuccess={() => void navigate(target, { replace: true })}
          // Only a page the shopper was sent from: otherwise the social login's own landing (docs/rules/account.md).
          socialRedirect={asked ? target : undefined}
        />
      </section>
    </div>
  );
}
