import * as v from 'valibot';

/** GET /api/auth/geo-ip: the caller's ISO 3166-1 alpha-2 country, '' when unknown. */
export const geoIpResult = v.object({ country: v.string() });
export type GeoIpResult = v.InferOutput<typeof geoIpResult>;
