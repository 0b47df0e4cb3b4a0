import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Package } from 'lucide-react';
import { deliveredQuantityText, type OrderItem } from '@spesa/domain';
import { cn } from '../../../ui';
import { euro } from '../../../lib/format';
import { Section } from './section';

/** Names a sector id (a top-level department); undefined when it is not known. */
export type SectorName = (sectorId: number) => string | undefined;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

const nameOf = (item: OrderItem): string => text(item.product.name) ?? `#${item.productId}`;

/** The multi-buy the line was sold with, as the order kept it (orderProductSnapshot). */
function offerOf(item: OrderItem): { label: string; saving: number } | null {
  const offer = item.product.offer;
  if (typeof offer !== 'object' || offer === null) return null;
  const { label, saving } = offer as Record<string, unknown>;
  return typeof label === 'string' && typeof saving === 'number' ? { label, saving } : null;
}

interface Group {
  sectorId: number | null;
  items: OrderItem[];
}

/** The lines by sector, sectors in the order their first line appears; lines without one last. */
function groupBySector(items: readonly OrderItem[]): Group[] {
  const groups = new Map<number | null, OrderItem[]>();
  for (const item of items) {
    const group = groups.get(item.sectorId) ?? [];
    group.push(item);
    groups.set(item.sectorId, group);
  }
  const all = [...groups.entries()].map(([sectorId, lines]) => ({ sectorId, items: lines }));
  return [...all.filter((g) => g.sectorId !== null), ...all.filter((g) => g.sectorId === null)];
}

function Line({ item, byId }: { item: OrderItem; byId: Map<number, OrderItem> }) {
  const { t } = useTranslation('orders');
  const image = text(item.product.mediaURL);
  const description = text(item.product.shortDescr);
  const replacedBy = [...byId.values()].find(
    (other) => other.replacesOrderItemId === item.orderItemId,
  );
  const replaces =
    item.replacesOrderItemId !== null ? byId.get(item.replacesOrderItemId) : undefined;
  const delivered = deliveredQuantityText(item);
  const finalTotal = item.finalGrossTotal;
  const offer = offerOf(item);
  const estimated = item.variableWeight && finalTotal === null;
  return (
    // A replaced line reads struck through with its note; faded, its text fell below 4.5:1.
    <li className="flex gap-3 py-3">
      <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-line bg-white">
        {image ? (
          <img src={image} alt="" loading="lazy" className="size-full object-contain" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className={cn('font-semibold text-ink', replacedBy && 'line-through')}>
            {nameOf(item)}
          </p>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          <p className="text-sm text-ink">
            {t('detail.ordered', { quantity: item.quantityDisplay })}
            {item.deliveredQuantity === 0 ? (
              <span className="block font-medium">{t('detail.notDelivered')}</span>
            ) : delivered !== null ? (
              <span className="block font-medium">
                {t('detail.delivered', { quantity: delivered })}
              </span>
            ) : null}
          </p>
          {offer ? (
            <p className="mt-1 text-sm font-medium text-secondary-dark">
              {t('detail.offer', { offer: offer.label, amount: euro(offer.saving) })}
            </p>
          ) : null}
          {replacedBy ? (
            <p className="mt-1 text-sm font-medium text-warning">
              {t('detail.replacedBy', { name: nameOf(replacedBy) })}
            </p>
          ) : null}
          {replaces ? (
            <p className="mt-1 text-sm font-medium text-blue-800">
              {t('detail.replaces', { name: nameOf(replaces) })}
            </p>
          ) : null}
          {item.notes ? (
            <p className="mt-1 text-sm break-words text-ink-muted">
              {t('detail.lineNote', { note: item.notes })}
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-left font-bold text-ink tabular-nums sm:text-right">
          {euro(finalTotal ?? item.grossTotal)}
          {estimated ? (
            <span className="block text-xs font-normal text-ink-muted">
              {t('detail.estimated')}
            </span>
          ) : null}
          {/* A weight found above or below the estimate is not a discount: no strike-through. */}
          {finalTotal !== null && finalTotal !== item.grossTotal && item.variableWeight ? (
            <span className="block text-xs font-normal text-ink-muted">
              {t('detail.estimatedWas', { amount: euro(item.grossTotal) })}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function SectorGroup({
  title,
  items,
  byId,
}: {
  title: string;
  items: OrderItem[];
  byId: Map<number, OrderItem>;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className="rounded-lg bg-surface-muted px-3 py-1.5 text-sm font-bold tracking-wide text-ink uppercase"
      >
        {title}
      </h3>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <Line key={item.orderItemId} item={item} byId={byId} />
        ))}
      </ul>
    </section>
  );
}

/** The order's lines grouped by sector, with ordered and delivered quantity and weight. */
export function OrderLines({
  items,
  sectorName,
  className,
}: {
  items: readonly OrderItem[];
  sectorName?: SectorName;
  className?: string;
}) {
  const { t } = useTranslation('orders');
  const byId = new Map(items.map((item) => [item.orderItemId, item]));
  return (
    <Section title={t('detail.products')} icon={<Package />} className={className}>
      <div className="flex flex-col gap-4">
        {groupBySector(items).map((group) => (
          <SectorGroup
            key={group.sectorId ?? 'none'}
            title={
              (group.sectorId !== null ? sectorName?.(group.sectorId) : undefined) ??
              t('detail.otherSector')
            }
            items={group.items}
            byId={byId}
          />
        ))}
      </div>
    </Section>
  );
}
