import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  buyItemsBody,
  buyItemsResponse,
  errorBody,
  itemIdParams,
  itemShopResponse,
  itemsSumResponse,
  itemUseBody,
  itemUseResponse,
  memberItemsResponse,
  prodNameParams,
  type ItemUseBody,
} from '@luvcast/contracts';
import { ledgerKeyOf } from '../../../plugins/app/idempotency';
import type { RoutePlugin } from '../../../types';
import type { ItemPick } from '../items.service';

/** Gift items: the item shop, buying, the member's items and their sums, and the three item-use calls. */
const itemsRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const useResponses = { 200: itemUseResponse, 400: errorBody, 401: errorBody, 404: errorBody, 422: errorBody };
  const useNotes =
    "The units go to the channel's broadcaster as a gift item (received/sent item lists) at the price they were bought for, and the room sees them (a message item's `content` in its `fontStyle`). Takes an Idempotency-Key (the web sends one). 400 luv.item.insufficient / luv.item.contentRequired / luv.gift.self, 404 luv.item.notFound / live.channel.notFound.";

  app.get('/api/shoppings/items', {
    schema: { tags: ['luv'], description: 'The item shop: each gift item with its code and price in luv; message items carry a text.', response: { 200: itemShopResponse } },
    handler: async (request) => app.itemsService.shop(request.locale),
  });
  app.post('/api/shoppings/items', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description: "Buys `quantity` (1-100) of an item with luv (Idempotency-Key required): the wallet -> the member's items account. 400 luv.insufficient / luv.item.quantity, 404 luv.item.notFound, 422 idempotency.conflict.",
      body: buyItemsBody,
      response: { 200: buyItemsResponse, 400: errorBody, 401: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      return app.idempotent(request, reply, { required: true }, (tx) => app.itemsService.buy(request.member!, request.body, ledgerKeyOf(request, 'items'), tx));
    },
  });
  app.get('/api/my/items', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: 'The items the member holds: one line per item and unit price (itemId), with how many.', response: { 200: memberItemsResponse, 401: errorBody } },
    handler: async (request) => app.itemsService.held(request.member!, request.locale),
  });
  app.get('/api/luv/items-sum', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: 'Items held (count and luv value); gift items sent, and received (count and luv).', response: { 200: itemsSumResponse, 401: errorBody } },
    handler: async (request) => app.itemsService.itemsSum(request.member!),
  });

  const use = (request: FastifyRequest, reply: FastifyReply, pick: ItemPick, body: ItemUseBody) =>
    app.idempotent(request, reply, { required: false }, (tx) => app.itemsService.use(request.member!, pick, body, ledgerKeyOf(request, 'item-use'), tx));

  app.post('/api/my/item/:id/use', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: `Uses \`quantity\` (default 1) of the member's item line \`id\` in \`channelId\`. ${useNotes}`, params: itemIdParams, body: itemUseBody, response: useResponses },
    handler: async (request, reply) => use(request, reply, { itemId: request.params.id, quantity: request.body.quantity ?? 1 }, request.body),
  });
  app.post('/api/my/useItems/:prodName', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: `Uses \`quantity\` (default 1) of an item by product name, the oldest units first. ${useNotes}`, params: prodNameParams, body: itemUseBody, response: useResponses },
    handler: async (request, reply) => use(request, reply, { prodName: request.params.prodName, quantity: request.body.quantity ?? 1 }, request.body),
  });
  app.post('/api/my/item/all-item/used', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: `Uses every unit of an item at once: the payload's \`itemId\` (one line) or \`prodName\` (all its lines; 404 luv.item.notFound without either). ${useNotes}`, body: itemUseBody, response: useResponses },
    handler: async (request, reply) => {
      const { itemId, prodName } = request.body;
      if (itemId !== undefined) return use(request, reply, { itemId, quantity: 'all' }, request.body);
      if (prodName !== undefined) return use(request, reply, { prodName, quantity: 'all' }, request.body);
      return reply.fail('luv.item.notFound', 404);
    },
  });
};
export default itemsRoutes;
