import { describe, expect, it } from 'vitest';
import { ApiError, ClientErrorCode } from '../lib/api';
import { shouldRetry } from './query-client';

const unreachable = new ApiError({ status: 0, code: ClientErrorCode.network, message: 'x' });

describe('which failures a query tries again', () => {
  it('tries an unreachable server twice more while online', () => {
    expect(shouldRetry(0, unreachable, () => true)).toBe(true);
    expect(shouldRetry(2, unreachable, () => true)).toBe(false);
  });

  it('tries nothing again offline: one failure, said once', () => {
    expect(shouldRetry(0, unreachable, () => false)).toBe(false);
  });
});
