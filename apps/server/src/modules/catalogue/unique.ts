// Until the shared mapping of unique violations lands: which uq_<table>__<column> index a concurrent insert hit.
export function uniqueViolation(err: unknown): { table: string; column: string } | undefined {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505' && e.constraint) {
    const m = /^uq_(.+)__(.+)$/.exec(e.constraint);
    return m ? { table: m[1], column: m[2] } : { table: '', column: '' };
  }
  if (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE')) {
    // "UNIQUE constraint failed: products.entreprise_id, products.barcode" (the last column is the rule's).
    const cols = /UNIQUE constraint failed: (.+)$/.exec(e.message ?? '')?.[1]?.split(',') ?? [];
    const last = cols[cols.length - 1]?.trim() ?? '';
    const [table, column] = last.split('.');
    return { table: table ?? '', column: column ?? '' };
  }
  return undefined;
}
