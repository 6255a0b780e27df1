import { channelIdParams, errorBody, luvPresetBody, luvPresetResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** The broadcaster's quick gift amounts: set by the broadcaster, read by the gift dialog. */
const luvPresetRoutes: RoutePlugin = async (app) => {
  app.post('/api/my/channel/luv-preset', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description: "Sets the quick gift amounts of the caller's channel (1 to 6 different whole amounts, in the order shown). 404 live.channel.none before the channel is opened; 400 luv.amount.invalid.",
      body: luvPresetBody,
      response: { 200: luvPresetResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const channel = await app.channels.findByOwner(request.member!.id);
      if (!channel) return reply.fail('live.channel.none', 404);
      await app.channels.setLuvPresets(channel.id, request.body.presets);
      return { channelId: channel.id, presets: request.body.presets };
    },
  });
  app.get('/api/channels/:id/luv-preset', {
    schema: { tags: ['luv'], description: "A channel's quick gift amounts (the gift dialog's buttons). 404 live.channel.notFound.", params: channelIdParams, response: { 200: luvPresetResponse, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const channel = await app.channels.findById(Number(request.params.id));
      return channel ? { channelId: channel.id, presets: channel.luvPresets } : reply.fail('live.channel.notFound', 404);
    },
  });
};
export default luvPresetRoutes;
