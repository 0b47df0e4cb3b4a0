import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Vai al contenuto': the first tab stop (after the cookie banner, while it asks). It moves focus to <main> itself
 * instead of changing the URL hash, so the router sees no navigation.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only z-[60] rounded-full bg-primary px-5 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
    >
      {t('skipLink')}
    </a>
  );
}
