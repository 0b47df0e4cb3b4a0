import { createEventBus } from './event-bus';

/**
 * The app's own signals (docs/rules/account.md Session, docs/rules/shop-shell.md App wrapper):
 * 'restart' reloads the page (the shell listens); 'reload' says the app came back to
 * the foreground and refreshed what it shows, for parts that keep their own state;
 * 'refresh' asks the shell to render the routed page again (the app key refresh).
 */
export type AppEvent = 'reload' | 'restart' | 'refresh';

export const appEvents = createEventBus<AppEvent>();

/** Asks for a restart: the page is loaded again. */
export const emitRestart = (): void => appEvents.emit('restart');
