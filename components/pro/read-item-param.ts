/**
 * The item an editor's address names: `?{name}=new` a new one, `?{name}=12` an existing one (an
 * integer id of the database, 1 to 2^31-1); null when absent or anything else (the list).
 */
export function readItemParam(params: { get(name: string): string | null }, name: string): 'new' | number | null {
  const value = params.get(name);
  if (value === 'new') return 'new';
  return value && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
