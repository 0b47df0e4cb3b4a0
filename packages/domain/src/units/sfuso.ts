import { convert, roundQuantity } from './convert';

/** Units of a loose (Sfuso) product: WEIGHT_UNIT_SELLING and WEIGHT_UNIT_BASE of its productInfos. */
export interface SfusoUnits {
  sellingUnit: string;
  baseUnit: string;
}

/** A weight the shopper picked in the selling unit (e.g. 250 g) expressed in the base unit (0.25 kg). */
export const sfusoSellingToBase = (quantity: number, units: SfusoUnits): number =>
  roundQuantity(convert(quantity, units.sellingUnit, units.baseUnit));

/** A weight in the base unit (0.25 kg) expressed in the selling unit (250 g) for display and steppers. */
export const sfusoBaseToSelling = (quantity: number, units: SfusoUnits): number =>
  roundQuantity(convert(quantity, units.baseUnit, units.sellingUnit));
