import type { BrandPublic } from '@spesa/domain';
import type { BrandRow } from './repo';

/** What the configuration says about the brands besides the database. */
export interface BrandSettings {
  /** Forces one brand whatever the request host (development). */
  forcedBrandId?: string;
  /** Configured public origin per brand id. */
  publicOrigins?: Record<string, string>;
  /** The port of the default origin, http://<first domain>:port, of a brand not configured. */
  port?: number;
  /** Tag-manager container per brand id, over the brand's config.tagManagerId. */
  tagManagerIds?: Record<string, string>;
  /** Google's reCAPTCHA v3 site key, one for every brand (the secret it pairs with is one). */
  recaptchaSiteKey?: string;
}

/**
 * The brands are configuration: loaded once at start and immutable while the
 * process runs, so every process behind a load balancer holds the same copy.
 */
export class BrandRegistry {
  private readonly byHost = new Map<string, BrandRow>();
  private readonly byId = new Map<string, BrandRow>();
  private readonly origins = new Map<string, string>();
  /** Host names of every brand, with those of the configured origins. */
  private readonly hosts = new Set<string>();
  private readonly fallback: BrandRow;
  private readonly forced: BrandRow | undefined;

  constructor(rows: BrandRow[], settings: BrandSettings = {}) {
    if (rows.length === 0) throw new Error('No brand configured: seed the database first.');
    const { forcedBrandId, publicOrigins = {}, port = 80, tagManagerIds = {} } = settings;
    const { recaptchaSiteKey } = settings;
    for (const stored of rows) {
      const tagManagerId = tagManagerIds[stored.brandId];
      const row = {
        ...stored,
        config: {
          ...stored.config,
          ...(tagManagerId ? { tagManagerId } : {}),
          ...(recaptchaSiteKey ? { recaptchaSiteKey } : {}),
        },
      };
      this.byId.set(row.brandId, row);
      for (const domain of row.domains) this.byHost.set(domain.toLowerCase(), row);
      const origin = new URL(publicOrigins[row.brandId] ?? `http://${row.domains[0]}:${port}`);
      this.origins.set(row.brandId, origin.origin);
      this.hosts.add(origin.hostname);
    }
    for (const host of this.byHost.keys()) this.hosts.add(host);
    const unknown = Object.keys(publicOrigins).filter((id) => !this.byId.has(id));
    if (unknown.length)
      throw new Error(`PUBLIC_ORIGINS names ${unknown.join(', ')}: not a configured brand.`);
    const unknownTags = Object.keys(tagManagerIds).filter((id) => !this.byId.has(id));
    if (unknownTags.length)
      throw new Error(`TAG_MANAGER_IDS names ${unknownTags.join(', ')}: not a configured brand.`);
    const forced = forcedBrandId ? this.byId.get(forcedBrandId) : undefined;
    if (forcedBrandId && !forced)
      throw new Error(`BRAND=${forcedBrandId} is not a configured brand.`);
    this.forced = forced;
    const all = [...this.byId.values()];
    this.fallback = all.find((r) => r.isDefault) ?? all[0]!;
  }

  /** Host header → brand; hosts off the whitelist get the default brand. */
  resolve(hostHeader: string | undefined): BrandRow {
    if (this.forced) return this.forced;
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
    return this.byHost.get(host) ?? this.fallback;
  }

  /** The brand's configured public origin: absolute URLs never take the Host header's word. */
  originOf(brand: BrandRow): string {
    return this.origins.get(brand.brandId)!;
  }

  /** Is this host name (no port) one of the shop's own, of any brand? */
  isShopHost(hostname: string): boolean {
    return this.hosts.has(hostname.toLowerCase());
  }

  get(brandId: string): BrandRow | undefined {
    return this.byId.get(brandId);
  }

  all(): BrandRow[] {
    return [...this.byId.values()];
  }
}

export function toBrandPublic(row: BrandRow, origin: string): BrandPublic {
  return {
    id: row.brandId,
    name: row.name,
    origin,
    logoUrl: `/img/brand/${row.brandId}/logo.svg`,
    theme: row.theme,
    flags: row.flags,
    config: row.config,
    texts: row.texts,
  };
}
