/** PostgreSQL's SQLSTATE of an error, whether drizzle wrapped it (as `cause`) or not. */
function sqlState(error: unknown): string | undefined {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = seen?.code ?? seen?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the row (23505): the caller says what was taken. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** A foreign key refused the row (23503): what it pointed at was deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
