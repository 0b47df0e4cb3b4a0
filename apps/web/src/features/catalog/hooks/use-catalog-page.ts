import { useEffect } from 'react';
import { enterCatalogPage } from '../model/catalog-group';

/** Marks the page as part of the catalog group while it is mounted (SPEC §2 filter reset on entry). */
export function useCatalogPage(): void {
  useEffect(() => enterCatalogPage(), []);
}
