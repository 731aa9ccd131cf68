/** A route id as a positive integer, or NaN so callers treat garbage like an unknown id. */
export function parseRouteId(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return Number.NaN;
  const id = Number(raw);
  return id > 0 ? id : Number.NaN;
}
