import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_MAX_WORDS,
  pruneSearchHistory,
  removeSearchWord,
  saveSearchWord,
  type SearchedWord,
} from './search-history';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 10, 12);
const word = (name: string, counter: number, daysAgo = 0): SearchedWord => ({
  name,
  counter,
  timestamp: NOW - daysAgo * DAY,
});

describe('saveSearchWord (docs/rules/catalog.md Search history)', () => {
  it.each<[string, SearchedWord[], string, SearchedWord[]]>([
    ['a new word starts at 1', [], 'latte', [word('latte', 1)]],
    [
      'an existing word raises its counter and refreshes its timestamp',
      [word('latte', 2, 5)],
      'latte',
      [word('latte', 3)],
    ],
    [
      // the first spelling stays: the shopper recognises the word they typed first
      'matching is case-insensitive',
      [word('Mozzarella', 1, 3)],
      'MOZZARELLA',
      [word('Mozzarella', 2)],
    ],
    [
      'spaces around and inside are tidied',
      [word('olio evo', 1, 1)],
      '  olio   evo ',
      [word('olio evo', 2)],
    ],
    ['an empty word is not saved', [word('pane', 1)], '   ', [word('pane', 1)]],
    [
      'the list is sorted by counter, descending',
      [word('pane', 1, 1), word('uova', 2, 2)],
      'pane',
      [word('pane', 2), word('uova', 2, 2)],
    ],
    [
      'accents count: caffè and caffe are different words',
      [word('caffè', 1, 1)],
      'caffe',
      [word('caffe', 1), word('caffè', 1, 1)], // equal counters: the most recent first
    ],
  ])('%s', (_case, before, typed, expected) => {
    expect(saveSearchWord(before, typed, NOW, 30)).toEqual(expected);
  });

  it('drops words older than dayWordsSaved days while saving', () => {
    const before = [word('vecchio', 9, 31), word('recente', 1, 29)];
    expect(saveSearchWord(before, 'nuovo', NOW, 30)).toEqual([
      word('nuovo', 1),
      word('recente', 1, 29),
    ]);
  });
});

describe('pruneSearchHistory', () => {
  it.each<[string, number, string[]]>([
    ['30 days keeps a word of exactly 30 days', 30, ['a', 'b']],
    ['7 days drops the older one', 7, ['a']],
    ['0 days keeps only words searched right now', 0, []],
  ])('%s', (_case, days, names) => {
    const list = [word('a', 2, 1), word('b', 1, 30)];
    expect(pruneSearchHistory(list, NOW, days).map((w) => w.name)).toEqual(names);
  });

  it('sorts by counter and then by recency', () => {
    const list = [word('a', 1, 3), word('b', 4, 9), word('c', 1, 1)];
    expect(pruneSearchHistory(list, NOW, 30).map((w) => w.name)).toEqual(['b', 'c', 'a']);
  });

  it(`keeps at most ${SEARCH_HISTORY_MAX_WORDS} words, the most searched`, () => {
    const list = Array.from({ length: SEARCH_HISTORY_MAX_WORDS + 5 }, (_, i) =>
      word(`w${i}`, i + 1),
    );
    const kept = pruneSearchHistory(list, NOW, 30);
    expect(kept).toHaveLength(SEARCH_HISTORY_MAX_WORDS);
    expect(kept.at(-1)?.name).toBe('w5');
  });
});

describe('removeSearchWord', () => {
  it('removes a word whatever its case', () => {
    expect(removeSearchWord([word('Latte', 2), word('pane', 1)], 'latte')).toEqual([
      word('pane', 1),
    ]);
  });
});
