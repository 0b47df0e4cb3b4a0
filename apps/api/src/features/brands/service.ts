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
  /** How often a page asks /version.json, over every brand's configuration. */
  versionCheckIntervalMs?: number;
  /** Tag-manager container per brand id, over the brand's config.tagManagerId. */
  tagManagerIds?: Record<string, string>;
  /** Google's reCAPTCHA v3 site key, one for every brand (the secret it pairs with is one). */
  recaptchaSiteKey?: string;
  /** The From of each brand's mail, 'Name <address>', over the one made from its name and host. */
  mailSenders?: Record<string, string>;
}

/** The logo's size as the mails show it (the seed draws every logo 220 × 48). */
export const MAIL_LOGO = { width: 220, height: 48 } as const;

/** Where a mail finds the brand's logo: a PNG, which every mail client shows (few show SVG). */
export const mailLogoUrl = (brandId: string, origin: string): string =>
  `${origin}/img/brand/${brandId}/logo.png`;

/** A name as a From header's display name may carry it: quoted when it holds what the header means. */
const displayName = (name: string): string =>
  /^[\p{L}\p{N} '!#$%&*+\-/=?^_`{|}~]*$/u.test(name) ? name : `"${name.replace(/["\\]/g, '')}"`;

/**
 * The sender of a brand with none configured: its name, at its public host
 * without 'www.' (www.mercato-spesa.it → noreply@mercato-spesa.it), or at
 * '<brand id>.localhost' while the host is this machine.
 */
export function defaultSender(brand: Pick<BrandRow, 'brandId' | 'name'>, origin: string): string {
  const host = new URL(origin).hostname.replace(/^www\./, '');
  const local = host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[');
  return `${displayName(brand.name)} <noreply@${local ? `${brand.brandId}.localhost` : host}>`;
}

/**
 * The brands are configuration: loaded once at start and immutable while the
 * process runs, so every process behind a load balancer holds the same copy.
 */
export class BrandRegistry {
  private readonly byHost = new Map<string, BrandRow>();
  private readonly byId = new Map<string, BrandRow>();
  private readonly origins = new Map<string, string>();
  private readonly senders = new Map<string, string>();
  /** Host names of every brand, with those of the configured origins. */
  private readonly hosts = new Set<string>();
  private readonly fallback: BrandRow;
  private readonly forced: BrandRow | undefined;

  constructor(rows: BrandRow[], settings: BrandSettings = {}) {
    if (rows.length === 0) throw new Error('No brand configured: seed the database first.');
    const { forcedBrandId, publicOrigins = {}, port = 80, tagManagerIds = {} } = settings;
    const { recaptchaSiteKey, mailSenders = {}, versionCheckIntervalMs } = settings;
    for (const stored of rows) {
      const tagManagerId = tagManagerIds[stored.brandId];
      const row = {
        ...stored,
        config: {
          ...stored.config,
          ...(tagManagerId ? { tagManagerId } : {}),
          ...(recaptchaSiteKey ? { recaptchaSiteKey } : {}),
          ...(versionCheckIntervalMs ? { versionCheckIntervalMs } : {}),
        },
      };
      this.byId.set(row.brandId, row);
      for (const domain of row.domains) this.byHost.set(domain.toLowerCase(), row);
      const origin = new URL(publicOrigins[row.brandId] ?? `http://${row.domains[0]}:${port}`);
      this.origins.set(row.brandId, origin.origin);
      this.senders.set(row.brandId, mailSenders[row.brandId] ?? defaultSender(row, origin.origin));
      this.hosts.add(origin.hostname);
    }
    for (const host of this.byHost.keys()) this.hosts.add(host);
    const unknown = Object.keys(publicOrigins).filter((id) => !this.byId.has(id));
    if (unknown.length)
      throw new Error(`PUBLIC_ORIGINS names ${unknown.join(', ')}: not a configured brand.`);
    const unknownTags = Object.keys(tagManagerIds).filter((id) => !this.byId.has(id));
    if (unknownTags.length)
      throw new Error(`TAG_MANAGER_IDS names ${unknownTags.join(', ')}: not a configured brand.`);
    const unknownSenders = Object.keys(mailSenders).filter((id) => !this.byId.has(id));
    if (unknownSenders.length)
      throw new Error(`MAIL_FROM names ${unknownSenders.join(', ')}: not a configured brand.`);
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

  /** Who the brand's mail comes from: 'Mercatò <noreply@mercato-spesa.it>'. */
  senderOf(brandId: string): string {
    const sender = this.senders.get(brandId);
    if (!sender) throw new Error(`No brand ${brandId} to send mail for`);
    return sender;
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
