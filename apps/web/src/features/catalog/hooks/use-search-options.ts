import { SUGGESTIONS_MIN_CHARS, useSearchSuggestions } from '../api/get-search-suggestions';
import { useDebouncedValue } from './use-debounced-value';
import { useSearchHistory } from './use-search-history';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;
/** Recent searches shown in the box. */
const HISTORY_SHOWN = 8;

export type SearchOption =
  | { kind: 'history'; id: string; label: string }
  | { kind: 'word'; id: string; label: string }
  | { kind: 'category'; id: string; label: string; slug: string }
  | { kind: 'product'; id: string; label: string; slug: string; image: string };

export interface SearchOptionGroup {
  key: 'history' | 'words' | 'categories' | 'products';
  options: SearchOption[];
}

/**
 * What the search box offers for the typed text: the recent searches while it
 * is empty (docs/rules/catalog.md), the fast-search words, categories and products after 2
 * characters. Option ids start with `baseId` (aria-activedescendant).
 */
export function useSearchOptions(text: string, baseId: string) {
  const history = useSearchHistory();
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
  const wantsSuggestions = debounced.length >= SUGGESTIONS_MIN_CHARS;
  const suggestions = useSearchSuggestions(wantsSuggestions ? debounced : '');

  const groups: SearchOptionGroup[] = [];
  if (typed.length === 0) {
    groups.push({
      key: 'history',
      options: history.words.slice(0, HISTORY_SHOWN).map((w, i) => ({
        kind: 'history' as const,
        id: `${baseId}-h${i}`,
        label: w.name,
      })),
    });
  } else if (typed.length >= SUGGESTIONS_MIN_CHARS && wantsSuggestions && suggestions.data) {
    const data = suggestions.data;
    groups.push(
      {
        key: 'words',
        options: data.words.map((word, i) => ({
          kind: 'word' as const,
          id: `${baseId}-w${i}`,
          label: word,
        })),
      },
      {
        key: 'categories',
        options: data.categories.slice(0, 3).map((c, i) => ({
          kind: 'category' as const,
          id: `${baseId}-c${i}`,
          label: c.name,
          slug: c.slug,
        })),
      },
      {
        key: 'products',
        options: data.products.slice(0, 5).map((p, i) => ({
          kind: 'product' as const,
          id: `${baseId}-p${i}`,
          label: p.name,
          slug: p.slug,
          image: p.mediaURL,
        })),
      },
    );
  }
  const visibleGroups = groups.filter((g) => g.options.length > 0);
  return { history, groups: visibleGroups, options: visibleGroups.flatMap((g) => g.options) };
}
