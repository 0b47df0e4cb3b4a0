import { useSyncExternalStore } from 'react';

type AppModeModule = typeof import('./app-mode');

/*
 * The first route carries only this: the detection (app-mode.ts) is fetched when the
 * first component subscribes, after hydration. Until it has answered, and on the
 * server, the shop is a browser tab.
 */
let loading: Promise<AppModeModule> | null = null;
let installed = false;

function subscribe(onChange: () => void): () => void {
  let active = true;
  let stop = () => {};
  loading ??= import('./app-mode');
  void loading.then((appMode) => {
    if (!active) return;
    const refresh = () => {
      installed = appMode.isInstalledApp();
      onChange();
    };
    refresh();
    stop = appMode.onDisplayModeChange(refresh);
  });
  return () => {
    active = false;
    stop();
  };
}

const snapshot = () => installed;
const serverSnapshot = () => false;

/**
 * isInstalledApp() for rendering: false on the server and while hydrating (the server
 * cannot know), then the browser's answer, again whenever the display mode changes.
 */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
