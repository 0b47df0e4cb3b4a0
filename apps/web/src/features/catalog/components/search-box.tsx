import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Clock, FolderOpen, Search, X } from 'lucide-react';
import { cn } from '../../../ui';
import { SUGGESTIONS_MIN_CHARS, useSearchSuggestions } from '../api/get-search-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSearchHistory } from '../hooks/use-search-history';
import {
  FAST_SEARCH_PATH,
  SEARCH_PATH,
  categoryPath,
  productPath,
  searchPath,
} from '../../../config/paths';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;
/** Recent searches shown in the box. */
const HISTORY_SHOWN = 8;

type Option =
  | { kind: 'history'; id: string; label: string }
  | { kind: 'word'; id: string; label: string }
  | { kind: 'category'; id: string; label: string; slug: string }
  | { kind: 'product'; id: string; label: string; slug: string; image: string };

interface OptionGroup {
  key: 'history' | 'words' | 'categories' | 'products';
  options: Option[];
}

const SEARCH_PATHS = [SEARCH_PATH, FAST_SEARCH_PATH];

/**
 * The navbar's search box: a combobox (ARIA 1.2) with the fast-search word
 * list after 2 characters and, while empty, the recent searches of SPEC §4
 * (Canc removes the highlighted one). Submitting opens /search?q=.
 */
export function SearchBox({
  className,
  compact = false,
}: {
  className?: string;
  /** The phone row: a slightly lower field. */
  compact?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  const history = useSearchHistory();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // On a results page the box shows what was searched.
  useEffect(() => {
    if (!SEARCH_PATHS.includes(location.pathname)) return;
    setText(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
  const wantsSuggestions = debounced.length >= SUGGESTIONS_MIN_CHARS;
  const suggestions = useSearchSuggestions(wantsSuggestions ? debounced : '');

  const groups: OptionGroup[] = [];
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
  const options = visibleGroups.flatMap((g) => g.options);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const showsHistory = expanded && visibleGroups[0]?.key === 'history';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (word: string) => {
    const q = word.trim();
    if (!q) return;
    history.save(q);
    setText(q);
    close();
    navigate(searchPath(q));
  };

  const choose = (option: Option) => {
    switch (option.kind) {
      case 'history':
      case 'word':
        search(option.label);
        return;
      case 'category':
        close();
        navigate(categoryPath(option));
        return;
      case 'product':
        close();
        navigate(productPath(option));
        return;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: the highlight cycles through the options and back to it
      setActive((i) => {
        const next = i + delta;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
      return;
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        setText('');
      }
      return;
    }
    if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
      return;
    }
    if (event.key === 'Delete' && activeOption?.kind === 'history') {
      event.preventDefault();
      history.remove(activeOption.label);
      setActive((i) => Math.min(i, options.length - 2));
    }
  };

  const groupLabel = (key: OptionGroup['key']) =>
    ({
      history: t('search.history'),
      words: t('search.words'),
      categories: t('search.categories'),
      products: t('search.products'),
    })[key];

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label={t('search.label')}
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else search(text);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex items-center">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 size-5 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          aria-describedby={showsHistory ? hintId : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            'block w-full rounded-full border border-line-strong bg-surface-muted py-2 pr-24 pl-11 text-base text-ink placeholder:text-ink-subtle hover:border-ink-muted focus:bg-white',
            compact ? 'min-h-11' : 'min-h-12',
          )}
        />
        <div className="absolute right-1 flex items-center">
          {text ? (
            <button
              type="button"
              onClick={() => {
                setText('');
                setActive(-1);
                inputRef.current?.focus();
              }}
              aria-label={t('search.clear')}
              title={t('search.clear')}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <button
            type="submit"
            aria-label={t('search.submit')}
            title={t('search.submit')}
            className={cn(
              'inline-flex cursor-pointer items-center justify-center rounded-full bg-primary text-white hover:bg-primary-dark',
              compact ? 'size-9' : 'size-10',
            )}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border border-line bg-white shadow-xl md:min-w-[26rem]"
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="max-h-[min(70dvh,28rem)] overflow-y-auto py-2"
        >
          {visibleGroups.map((group) => (
            <div key={group.key} role="group" aria-label={groupLabel(group.key)}>
              <div
                aria-hidden="true"
                className="px-4 pt-2 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase"
              >
                {groupLabel(group.key)}
              </div>
              {group.options.map((option) => {
                const index = options.indexOf(option);
                const selected = index === active;
                return (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={selected}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActive(index)}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-[15px] text-ink',
                      selected && 'bg-surface-muted text-primary',
                    )}
                  >
                    {option.kind === 'history' ? (
                      <Clock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                    ) : option.kind === 'word' ? (
                      <Search aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                    ) : option.kind === 'category' ? (
                      <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                    ) : (
                      <img
                        src={option.image}
                        alt=""
                        width={32}
                        height={32}
                        className="size-8 shrink-0 rounded-md bg-surface-muted object-contain"
                      />
                    )}
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    {option.kind === 'history' ? (
                      <span
                        aria-hidden="true"
                        title={t('search.remove', { word: option.label })}
                        onClick={(event) => {
                          event.stopPropagation();
                          history.remove(option.label);
                        }}
                        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
                      >
                        <X className="size-4" />
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {showsHistory ? (
          <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-1">
            <p id={hintId} className="sr-only text-xs text-ink-muted md:not-sr-only">
              {t('search.removeHint')}
            </p>
            <button
              type="button"
              onClick={() => {
                history.clear();
                inputRef.current?.focus();
              }}
              className="ml-auto inline-flex min-h-11 shrink-0 cursor-pointer items-center text-sm font-semibold text-primary underline underline-offset-4"
            >
              {t('search.clearHistory')}
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
