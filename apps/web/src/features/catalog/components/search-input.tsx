import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { cn } from '../../../ui';

export interface SearchInputProps {
  inputId: string;
  inputRef: Ref<HTMLInputElement>;
  text: string;
  /** The phone row: a slightly lower field. */
  compact: boolean;
  expanded: boolean;
  listboxId: string;
  activeOptionId: string | undefined;
  describedBy: string | undefined;
  onTextChange: (text: string) => void;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClear: () => void;
}

/** The search box's combobox field (ARIA 1.2) with its clear and submit buttons. */
export function SearchInput({
  inputId,
  inputRef,
  text,
  compact,
  expanded,
  listboxId,
  activeOptionId,
  describedBy,
  onTextChange,
  onOpen,
  onKeyDown,
  onClear,
}: SearchInputProps) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex items-center">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 size-5 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOptionId}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onFocus={onOpen}
          onClick={onOpen}
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
              onClick={onClear}
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
    </>
  );
}
