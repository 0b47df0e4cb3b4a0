import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../ui';
import { closeLoginDialog, useLoginDialog } from '../login-dialog-store';
import { LoginForm } from './login-form';

/**
 * The login dialog (max width 600, SPEC §9), opened by openLoginDialog() and by
 * the 'not logged in' event. Radix returns focus to where it was on close.
 */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const { open, redirectTo } = useLoginDialog();
  const navigate = useNavigate();

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeLoginDialog())}>
      <DialogContent closeLabel={tCommon('close')} className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{t('loginTitle')}</DialogTitle>
        </DialogHeader>
        <DialogBody className="sm:px-8 sm:pb-8">
          <DialogDescription className="mb-5 text-base">{t('loginIntro')}</DialogDescription>
          <LoginForm
            onSuccess={() => {
              closeLoginDialog();
              if (redirectTo) void navigate(redirectTo);
            }}
            onNavigate={closeLoginDialog}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
