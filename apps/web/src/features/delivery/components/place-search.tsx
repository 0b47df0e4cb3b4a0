import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Search } from 'lucide-react';
import type { Place } from '@spesa/domain';
import { Input, Label, Spinner, cn } from '../../../ui';
import { canAutocomplete, useAutocompletePlaces } from '../api/autocomplete-places';

const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export interface PlaceSearchProps {
  onChoose: (place: Place) => void;
  autoFocus?: boolean;
  /** What the field starts with (what the shopper typed before, kept across modes). */
  initialText?: string;
  onTextChange?: (text: string) => void;
}

/**
 * The street autocomplete of docs/rules/delivery-and-slots.md Address edit: suggestions (Italy only,
 * from the gazetteer) once more than 3 characters are typed. An ARIA 1.2
 * combobox with its list inline under the field, so it never hides behind the
 * dialog's edge.
 */
export function PlaceSearch({
  onChoose,
  autoFocus,
  initialText = '',
  onTextChange,
}: PlaceSearchProps) {
  const { t } = useTranslation('delivery');
  const id = useId();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const debounced = useDebounced(text, DEBOUNCE_MS);
  const query = useAutocompletePlaces(debounced);
  const searching = canAutocomplete(text);
  const places = searching ? (query.data ?? []) : [];
  const expanded = searching && !dismissed && (places.length > 0 || query.isFetched);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (place: Place) => {
    setText(place.description);
    onTextChange?.(place.description);
    setDismissed(true);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((i) => (i + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const place = places[active];
      if (expanded && place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      // Close the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    }
  };

  const status = !searching
    ? ''
    : query.isFetching && places.length === 0
      ? t('edit.searching')
      : expanded && places.length === 0
        ? t('edit.noSuggestions')
        : expanded
          ? t('edit.suggestionsCount', { count: places.length })
          : '';

  return (
    <div>
      <Label htmlFor={`${id}-input`}>{t('edit.searchLabel')}</Label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-subtle"
        />
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={t('edit.searchPlaceholder')}
          className="pr-11 pl-11"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTextChange?.(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {query.isFetching && searching ? (
          <Spinner className="absolute top-1/2 right-3.5 -translate-y-1/2 text-ink-subtle" />
        ) : null}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
        {t('edit.searchHint')}
      </p>
      <p className="sr-only" role="status">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('edit.suggestions')}
        className={cn(
          'mt-2 max-h-72 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-lg',
          expanded && places.length > 0 ? '' : 'hidden',
        )}
      >
        {places.map((place, index) => (
          <li
            key={`${place.description}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-ink',
              index === active ? 'bg-primary-soft' : 'hover:bg-surface-muted',
            )}
          >
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>{place.description}</span>
          </li>
        ))}
      </ul>
      {expanded && places.length === 0 && !query.isFetching ? (
        <p className="mt-2 text-sm text-ink-muted">{t('edit.noSuggestions')}</p>
      ) : null}
    </div>
  );
}
