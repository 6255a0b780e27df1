import { errorBody } from '@luvcast/contracts';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';

const statusResult = v.object({ isMantenace: v.boolean(), isEmergency: v.boolean() });
const switchName = v.pipe(v.string(), v.regex(/^[A-Za-z_]{1,40}$/, 'common.badRequest'));
const flagsBody = v.object({
  maintenance: v.optional(v.boolean()),
  emergency: v.optional(v.boolean()),
  /** platform switches (channeling-switching), stored as site flags `switch:<name>` */
  switches: v.optional(v.record(switchName, v.boolean())),
});

/**
 * GET /api/guest/status: the first-render maintenance/emergency status (spec spelling
 * `isMantenace`). PUT /api/admin/site-flags: operators (role O) switch maintenance, emergency and
 * platform switches; others get 403, guests 401.
 */
const siteFlagRoutes: RoutePlugin = async (app) => {
  const status = async () => {
    const flags = await app.siteFlags.getMany(['maintenance', 'emergency']);
    return { isMantenace: flags['maintenance'] === 'on', isEmergency: flags['emergency'] === 'on' };
  };

  app.get(
    '/api/guest/status',
    { schema: { tags: ['guest'], description: 'Maintenance and emergency flags for the first render; answered during maintenance too.', response: { 200: statusResult } } },
    async () => status(),
  );

  app.put(
    '/api/admin/site-flags',
    {
      preHandler: app.operatorOnly,
      schema: {
        tags: ['admin'],
        description:
          'Operators only (role O): sets maintenance / emergency (on while true) and platform switches (site flag ' +
          'switch:<name>, read by /api/guest/channeling-switching). Answered during maintenance. Same effect as `npm run site`.',
        body: flagsBody,
        response: { 200: statusResult, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { maintenance, emergency, switches } = request.body;
      if (maintenance !== undefined) await app.siteFlags.set('maintenance', maintenance ? 'on' : 'off');
      if (emergency !== undefined) await app.siteFlags.set('emergency', emergency ? 'on' : 'off');
      for (const [name, on] of Object.entries(switches ?? {})) await app.siteFlags.set(`switch:${name}`, on ? 'on' : 'off');
      request.log.info({ operator: request.member!.loginId, maintenance, emergency, switches }, 'site flags changed');
      app.siteFlagsChanged();
      return status();
    },
  );
};
export default siteFlagRoutes;
