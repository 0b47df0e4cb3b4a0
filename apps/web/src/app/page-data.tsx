import { createContext, useContext } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_DATA_ELEMENT_ID } from '@spesa/domain';

/** What a server-rendered page carries for its hydration (entry-server.tsx writes it). */
export interface PageData {
  /** The router's loader data, so that the client does not run the loaders again. */
  router: HydrationState;
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
}

/** The page's data block, or null when the page is the bare shell. */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

const ServerRenderedContext = createContext(false);

export const ServerRenderedProvider = ServerRenderedContext.Provider;

/**
 * The page came rendered from the server (or is being rendered there): the shell
 * shows it at once instead of waiting for the session, whose per-shopper parts
 * switch in after hydration.
 */
export const useServerRendered = (): boolean => useContext(ServerRenderedContext);
