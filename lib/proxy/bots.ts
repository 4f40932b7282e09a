/**
 * SPEC 2.8: errors for bot user agents are not rendered as an error page.
 * Known crawlers by name, and the `…bot/1.0` or `+http://…` marks crawlers put in their
 * user agent; a bare "bot" inside a phone model name (CUBOT) is not a crawler.
 */
const BOT_PATTERN =
  /googlebot|bingbot|yandex(?:bot|images|mobilebot)|baiduspider|duckduckbot|slurp|facebookexternalhit|twitterbot|applebot|petalbot|semrushbot|ahrefsbot|mj12bot|telegrambot|linkedinbot|whatsapp|crawler|spider|bot\/|bot;|\+https?:\/\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent));
}
