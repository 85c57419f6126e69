import { describe, expect, it } from 'vitest';
import { applyChanges } from './sync';

const item = (id: number, title: string) => ({ id, title });

describe('applyChanges', () => {
  it('rebuilds the copy in the order now: changed items replaced, new ones added, gone ones left out', () => {
    const copy = [item(1, 'a'), item(2, 'b'), item(3, 'c')];
    const mended = applyChanges(copy, { etag: '"2"', changed: [item(2, 'B'), item(4, 'd')], deleted: [3], order: [4, 1, 2] });
    expect(mended).toEqual([item(4, 'd'), item(1, 'a'), item(2, 'B')]);
  });

  it("keeps the copy's order, less the deleted, when the changes leave the order out", () => {
    const copy = [item(1, 'a'), item(2, 'b'), item(3, 'c')];
    expect(applyChanges(copy, { etag: '"2"', changed: [item(3, 'C')], deleted: [1], order: null })).toEqual([item(2, 'b'), item(3, 'C')]);
  });

  it('gives up on a copy the changes do not fit, for the whole list to be read', () => {
    expect(applyChanges([item(1, 'a')], { etag: '"2"', changed: [], deleted: [], order: [1, 5] })).toBeNull();
  });
});
