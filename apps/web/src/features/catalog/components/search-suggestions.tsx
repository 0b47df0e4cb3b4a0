import { useTranslation } from 'react-i18next';
import { Clock, FolderOpen, Search, X } from 'lucide-react';
import { cn } from '../../../ui';
import type { SearchOption, SearchOptionGroup } from '../hooks/use-search-options';

export interface SearchSuggestionsProps {
  listboxId: string;
  hintId: string;
  expanded: boolean;
  groups: SearchOptionGroup[];
  options: SearchOption[];
  active: number;
  showsHistory: boolean;
  onChoose: (option: SearchOption) => void;
  onHighlight: (index: number) => void;
  onRemoveHistory: (word: string) => void;
  onClearHistory: () => void;
}

/** The search box's popup: the listbox of grouped options, and the history's hint and clear button. */
export function SearchSuggestions({
  listboxId,
  hintId,
  expanded,
  groups,
  options,
  active,
  showsHistory,
  onChoose,
  onHighlight,
  onRemoveHistory,
  onClearHistory,
}: SearchSuggestionsProps) {
  const { t } = useTranslation('catalog');
  const groupLabel = (key: SearchOptionGroup['key']) =>
    ({
      history: t('search.history'),
      words: t('search.words'),
      categories: t('search.categories'),
      products: t('search.products'),
    })[key];

  return (
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
        {groups.map((group) => (
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
                  onClick={() => onChoose(option)}
                  onMouseMove={() => onHighlight(index)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-[0.9375rem] text-ink',
                    selected && 'bg-surface-muted text-primary',
                  )}
                >
                  <OptionIcon option={option} />
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {option.kind === 'history' ? (
                    <span
                      aria-hidden="true"
                      title={t('search.remove', { word: option.label })}
                      onClick={(event) => {
                        event.stopPropagation();
                        onRemoveHistory(option.label);
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
            onClick={onClearHistory}
            className="ml-auto inline-flex min-h-11 shrink-0 cursor-pointer items-center text-sm font-semibold text-primary underline underline-offset-4"
          >
            {t('search.clearHistory')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function OptionIcon({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'history':
      return <Clock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />;
    case 'word':
      return <Search aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />;
    case 'category':
      return <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />;
    case 'product':
      return (
        <img
          src={option.image}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded-md bg-surface-muted object-contain"
        />
      );
  }
}
