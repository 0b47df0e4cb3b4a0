import { createContext, useContext, type ReactNode } from 'react';
import type { BrandPublic } from '@spesa/domain';
import { FALLBACK_BRAND } from './load-brand';

const BrandContext = createContext<BrandPublic>(FALLBACK_BRAND);

export function BrandProvider({ brand, children }: { brand: BrandPublic; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand being served: name, logo, flags, configuration. */
export function useBrand(): BrandPublic {
  return useContext(BrandContext);
}
