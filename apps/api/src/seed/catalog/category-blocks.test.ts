import { describe, expect, it } from 'vitest';
import { MID_DESCRIPTIONS } from './mid-descriptions';
import { SHELF_TIPS } from './category-blocks';
import { CATALOGUE_TREE } from './tree';

describe("the shelves' tips", () => {
  const mids = CATALOGUE_TREE.flatMap((top) => top.mids.map((mid) => mid.name));

  it('name only shelves the tree has', () => {
    expect(Object.keys(SHELF_TIPS).filter((name) => !mids.includes(name))).toEqual([]);
  });

  it.each(Object.entries(SHELF_TIPS))('%s says something its description does not', (name, tip) => {
    expect(tip.text).not.toBe(MID_DESCRIPTIONS[name]);
    expect(tip.title).not.toBe(name);
    expect(tip.text.length).toBeGreaterThan(60);
  });
});
