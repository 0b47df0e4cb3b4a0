import { useEffect } from 'react';
import { enterCatalogPage } from '../model/catalog-group';

/** Marks the page as part of the catalog group while it is mounted (docs/rules/catalog.md filter reset on entry). */
export function useCatalogPage(): void {
  useEffect(() => enterCatalogPage(), []);
}
