import { describe, expect, it } from 'vitest';
import { MID_DESCRIPTIONS } from './mid-descriptions';
import { CATALOGUE_TREE } from './tree';

describe('second-level category descriptions', () => {
  const mids = CATALOGUE_TREE.flatMap((top) => top.mids.map((mid) => mid.name));

  it.each(mids)('%s has a description of its own', (name) => {
    const description = MID_DESCRIPTIONS[name];
    expect(description).toBeDefined();
    expect(description!.length).toBeGreaterThan(40);
    expect(description).not.toMatch(/la nostra selezione del reparto/);
  });

  it('describes no department the tree does not have', () => {
    expect(Object.keys(MID_DESCRIPTIONS).filter((name) => !mids.includes(name))).toEqual([]);
  });
});
