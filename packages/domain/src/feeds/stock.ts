import { FEED_MESSAGES as M } from '../texts/feeds';
import { parseFeedDecimal, priceField, type FieldProblem } from './values';

/** A stock and price feed's line, checked. */
export interface StockFeedLine {
  sku: string;
  /** A warehouse id, or '*' for every warehouse selling the line. */
  warehouse: number | '*';
  /** The warehouse's own price (per piece, or per kg by weight); null leaves it. */
  priceCents: number | null;
  /** In the selling unit; null leaves it. */
  stock: number | null;
}

/** Checks one line of a stock and price feed against the shop's warehouses. */
export function readStockLine(
  fields: Readonly<Record<string, string>>,
  warehouses: readonly number[],
): { line: StockFeedLine; problems: [] } | { line: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const text = (column: string): string => (fields[column] ?? '').trim();
  const sku = text('sku');
  if (!sku) problems.push({ column: 'sku', message: M.required });
  const warehouseText = text('warehouse');
  let warehouse: number | '*' | null = null;
  if (!warehouseText) problems.push({ column: 'warehouse', message: M.required });
  else if (warehouseText === '*') warehouse = '*';
  else if (/^\d+$/.test(warehouseText) && warehouses.includes(Number(warehouseText)))
    warehouse = Number(warehouseText);
  else problems.push({ column: 'warehouse', message: M.badWarehouse(warehouseText, warehouses) });

  let priceCents: number | null = null;
  if (text('price')) {
    const price = priceField('price', text('price'));
    if (typeof price === 'number') priceCents = price;
    else problems.push(price);
  }
  let stock: number | null = null;
  if (text('stock')) {
    const value = parseFeedDecimal(text('stock'));
    if (value === null)
      problems.push({
        column: 'stock',
        message: /^-/.test(text('stock')) ? M.badStock(text('stock')) : M.badNumber(text('stock')),
      });
    else stock = value;
  }
  if (!text('price') && !text('stock')) problems.push({ column: null, message: M.priceOrStock });
  if (problems.length > 0 || warehouse === null) return { line: null, problems };
  return { line: { sku, warehouse, priceCents, stock }, problems: [] };
}
