import { errorBody, memberLevelInfo, memberSettingsBody, memberSettingsResponse, myRankingsQuery, myRankingsResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * The member's settings (GET and POST /api/my/setting), fan level (GET /api/my/member-level-info)
 * and gift rankings (GET /api/my/rankings): signed-in members, their own data only (service:
 * my-page.service.ts). Answers carry `Cache-Control: no-store` (security-headers: the request has a session).
 */
const myPageRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const fails = { 400: errorBody, 401: errorBody };

  app.get('/api/my/setting', {
    preHandler: app.authenticate,
    schema: { tags: ['my'], security, description: "The caller's settings (the defaults until they change one): isView, isVibes, isSponser, isBigFan, memberSortCode.", response: { 200: memberSettingsResponse, 401: errorBody } },
    handler: async (request) => app.myPageService.settings(request.member!),
  });
  app.post('/api/my/setting', {
    preHandler: app.authenticate,
    schema: {
      tags: ['my'],
      security,
      description:
        "Changes the caller's settings: the fields sent change, the others stay (at least one). isView (shown in a live's viewer list), isVibes (vibrate / sound on a gift or message), isSponser (named in gift rankings, else anonymous), isBigFan (booleans); memberSortCode 1 live first, 2 recently followed, 3 nickname (the followed channels' order). 400 my.setting.empty, my.setting.invalid, my.setting.sortCode.",
      body: memberSettingsBody,
      response: { 200: memberSettingsResponse, ...fails, 415: errorBody },
    },
    handler: async (request) => app.myPageService.updateSettings(request.member!, request.body),
  });
  app.get('/api/my/member-level-info', {
    preHandler: app.authenticate,
    schema: { tags: ['my'], security, description: "The caller's fan level by the luv they sent in gifts (levels: MEMBER_LEVELS in libs/contracts, apps/api/src/modules/my/README.md), the next level's threshold and the progress to it.", response: { 200: memberLevelInfo, 401: errorBody } },
    handler: async (request) => app.myPageService.levelInfo(request.member!, request.locale),
  });
  app.get('/api/my/rankings', {
    preHandler: app.authenticate,
    schema: {
      tags: ['my'],
      security,
      description:
        "The caller's gift rankings: the channels they gifted to (offset/limit, biggest total first) with their rank among each channel's gifters; and when they own a channel, its gifters by total (fanOffset/fanLimit; anonymous when the gifter's isSponser setting is off). 10 by default, at most 100.",
      querystring: myRankingsQuery,
      response: { 200: myRankingsResponse, ...fails },
    },
    handler: async (request) => app.myPageService.rankings(request.member!, request.query),
  });
};
export default myPageRoutes;
