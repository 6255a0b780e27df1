import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messageText, RULE_KINDS, type RuleKind } from '@luvcast/contracts';
import * as v from 'valibot';
import { STATIC_DIR } from '../../plugins/external/static-files';
import type { RoutePlugin } from '../../types';

const rulesParams = v.object({ kind: v.string() });
const isRuleKind = (kind: string): kind is RuleKind => (RULE_KINDS as readonly string[]).includes(kind);

/** GET /static/{broadcast-rules|viewer-rules|service-rules|privacy-rules}: the terms documents (text/plain). */
const rulesRoutes: RoutePlugin = async (app) => {
  const cache = new Map<RuleKind, string>();
  app.get('/static/:kind', { schema: { tags: ['guest'], params: rulesParams } }, async (request, reply) => {
    const { kind } = request.params;
    if (!isRuleKind(kind)) return reply.code(404).send({ msg: messageText('common.notFound', request.locale) });
    let text = cache.get(kind);
    if (text === undefined) {
      text = await readFile(path.join(STATIC_DIR, 'rules', `${kind}.txt`), 'utf8');
      cache.set(kind, text);
    }
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(text);
  });
};
export default rulesRoutes;
