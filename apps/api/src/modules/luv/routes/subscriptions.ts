import {
  channelIdParams,
  channelSubscriptionListResponse,
  channelSubscriptionResponse,
  errorBody,
  giftSubscriptionBody,
  subscribeBody,
  subscriptionActionResponse,
  subscriptionListQuery,
  subscriptionListResponse,
  subscriptionParams,
} from '@luvcast/contracts';
import { ledgerKeyOf } from '../../../plugins/app/idempotency';
import type { RoutePlugin } from '../../../types';

/** Subscriptions: subscribe, cancel or resume the renewal, the subscriber's and the broadcaster's lists, a channel's plans. */
const subscriptionsRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const statuses = 'status 1 subscribed, 2 unsubscribed (the channel stopped taking subscriptions), 3 expired, 4 unused, 5 renewal cancelled';
  app.post('/api/my/subscriptions', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description:
        "Subscribes to a channel (Idempotency-Key required): item 700 one month for 3,300 luv, 701 three months for 9,900, renewed at the end of each period. The price leaves the wallet for the broadcaster's earnings (70%) and the platform (30%); the room sees it. 400 luv.insufficient / luv.subscription.self / luv.subscription.plan, 404 live.channel.notFound, 409 luv.subscription.already / luv.subscription.closed, 422 idempotency.conflict.",
      body: subscribeBody,
      response: { 200: subscriptionActionResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      return app.idempotent(request, reply, { required: true }, (tx) => app.subscriptionsService.subscribe(request.member!, request.body, ledgerKeyOf(request, 'subscribe'), tx));
    },
  });
  app.post('/api/my/subscriptions/gift', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description:
        "Gives one month of a channel to another member (item 704, 3,300 luv, Idempotency-Key required): paid like a subscription, it waits in that member's subscription list as status 4 until used; the room sees it. 400 luv.insufficient / luv.subscription.giftSelf / luv.subscription.self, 404 live.channel.notFound / luv.subscription.recipient, 409 luv.subscription.closed, 422 idempotency.conflict.",
      body: giftSubscriptionBody,
      response: { 200: subscriptionActionResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => app.idempotent(request, reply, { required: true }, (tx) => app.subscriptionsService.give(request.member!, request.body, ledgerKeyOf(request, 'subscription-gift'), tx)),
  });
  app.post('/api/my/subscriptions/:id/use', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description: "Uses a given subscription (status 4): on top of the caller's subscription in force it adds its month; otherwise it starts now as status 5 (no renewal on the caller's money). 404 luv.subscription.notFound, 409 luv.subscription.notUnused.",
      params: subscriptionParams,
      response: { 200: subscriptionActionResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => app.idempotent(request, reply, { required: false }, (tx) => app.subscriptionsService.useGiven(request.member!, request.params.id, tx)),
  });
  app.post('/api/my/subscriptions/:id/renewal-cancel', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description: 'Cancels the renewal (status 1 -> 5, renewal event 2): the subscription lasts to the end of the paid period, then expires. 404 luv.subscription.notFound, 409 luv.subscription.notRenewing.',
      params: subscriptionParams,
      response: { 200: subscriptionActionResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => app.idempotent(request, reply, { required: false }, (tx) => app.subscriptionsService.cancelRenewal(request.member!, request.params.id, tx)),
  });
  app.post('/api/my/subscriptions/:id/renewal-resume', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description: 'Renews again (status 5 -> 1) a subscription whose paid period is not over. 404 luv.subscription.notFound, 409 luv.subscription.notResumable / luv.subscription.closed.',
      params: subscriptionParams,
      response: { 200: subscriptionActionResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => app.idempotent(request, reply, { required: false }, (tx) => app.subscriptionsService.resumeRenewal(request.member!, request.params.id, tx)),
  });
  app.get('/api/my/subscription-list', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description: `The caller's subscriptions (offset, limit 10, optional status), the ones in force first: channel, broadcaster, ${statuses}, item code, period end, renewals.`,
      querystring: subscriptionListQuery,
      response: { 200: subscriptionListResponse, 400: errorBody, 401: errorBody },
    },
    handler: async (request) => {
      const { offset, limit, status } = request.query;
      return app.subscriptionsService.listOfMember(request.member!, { status }, { offset, limit });
    },
  });
  app.get('/api/my/channel-subscription-list', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description: `Who subscribes to the caller's channel (offset, limit 10, optional status), those in force first; \`active\` counts the subscribers now. ${statuses}. 404 live.channel.none before the channel is opened.`,
      querystring: subscriptionListQuery,
      response: { 200: channelSubscriptionListResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const { offset, limit, status } = request.query;
      return (await app.subscriptionsService.listOfChannel(request.member!, { status }, { offset, limit })) ?? reply.fail('live.channel.none', 404);
    },
  });
  app.get('/api/channels/:id/subscription', {
    schema: {
      tags: ['luv'],
      description: "A channel's subscription plans, whether it takes subscriptions, its subscribers now and the caller's subscription (null signed out or never subscribed). 404 live.channel.notFound.",
      params: channelIdParams,
      response: { 200: channelSubscriptionResponse, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => (await app.subscriptionsService.ofChannel(Number(request.params.id), await app.identify(request))) ?? reply.fail('live.channel.notFound', 404),
  });
};
export default subscriptionsRoutes;
