export type Listener<T> = (payload: T) => void;

export interface EventBus<T> {
  emit(payload: T): void;
  subscribe(listener: Listener<T>): () => void;
}

/** A tiny synchronous event bus (the app's 'not logged in' and similar signals). */
export function createEventBus<T = void>(): EventBus<T> {
  const listeners = new Set<Listener<T>>();
  return {
    emit(payload) {
      for (const listener of [...listeners]) listener(payload);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
