export { BrandProvider, useBrand } from './brand-context';
export { FALLBACK_BRAND, loadBrand, readInjectedBrand } from './load-brand';
export { DEFAULT_THEME, applyTheme, contrastRatio, themeVariables } from './theme';
