import * as v from 'valibot';

/** GET /api/guest/subscriber-count?channelId (numeric id or broadcaster login ID) */
export const subscriberCountQuery = v.object({ channelId: v.pipe(v.string(), v.nonEmpty('common.badRequest'), v.maxLength(64, 'common.badRequest')) });
export type SubscriberCountQuery = v.InferInput<typeof subscriberCountQuery>;
export const subscriberCountResult = v.object({ channelId: v.number(), count: v.number() });
export type SubscriberCountResult = v.InferOutput<typeof subscriberCountResult>;
