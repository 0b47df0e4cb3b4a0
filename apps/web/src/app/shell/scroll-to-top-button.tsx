import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide-react';
import { LAYOUT_PX } from '@spesa/domain';
import { cn } from '../../ui';

/** Appears after 20 px of scroll (docs/rules/shop-shell.md). */
export function ScrollToTopButton() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > LAYOUT_PX.scrollToTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
      }}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      hidden={!visible}
      className={cn(
        'fixed right-4 bottom-[calc(1rem+var(--bottom-bar-space,0px))] z-30 inline-flex size-12 cursor-pointer items-center justify-center rounded-full border border-line bg-white text-primary shadow-lg transition-colors hover:bg-primary hover:text-white sm:right-6 sm:bottom-6',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
