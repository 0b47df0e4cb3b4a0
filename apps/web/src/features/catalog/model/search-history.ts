import { z } from 'zod';

/** docs/rules/catalog.md Searched word. */
export interface SearchedWord {
  name: string;
  counter: number;
  /** When the word was last searched (ms since the epoch). */
  timestamp: number;
}

export const SearchedWordSchema = z.object({
  name: z.string().min(1),
  counter: z.number().int().min(1),
  timestamp: z.number(),
});

const DAY_MS = 86_400_000;

/** Stored words are bounded so that the history never grows without limit. */
export const SEARCH_HISTORY_MAX_WORDS = 50;

const sameWord = (a: string, b: string): boolean =>
  a.localeCompare(b, 'it', { sensitivity: 'accent' }) === 0;

/** Most searched first; among equals the most recent first. */
export function sortSearchHistory(words: readonly SearchedWord[]): SearchedWord[] {
  return [...words].sort((a, b) => b.counter - a.counter || b.timestamp - a.timestamp);
}

/**
 * docs/rules/catalog.md Search history: words older than `dayWordsSaved` days are dropped
 * and the list is sorted by counter, descending.
 */
export function pruneSearchHistory(
  words: readonly SearchedWord[],
  now: number,
  dayWordsSaved: number,
): SearchedWord[] {
  const oldest = now - dayWordsSaved * DAY_MS;
  return sortSearchHistory(words.filter((w) => w.timestamp >= oldest)).slice(
    0,
    SEARCH_HISTORY_MAX_WORDS,
  );
}

/**
 * docs/rules/catalog.md: saving a word already in the history (case-insensitively) raises
 * its counter and refreshes its timestamp; a new word starts at 1.
 */
export function saveSearchWord(
  words: readonly SearchedWord[],
  word: string,
  now: number,
  dayWordsSaved: number,
): SearchedWord[] {
  const name = word.trim().replace(/\s+/g, ' ');
  if (!name) return pruneSearchHistory(words, now, dayWordsSaved);
  const existing = words.find((w) => sameWord(w.name, name));
  const next = existing
    ? words.map((w) => (w === existing ? { ...w, counter: w.counter + 1, timestamp: now } : w))
    : [...words, { name, counter: 1, timestamp: now }];
  return pruneSearchHistory(next, now, dayWordsSaved);
}

export function removeSearchWord(words: readonly SearchedWord[], word: string): SearchedWord[] {
  return words.filter((w) => !sameWord(w.name, word));
}
