import { createEventBus } from '../events';

/**
 * docs/rules/account.md Session: a 'not logged in' event refreshes auth and opens the login
 * dialog. The HTTP client emits it on 419; features emit it when an action
 * needs a login.
 */
export const notLoggedInEvents = createEventBus<{ redirectTo?: string } | void>();

export const emitNotLoggedIn = (payload?: { redirectTo?: string }): void =>
  notLoggedInEvents.emit(payload);
