import { readDeliveryLine, type DeliveryFeedLine } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { applyDeliverySetup } from '../../delivery';
import type { Counts } from './counts';

/**
 * A delivery set-up feed: a few hundred lines at most (a shop's warehouses,
 * stores, lockers, zones, weekly slots and closing days), held whole and
 * written by the delivery feature, which owns those tables.
 */
export class DeliveryWriter {
  private readonly lines: DeliveryFeedLine[] = [];

  constructor(
    private readonly counts: Counts,
    private readonly full: boolean,
    private readonly today: string,
  ) {}

  row(_line: number, fields: Record<string, string>): Promise<void> {
    const { line } = readDeliveryLine(fields);
    if (!line) throw new Error('a checked delivery set-up feed has a bad line');
    this.lines.push(line);
    return Promise.resolve();
  }

  end(): Promise<void> {
    return Promise.resolve();
  }

  async apply(tx: Db): Promise<void> {
    Object.assign(
      this.counts,
      await applyDeliverySetup(tx, this.lines, { full: this.full, today: this.today }),
    );
  }
}
