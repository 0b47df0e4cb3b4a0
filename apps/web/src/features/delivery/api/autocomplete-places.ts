import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AutocompleteResponseSchema, STREET_AUTOCOMPLETE, type Place } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { deliveryKeys } from './keys';

/** docs/rules/delivery-and-slots.md: street autocomplete starts above 3 typed characters. */
export const canAutocomplete = (text: string): boolean =>
  text.trim().length > STREET_AUTOCOMPLETE.minChars;

/**
 * GET /ebsn/api/geocoding/autocomplete: streets and comuni of Italy matching
 * what the shopper typed (the gazetteer port is restricted to Italy).
 */
export async function autocompletePlaces(text: string, signal?: AbortSignal): Promise<Place[]> {
  const body = await api.request('/ebsn/api/geocoding/autocomplete', {
    query: { text: text.trim(), limit: 8 },
    notify: false,
    navigateOnError: false,
    signal,
  });
  return parseResponse(AutocompleteResponseSchema, body.data).places;
}

export const autocompleteQueryOptions = (text: string) =>
  queryOptions({
    queryKey: deliveryKeys.autocomplete(text.trim().toLowerCase()),
    queryFn: ({ signal }) => autocompletePlaces(text, signal),
    enabled: canAutocomplete(text),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useAutocompletePlaces(text: string) {
  return useQuery(autocompleteQueryOptions(text));
}
