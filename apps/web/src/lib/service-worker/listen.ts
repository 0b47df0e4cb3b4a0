import { NAVIGATE_TO, PUSH_IN_PAGE, type PushShown } from '../../sw/push-message';
import { worker } from './worker';

export interface WorkerMessages {
  /** A push arrived while the shop was in front (SPEC §4 Push). */
  onPush(message: PushShown): void;
  /** A notification was tapped: go to its page. */
  onNavigate(path: string): void;
}

/** Listens to what the worker says to this page; answers the way to stop. */
export function listenToWorker({ onPush, onNavigate }: WorkerMessages): () => void {
  const container = worker();
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; message?: PushShown; path?: unknown } | null;
    if (data?.type === PUSH_IN_PAGE && data.message) onPush(data.message);
    if (data?.type === NAVIGATE_TO && typeof data.path === 'string') onNavigate(data.path);
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
