/**
 * Derives a route's name from its path, so names stay unique and predictable:
 * `/secureinvoice/teams/:id` -> `secureinvoice-teams-id`, `/` -> `index`.
 */
export function routeName(path: string): string {
  const name = path
    .replace(/^\//, '')
    .replace(/:(\w+)/g, '$1')
    .replace(/\//g, '-');
  return name || 'index';
}
