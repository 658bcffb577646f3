import { describe, expect, it } from 'vitest';
import { PackedRows } from './packed-rows.js';

describe('PackedRows', () => {
  it('stores an equal row once and every distinct row at its own offset', () => {
    const packed = new PackedRows();
    const a = packed.add(Float64Array.of(1, 2, 3));
    const b = packed.add(Float64Array.of(4, 5));
    const again = packed.add(Float64Array.of(1, 2, 3));
    const table = packed.table();
    expect(again).toBe(a);
    expect(Array.from(table)).toEqual([1, 2, 3, 4, 5]);
    expect(Array.from(table.subarray(b, b + 2))).toEqual([4, 5]);
  });

  it('keeps its own copy, so the caller may reuse the row buffer', () => {
    const packed = new PackedRows();
    const row = Float64Array.of(7, 8);
    const first = packed.add(row);
    row[0] = 9;
    const second = packed.add(row);
    expect(second).not.toBe(first);
    expect(Array.from(packed.table())).toEqual([7, 8, 9, 8]);
  });
});
