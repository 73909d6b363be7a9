/** A token from the route, safe to put back into a path segment of a link. */
export function portalPath(prefix: string, token: string): string {
  return `${prefix}${encodeURIComponent(token)}`;
}
