import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogFrame } from '../../../components/dialog-frame';
import { DialogBody, DialogDescription, Skeleton, lazyPart } from '../../../ui';
import { closeLoginDialog, useLoginDialog } from '../../../lib/session';

/** The form (and react-hook-form with it) loads when the dialog first opens. */
const LoginForm = lazyPart(
  () => import('./login-form'),
  (m) => m.LoginForm,
);

function FormSkeleton() {
  return (
    <div className="space-y-5" aria-hidden="true">
      <Skeleton className="h-[76px]" />
      <Skeleton className="h-[76px]" />
      <Skeleton className="h-12 rounded-full" />
    </div>
  );
}

/**
 * The login dialog (max width 600, docs/rules/shop-shell.md), opened by openLoginDialog() and by
 * the 'not logged in' event. Radix returns focus to where it was on close.
 */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const { open, redirectTo } = useLoginDialog();
  const navigate = useNavigate();

  // Fetch the form's chunk once the page is idle, so that opening the dialog is instant.
  useEffect(() => {
    const id = window.setTimeout(LoginForm.preload, 1500);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <DialogFrame
      open={open}
      onClose={closeLoginDialog}
      className="max-w-[600px]"
      title={t('loginTitle')}
    >
      <DialogBody className="sm:px-8 sm:pb-8">
        <DialogDescription className="mb-5 text-base">{t('loginIntro')}</DialogDescription>
        <Suspense fallback={<FormSkeleton />}>
          <LoginForm
            autoFocus
            onSuccess={() => {
              closeLoginDialog();
              if (redirectTo) void navigate(redirectTo);
            }}
            onNavigate={closeLoginDialog}
            socialRedirect={redirectTo}
          />
        </Suspense>
      </DialogBody>
    </DialogFrame>
  );
}
