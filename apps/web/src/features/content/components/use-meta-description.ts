import { useEffect } from 'react';

/**
 * Keeps <meta name="description"> in step with the page shown: the server
 * writes it for the first page loaded, the app for the pages visited after.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    if (!description) return;
    const tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
