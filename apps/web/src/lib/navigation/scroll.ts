import { TIMING_MS } from '@spesa/domain';

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export interface ScrollPlan {
  top: number;
  delayMs: number;
}

/**
 * docs/rules/shop-shell.md: on back navigation (POP) the saved position comes back after
 * 500 ms, so that the page has rendered its content; any other navigation
 * starts at the top.
 */
export function scrollPlanFor(kind: NavigationKind, savedTop: number | undefined): ScrollPlan {
  if (kind === 'POP') return { top: savedTop ?? 0, delayMs: TIMING_MS.scrollRestoreDelay };
  return { top: 0, delayMs: 0 };
}

/** Saved vertical positions by history entry key, bounded so a long session does not grow it forever. */
export class ScrollPositions {
  readonly #positions = new Map<string, number>();
  readonly #limit: number;

  constructor(limit = 100) {
    this.#limit = limit;
  }

  save(key: string, top: number): void {
    this.#positions.delete(key);
    this.#positions.set(key, top);
    if (this.#positions.size > this.#limit) {
      const oldest = this.#positions.keys().next();
      if (!oldest.done) this.#positions.delete(oldest.value);
    }
  }

  get(key: string): number | undefined {
    return this.#positions.get(key);
  }
}
