import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Alert, Button } from '../../../ui';

/** A failed read: the page's own error state, with a retry (docs/rules/lists.md). */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('lists');
  return (
    <Alert
      variant="error"
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <span>{text}</span>
      <Button size="sm" variant="outline-neutral" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </Alert>
  );
}

/** A big round icon, a title, a line and what to do next: the empty and not-found states. */
export function Placeholder({
  icon: Icon,
  title,
  text,
  titleAs: Title = 'h2',
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  titleAs?: 'h1' | 'h2';
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-white px-6 py-10 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <Title className="text-xl font-bold text-ink sm:text-2xl">{title}</Title>
      <p className="max-w-md text-ink-muted">{text}</p>
      {children}
    </div>
  );
}
