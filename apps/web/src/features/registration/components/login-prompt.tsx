import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { openLoginDialog, useSession } from '../../../lib/session';
import { AppLink } from '../../../lib/navigation';
import { HOME_PATH } from '../../../config/paths';
import { Button } from '../../../ui';

/**
 * "Shows login" (docs/rules/account.md /registration/confirm, /registration-confirm,
 * /email-confirmed): the button opens the app's login dialog, which then goes
 * home; a shopper already logged in is sent shopping instead.
 */
export function LoginPrompt() {
  const { t } = useTranslation('registration');
  const session = useSession();
  if (session.isAuthenticated)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-ink-muted">{t('confirm.loggedIn')}</p>
        <Button asChild size="lg" block>
          <AppLink to={HOME_PATH}>{t('confirm.startShopping')}</AppLink>
        </Button>
      </div>
    );
  return (
    <Button size="lg" block onClick={() => openLoginDialog({ redirectTo: HOME_PATH })}>
      <LogIn aria-hidden="true" className="size-5" />
      {t('confirm.login')}
    </Button>
  );
}
