import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry point', () => {
  // the barrel must load without cycles and expose each module's main entries
  it.each([
    'LoginFormSchema',
    'requiredRule',
    'formatEuro',
    'pricePerUnitCents',
    'convert',
    'ORDER_STATUS_LABELS',
    'TRANSACTION_STATUS',
    'ADDRESS_TYPE',
    'CLIENT_VERSION',
    'CartSchema',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
