import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../../ui';
import {
  FAST_SEARCH_PATH,
  SEARCH_PATH,
  categoryPath,
  productPath,
  searchPath,
} from '../../../config/paths';
import { useSearchOptions, type SearchOption } from '../hooks/use-search-options';
import { SearchInput } from './search-input';
import { SearchSuggestions } from './search-suggestions';

const SEARCH_PATHS = [SEARCH_PATH, FAST_SEARCH_PATH];

/**
 * The navbar's search box: a combobox (ARIA 1.2) with the fast-search word
 * list after 2 characters and, while empty, the recent searches of docs/rules/catalog.md
 * (Canc removes the highlighted one). Submitting opens /search?q=. This
 * component owns the combobox's state and keys; the options come from
 * useSearchOptions, the field is SearchInput, the popup SearchSuggestions.
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
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // On a results page the box shows what was searched, from the server's first paint.
  const searched = SEARCH_PATHS.includes(location.pathname)
    ? (new URLSearchParams(location.search).get('q') ?? '')
    : undefined;
  const [text, setText] = useState(searched ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { history, groups, options } = useSearchOptions(text, baseId);

  useEffect(() => {
    if (searched !== undefined) setText(searched);
  }, [searched]);

  // The server's page is usable before its scripts run: what was typed meanwhile is kept,
  // with its suggestions.
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setText(input.value);
    setOpen(document.activeElement === input);
  }, []);

  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const showsHistory = expanded && groups[0]?.key === 'history';

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

  const choose = (option: SearchOption) => {
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
      <SearchInput
        inputId={`${baseId}-input`}
        inputRef={inputRef}
        text={text}
        compact={compact}
        expanded={expanded}
        listboxId={listboxId}
        activeOptionId={activeOption?.id}
        describedBy={showsHistory ? hintId : undefined}
        onTextChange={(next) => {
          setText(next);
          setOpen(true);
          setActive(-1);
        }}
        onOpen={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onClear={() => {
          setText('');
          setActive(-1);
          inputRef.current?.focus();
        }}
      />
      <SearchSuggestions
        listboxId={listboxId}
        hintId={hintId}
        expanded={expanded}
        groups={groups}
        options={options}
        active={active}
        showsHistory={showsHistory}
        onChoose={choose}
        onHighlight={setActive}
        onRemoveHistory={history.remove}
        onClearHistory={() => {
          history.clear();
          inputRef.current?.focus();
        }}
      />
    </form>
  );
}
