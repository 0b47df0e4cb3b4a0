import type { BrandPublic } from '@spesa/domain';
import type { BrandRow } from './repo';

/**
 * The brands are configuration: loaded once at start and immutable while the
 * process runs, so every process behind a load balancer holds the same copy.
 */
export class BrandRegistry {
  private readonly byHost = new Map<string, BrandRow>();
  private readonly byId = new Map<string, BrandRow>();
  private readonly fallback: BrandRow;

  constructor(rows: BrandRow[], forcedBrandId?: string) {
    if (rows.length === 0) throw new Error('No brand configured: seed the database first.');
    for (const row of rows) {
      this.byId.set(row.brandId, row);
      for (const domain of row.domains) this.byHost.set(domain.toLowerCase(), row);
    }
    const forced = forcedBrandId ? this.byId.get(forcedBrandId) : undefined;
    if (forcedBrandId && !forced)
      throw new Error(`BRAND=${forcedBrandId} is not a configured brand.`);
    this.forced = forced;
    this.fallback = rows.find((r) => r.isDefault) ?? rows[0]!;
  }

  private readonly forced: BrandRow | undefined;

  /** Host header → brand; hosts off the whitelist get the default brand. */
  resolve(hostHeader: string | undefined): BrandRow {
    if (this.forced) return this.forced;
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
    return this.byHost.get(host) ?? this.fallback;
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
