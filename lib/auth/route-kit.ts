import type { Context } from 'hono';
import { clientIp } from '@/lib/http/client-ip';
import type { Locale } from '@/lib/i18n/locales';
import type { RequestContext } from './registration/service';

/** The host a form was sent from, as the consent records keep it. */
export function requestSite(c: Context): string {
  return c.req.header('host') || new URL(c.req.url).host;
}

/** The caller's language, address and site. */
export function requestContext(c: Context): RequestContext {
  return { locale: c.get('locale') as Locale, address: clientIp(c), site: requestSite(c) };
}
