import { createEventBus } from '../events';

const opener = createEventBus();

/**
 * Opens the cart drawer from a page (the home's 'Vai al carrello'): the app
 * shell owns the drawer and listens, so a feature needs no path to it.
 */
export const openCartDrawer = (): void => opener.emit();

export const onOpenCartDrawer = (listener: () => void): (() => void) => opener.subscribe(listener);
