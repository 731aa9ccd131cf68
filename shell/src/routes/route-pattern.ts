/** A route pattern ('/a/:id/b') as a RegExp (/^\/a\/[^/]+\/b\/?$/): the route table only uses plain ':param' segments. */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}
