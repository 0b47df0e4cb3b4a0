/**
 * An Intl formatter built on its first use instead of when its module loads: the
 * first one built loads the locale's data, tens of milliseconds on a phone, which
 * a page's start-up would otherwise spend in one long task (issue 12).
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
