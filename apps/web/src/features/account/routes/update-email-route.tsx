import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Button, Skeleton } from '../../../ui';
import { HOME_PATH, PROFILE_UPDATE_PATH } from '../../../config/paths';
import { useConfirmEmailChange } from '../api/profile';
import { PageCard } from '../../../components/page-card';

/** /update-email?token=…: the link mailed to the new address applies the change. */
export function UpdateEmailRoute() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  usePageTitle(t('updateEmail.pageTitle', { brand: brand.name }));

  useEffect(() => {
    // Once: the token is single-use, and a second call would answer 'already used'.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <PageCard title={t('updateEmail.title')}>
      {confirm.isSuccess ? (
        <div className="mt-4 flex flex-col gap-4">
          <div role="status" className="flex items-start gap-3 text-ink">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-secondary-dark" />
            <p>{t('updateEmail.done', { email: confirm.data.email })}</p>
          </div>
          <Button asChild className="self-start">
            <AppLink to={HOME_PATH}>{t('updateEmail.shop')}</AppLink>
          </Button>
        </div>
      ) : confirm.isError ? (
        <div className="mt-4 flex flex-col gap-4">
          <Alert variant="error">
            {isApiError(confirm.error) ? confirm.error.message : t('errorGeneric')}
          </Alert>
          <Button asChild variant="outline" className="self-start">
            <AppLink to={PROFILE_UPDATE_PATH}>{t('updateEmail.profile')}</AppLink>
          </Button>
        </div>
      ) : (
        <div className="mt-6" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-12" />
        </div>
      )}
    </PageCard>
  );
}
