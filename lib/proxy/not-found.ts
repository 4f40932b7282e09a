/**
 * SPEC 8: the message of the route-not-found error, 'Page Not Found: {fullPath}'. It is what
 * logs and crawlers get; a visitor reads Errors.notFound in the page's language instead.
 */
export const NOT_FOUND_MESSAGE = 'Page Not Found: {fullPath}';

/** The message for one visible path (path and query, as the visitor asked for it). */
export function notFoundMessage(fullPath: string): string {
  return NOT_FOUND_MESSAGE.replace('{fullPath}', fullPath);
}
