/**
 * What main.tsx imports to run the `schemas-delivery` chunk (vite.config.ts) in a task of its
 * own; the schemas themselves are the app's imports of the domain.
 */
export const loaded = true;
