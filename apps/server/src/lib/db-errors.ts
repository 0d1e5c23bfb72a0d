// Unique-index violations from either database, so a concurrent duplicate answers the rule's 409, not a 500.
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; message?: string } | undefined;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique constraint|duplicate key/i.test(String(e?.message ?? ''));
};

/** The name of the violated index when the database gives it (PostgreSQL: constraint; SQLite: columns in the message). */
export const violatedIndex = (err: unknown): string => {
  const e = err as { constraint?: string; message?: string } | undefined;
  return e?.constraint ?? String(e?.message ?? '');
};
