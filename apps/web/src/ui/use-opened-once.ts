import { useState } from 'react';

/**
 * True from the first time `open` is: a dialog or drawer mounted only once it is
 * first opened stays mounted after, to close with its animation. What is never
 * opened costs nothing to render or hydrate (a page of product cards, issue 12).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
