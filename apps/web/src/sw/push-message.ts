/**
 * A push message as the shop sends it (SPEC §3 Push message: aps.alert, title, body,
 * tap, nav_to), read defensively: the worker has no zod, and a message it cannot
 * read is shown with the brand's name rather than dropped.
 */
export interface PushShown {
  title: string;
  body: string;
  /** A path of this shop; anything else opens the home page. */
  navTo: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Only a path of this shop may be opened: a message must not send the shopper elsewhere. */
export function safePath(value: unknown): string {
  const path = text(value);
  return path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
    ? path
    : '/';
}

export function readPushMessage(data: unknown, fallbackTitle: string): PushShown {
  const message = record(data);
  const alert = record(record(message.aps).alert);
  return {
    title: text(message.title) ?? text(alert.title) ?? fallbackTitle,
    body: text(message.body) ?? text(alert.body) ?? '',
    navTo: safePath(message.nav_to),
  };
}

/** The title of a message that came without one. */
export const PUSH_FALLBACK_TITLE = 'La tua spesa';

/** The message a worker posts to an open page, and the page's answer to a tap. */
export const PUSH_IN_PAGE = 'spesa:push';
export const NAVIGATE_TO = 'spesa:navigate';
