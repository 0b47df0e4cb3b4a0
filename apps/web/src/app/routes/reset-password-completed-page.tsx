import { useNavigate } from 'react-router';
import { ResetPasswordCompletedRoute } from '../../features/account';
import { LoginForm } from '../../features/auth';
import { USER_BOARD_PATH } from '../../config/paths';

/** /reset-password-completed shows the login (docs/rules/shop-shell.md): the new password is typed right here. */
export function ResetPasswordCompletedPage() {
  const navigate = useNavigate();
  return (
    <ResetPasswordCompletedRoute
      login={<LoginForm onSuccess={() => void navigate(USER_BOARD_PATH, { replace: true })} />}
    />
  );
}
