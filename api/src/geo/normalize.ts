/** Great-circle distance in km (mean Earth radius 6371 km). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude rectangle that contains every point within radiusKm of the centre: what an index on
 * (latitude, longitude) can narrow before the exact distance is computed on the few rows inside.
 */
export function boundingBox(lat: number, lon: number, radiusKm: number) {
  const dLat = radiusKm / 111.2;
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLon = cos > 0.01 ? radiusKm / (111.2 * cos) : 180;
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}
