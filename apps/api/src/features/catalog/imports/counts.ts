/** What an import did, or would do, to the lines it names. */
export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  /** Lines that were on sale and are no longer: inactive, or left out of a full catalogue. */
  offSale: number;
}

export const noCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0, offSale: 0 });

export const changedAnything = (c: Counts): boolean => c.created + c.updated + c.offSale > 0;
