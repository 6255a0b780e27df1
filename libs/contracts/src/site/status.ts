import * as v from 'valibot';

/** GET /api/guest/status: the first render's maintenance / emergency flags (the spec's spelling `isMantenace`). */
export const siteStatus = v.object({ isMantenace: v.boolean(), isEmergency: v.boolean() });
export type SiteStatus = v.InferOutput<typeof siteStatus>;

/** GET /health: a database round trip (503 when the database does not answer). */
export const healthResult = v.object({ status: v.literal('ok') });
export type HealthResult = v.InferOutput<typeof healthResult>;

/** GET /health/ready: this instance takes traffic (database reachable, not shutting down); 503 `{ status: 'draining' | 'unavailable' }` otherwise. */
export const readinessResult = v.object({ status: v.picklist(['ready', 'draining', 'unavailable']) });
export type ReadinessResult = v.InferOutput<typeof readinessResult>;
