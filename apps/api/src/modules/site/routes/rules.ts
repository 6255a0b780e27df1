import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALE_HEADER, messageText, RULE_KINDS, type RuleKind } from '@luvcast/contracts';
import * as v from 'valibot';
import { STATIC_DIR } from '../../../plugins/external/static-files';
import type { RoutePlugin } from '../../../types';

const rulesParams = v.object({ kind: v.string() });
const isRuleKind = (kind: string): kind is RuleKind => (RULE_KINDS as readonly string[]).includes(kind);

/** GET /static/{broadcast-rules|viewer-rules|service-rules|privacy-rules}: the terms documents (text/plain) in the caller's locale. */
const rulesRoutes: RoutePlugin = async (app) => {
  // one text per kind and server locale: rules/<kind>.txt (ko) and rules/<kind>.en.txt (en)
  const cache = new Map<string, string>();
  app.get('/static/:kind', { schema: { tags: ['guest'], params: rulesParams } }, async (request, reply) => {
    const { kind } = request.params;
    if (!isRuleKind(kind)) return reply.code(404).send({ msg: messageText('common.notFound', request.locale) });
    const file = request.locale === 'en' ? `${kind}.en.txt` : `${kind}.txt`;
    let text = cache.get(file);
    if (text === undefined) {
      text = await readFile(path.join(STATIC_DIR, 'rules', file), 'utf8');
      cache.set(file, text);
    }
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Vary', `${LOCALE_HEADER}, Cookie`)
      .send(text);
  });
};
export default rulesRoutes;
