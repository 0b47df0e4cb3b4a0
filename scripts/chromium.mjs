// Debian's Chromium and the flags the project runs it with headless (the brief's), for the
// scripts and benches that start it themselves. e2e/playwright.config.ts keeps its own
// copy: a TypeScript config would need a declaration file to import this one.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
