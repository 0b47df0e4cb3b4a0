import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../ui';

/** What a console page could not read, with the way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Alert variant="error" role="alert">
      <div>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          {t('board.retry')}
        </Button>
      </div>
    </Alert>
  );
}
