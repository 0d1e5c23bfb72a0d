import { describe, expect, it } from 'vitest';
import { chunks, listParams } from './catalogue-api';

describe('catalogue api helpers', () => {
  it('splits ids in chunks of 100 (product-spec §9)', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    expect(chunks(ids).map((c) => c.length)).toEqual([100, 100, 50]);
    expect(chunks([])).toEqual([]);
  });

  it('sends the list query as query-string values: criterias as JSON, lists comma-separated', () => {
    expect(
      listParams({ criterias: { categoryId: 3 }, with: ['category', 'products'], offset: 20, limit: 20, onlyTrashed: true, keyword: '' }),
    ).toEqual({
      criterias: '{"categoryId":3}',
      with: 'category,products',
      appends: undefined,
      columns: undefined,
      offset: 20,
      limit: 20,
      keyword: undefined,
      withDeleted: undefined,
      onlyTrashed: 'true',
      isComposition: undefined,
      sort: undefined,
    });
  });
});
