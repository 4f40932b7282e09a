/** SPEC 2.8: errors for bot user agents are not rendered as an error page. */
const BOT_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|yandex|mediapartners|lighthouse-ci|headlesschrome\/.*bot/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent));
}
