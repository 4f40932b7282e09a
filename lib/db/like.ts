/** A `%value%` pattern for LIKE/ILIKE in which LIKE's own characters (`\`, `%`, `_`) stand for themselves. */
export const likeContaining = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
