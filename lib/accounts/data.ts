import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentRequests, businessAccounts, companies, consents, newsSubscriptions, questions, reviews, sessions, users } from '@/lib/db/schema';

type User = typeof users.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the platform keeps about a patient (Kazakhstan 94-V art. 24, Uzbekistan ZRU-547
 * art. 30: the subject's right to know the data processed), as one JSON document. Sessions
 * without their token hashes; the photo is named, its bytes are the avatar download.
 */
export async function exportUserData(user: User) {
  const db = getDb();
  const company = { code: companies.code, name: companies.name };
  const [consentRows, subscriptionRows, appointmentRows, questionRows, reviewRows, sessionRows, businessRows] = await Promise.all([
    db
      .select({ purpose: consents.purpose, subjectId: consents.subjectId, textVersion: consents.textVersion, locale: consents.locale, site: consents.site, createdAt: consents.createdAt, companyCode: companies.code })
      .from(consents)
      .leftJoin(companies, eq(companies.id, consents.companyId))
      .where(eq(consents.userId, user.id))
      .orderBy(desc(consents.createdAt)),
    db
      .select({ company, locale: newsSubscriptions.locale, createdAt: newsSubscriptions.createdAt })
      .from(newsSubscriptions)
      .innerJoin(companies, eq(companies.id, newsSubscriptions.companyId))
      .where(eq(newsSubscriptions.userId, user.id)),
    db
      .select({ row: appointmentRequests, company })
      .from(appointmentRequests)
      .innerJoin(companies, eq(companies.id, appointmentRequests.companyId))
      .where(eq(appointmentRequests.userId, user.id))
      .orderBy(desc(appointmentRequests.createdAt)),
    db.select({ row: questions, company }).from(questions).innerJoin(companies, eq(companies.id, questions.companyId)).where(eq(questions.userId, user.id)).orderBy(desc(questions.createdAt)),
    db.select({ row: reviews, company }).from(reviews).innerJoin(companies, eq(companies.id, reviews.companyId)).where(eq(reviews.userId, user.id)).orderBy(desc(reviews.createdAt)),
    db
      .select({ id: sessions.id, device: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt)),
    db.select({ company, createdAt: businessAccounts.createdAt }).from(businessAccounts).innerJoin(companies, eq(companies.id, businessAccounts.companyId)).where(eq(businessAccounts.userId, user.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      lastname: user.lastname,
      name: user.name,
      middlename: user.middlename,
      email: user.email,
      emailConfirmedAt: iso(user.emailConfirmedAt),
      tel: user.tel,
      telConfirmedAt: iso(user.telConfirmedAt),
      locale: user.locale,
      hasAvatar: Boolean(user.avatar),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    consents: consentRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    subscriptions: subscriptionRows.map((row) => ({ companyCode: row.company.code, companyName: row.company.name, locale: row.locale, createdAt: iso(row.createdAt) })),
    requests: appointmentRows.map(({ row, company: c }) => ({
      id: row.id,
      companyCode: c.code,
      companyName: c.name,
      name: row.name,
      phone: row.phone,
      email: row.email,
      preferredDate: row.preferredDate,
      comment: row.comment,
      status: row.status,
      locale: row.locale,
      createdAt: iso(row.createdAt),
    })),
    questions: questionRows.map(({ row, company: c }) => ({
      id: row.id,
      companyCode: c.code,
      companyName: c.name,
      name: row.name,
      email: row.email,
      phone: row.phone,
      text: row.text,
      status: row.status,
      answer: row.answer,
      answeredAt: iso(row.answeredAt),
      locale: row.locale,
      createdAt: iso(row.createdAt),
    })),
    reviews: reviewRows.map(({ row, company: c }) => ({
      id: row.id,
      companyCode: c.code,
      companyName: c.name,
      authorName: row.authorName,
      rating: row.rating,
      text: row.text,
      status: row.status,
      reply: row.reply,
      createdAt: iso(row.createdAt),
    })),
    sessions: sessionRows.map((row) => ({ ...row, createdAt: iso(row.createdAt), lastSeenAt: iso(row.lastSeenAt), expiresAt: iso(row.expiresAt) })),
    businessAccounts: businessRows.map((row) => ({ companyCode: row.company.code, companyName: row.company.name, createdAt: iso(row.createdAt) })),
  };
}
