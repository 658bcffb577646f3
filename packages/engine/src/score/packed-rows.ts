// Stores equal rows of a cost table once. Staff on the same contract have identical rest, block and
// counter tables; sharing them keeps the tables of a year-long, 150-person instance in cache (the search
// reads them on every move, and misses there were most of its time).

export class PackedRows {
  private readonly seen = new Map<string, number>();
  private readonly rows: Float64Array[] = [];
  private size = 0;

  /** Offset of a row equal to `row` in the packed table (the row is copied if it is new). */
  add(row: Float64Array): number {
    const key = row.join(',');
    const known = this.seen.get(key);
    if (known !== undefined) return known;
    const offset = this.size;
    this.seen.set(key, offset);
    this.rows.push(row.slice());
    this.size += row.length;
    return offset;
  }

  /** The packed table: every distinct row, at the offsets `add` returned. */
  table(): Float64Array {
    const out = new Float64Array(this.size);
    let at = 0;
    for (const row of this.rows) {
      out.set(row, at);
      at += row.length;
    }
    return out;
  }
}
