import type { ReactNode } from 'react';

/**
 * A link that skips a long run of Tab stops (WCAG 2.4.1): hidden until focused, then shown
 * over the page's top corner. It moves focus to its target itself instead of changing the
 * URL's hash, so the router sees no navigation; a target that is not focusable (a heading)
 * becomes focusable from script only.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        target.focus();
      }}
      className="sr-only z-[60] rounded-full bg-primary px-5 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
    >
      {children}
    </a>
  );
}
