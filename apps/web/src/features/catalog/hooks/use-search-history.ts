import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { useBrand } from '../../../lib/brand';
import {
  SearchedWordSchema,
  pruneSearchHistory,
  removeSearchWord,
  saveSearchWord,
  type SearchedWord,
} from '../model/search-history';

/** docs/rules/shop-shell.md "Persisted locally: … search history". */
export const SEARCH_HISTORY_STORAGE_KEY = 'spesa.catalog.searchHistory';

const StoredHistorySchema = z.array(SearchedWordSchema);
const listeners = new Set<() => void>();
let snapshot: { text: string | null; words: SearchedWord[] } = { text: null, words: [] };

function readText(): string | null {
  try {
    return window.localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored words; the same array while the storage text is unchanged (useSyncExternalStore needs it). */
function readWords(): SearchedWord[] {
  const text = readText();
  if (text === snapshot.text) return snapshot.words;
  let words: SearchedWord[] = [];
  try {
    const parsed = StoredHistorySchema.safeParse(text ? JSON.parse(text) : []);
    words = parsed.success ? parsed.data : [];
  } catch {
    words = [];
  }
  snapshot = { text, words };
  return words;
}

function writeWords(words: SearchedWord[]): void {
  try {
    window.localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(words));
  } catch {
    // storage full or disabled: the history is a convenience
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEARCH_HISTORY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The search history of docs/rules/catalog.md, kept for the brand's dayWordsSaved days. */
export function useSearchHistory() {
  const { dayWordsSaved } = useBrand().config;
  const stored = useSyncExternalStore(subscribe, readWords, () => snapshot.words);
  const words = pruneSearchHistory(stored, Date.now(), dayWordsSaved);
  const save = useCallback(
    (word: string) => writeWords(saveSearchWord(readWords(), word, Date.now(), dayWordsSaved)),
    [dayWordsSaved],
  );
  const remove = useCallback(
    (word: string) =>
      writeWords(
        pruneSearchHistory(removeSearchWord(readWords(), word), Date.now(), dayWordsSaved),
      ),
    [dayWordsSaved],
  );
  const clear = useCallback(() => writeWords([]), []);
  return { words, save, remove, clear };
}
