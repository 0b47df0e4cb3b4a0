import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';

/** /search without a query: what to do. */
export function SearchPrompt() {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Search aria-hidden="true" className="size-8" />
      </span>
      <p className="max-w-md text-lg text-ink-muted">{t('search.emptyText')}</p>
    </div>
  );
}
