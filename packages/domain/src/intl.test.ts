import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './intl';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once', () => {
    const create = vi.fn(() => new Intl.NumberFormat('it-IT'));
    const formatter = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();
    expect(formatter().format(1234.5)).toBe('1234,5');
    expect(formatter()).toBe(formatter());
    expect(create).toHaveBeenCalledTimes(1);
  });
});
