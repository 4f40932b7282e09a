import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { serviceRequests } from '@/lib/db/schema';

/**
 * An erased account's service requests stay with the clinic they were made for (the request is
 * the clinic's), without the contact person: name and e-mail blanked, phone cleared.
 */
export async function forgetServiceRequestContacts(db: Pick<Database, 'update'>, userId: number): Promise<void> {
  await db.update(serviceRequests).set({ contactName: '', contactEmail: '', contactPhone: null }).where(eq(serviceRequests.userId, userId));
}
