/**
 * Pages whose visits are never recorded, whatever sends them: the staff side (/admin, where the
 * previews live too), the search results (the path is the query's page: /blogs?q= redirects
 * there, an empty search back to the list) and anything that is not a page (route handlers,
 * Next's own files).
 */
const BLOCKED = [/^\/admin(\/|$)/, /^\/blogs\/search(\/|$)/, /^\/api(\/|$)/, /^\/_next(\/|$)/];

export const isBlockedPath = (path: string): boolean => BLOCKED.some((re) => re.test(path));
