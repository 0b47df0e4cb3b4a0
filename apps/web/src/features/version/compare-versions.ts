/** Numeric parts of a dotted version; anything that is not a number counts as 0. */
function parts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split(/[.+-]/)
    .slice(0, 3)
    .map((part) => {
      const n = Number.parseInt(part, 10);
      return Number.isFinite(n) ? n : 0;
    });
}

/** True when `candidate` is a later version than `current` ('1.1.27' > '1.1.26', '1.10.0' > '1.9.9'). */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = parts(candidate);
  const b = parts(current);
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

export interface RunningClient {
  /** The shop's version this client was built as. */
  version: string;
  /** The web build of this page; null when it was not served from a build. */
  build: string | null;
  /** A native wrapper (docs/rules/shop-shell.md): it upgrades from its store. */
  native: boolean;
}

/**
 * When the upgrade prompt shows: a native wrapper older than the published app
 * version; a web page served from a build other than the one the shop serves now
 * (a deploy, or a rollback: either way the page's files are no longer the shop's).
 */
export function needsUpgrade(
  latest: { version: string; build?: string | undefined },
  client: RunningClient,
): boolean {
  if (client.native) return isNewerVersion(latest.version, client.version);
  return Boolean(latest.build && client.build && latest.build !== client.build);
}
