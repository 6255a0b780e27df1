import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The site of a request: where it was sent (the request's protocol and host name). */
export interface SiteOfRequest {
  protocol: string;
  hostname: string;
}

/** The forwarded prefixes: the original service's programs call them on the site host too (issue 9, ADR 0010). */
export const FORWARDED_PREFIXES = ['/api', '/v2/api'] as const;
/** How long the API may take to start answering a forwarded call (bodies may then stream on). */
export const FORWARD_HEADERS_TIMEOUT_MS = 30_000;

/** The gateway's own refusals, in the API's error shape `{ msg, code }`. */
export const GATEWAY_ERRORS = {
  unavailable: { status: 502, msg: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', code: 'gateway.apiUnavailable' },
  timeout: { status: 504, msg: '서버의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해주세요.', code: 'gateway.apiTimeout' },
} as const;

export interface ApiForwardOptions {
  /** where the API listens, server to server (API_INTERNAL_URL) */
  apiInternalUrl: string;
  /** the API's public host for this site (`api.<site host>:<port>`): the Host the API sees */
  apiHostFor: (site: SiteOfRequest) => string;
}

/** X-Forwarded-For: the chain the request came with, plus the address that connected to us. */
export function forwardedFor(existing: string | string[] | undefined, peer: string | undefined): string {
  const chain = (Array.isArray(existing) ? existing.join(',') : (existing ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (peer) chain.push(peer);
  return chain.join(', ');
}

/**
 * `/api/*` and `/v2/api/*` on the site host, forwarded to the API (@fastify/reply-from): method,
 * path and query, headers and the body as a stream (never parsed here), the answer streamed back
 * with its status and headers (every Set-Cookie). The API sees:
 * - `Host` and `X-Forwarded-Host`: the public `api.` host of this site host, the name it has when
 *   called directly: it resolves the same brand, and its cookies get `Domain=<site host>`, which
 *   the site host's answer may set too, so a session opened through either host serves both (a
 *   client's own X-Forwarded-Host is replaced: it must not choose the brand or the cookie domain);
 * - `X-Forwarded-For`: the client's chain plus the address that connected here, and
 *   `X-Forwarded-Proto`: the API believes them only from hops its TRUST_PROXY names (set it to
 *   the web server's address, e.g. `loopback`, or every forwarded call shares one address in the
 *   per-address limits).
 * No retries (a GET answered 503 during maintenance is passed on as it is). The API unreachable:
 * 502 `{ msg, code }`; too slow to answer: 504 `{ msg, code }`; never an HTML error page.
 */
export async function registerApiForward(app: FastifyInstance, options: ApiForwardOptions): Promise<void> {
  await app.register(async (scope) => {
    // bodies pass through untouched (JSON, form-encoded, multipart, binary): the API parses them
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, {
      base: options.apiInternalUrl,
      undici: { headersTimeout: FORWARD_HEADERS_TIMEOUT_MS, bodyTimeout: 0 },
      disableRequestLogging: true,
    });

    const forward = (request: FastifyRequest, reply: FastifyReply) =>
      reply.from(request.url, {
        retryDelay: () => null,
        rewriteRequestHeaders: (req, headers) => {
          const apiHost = options.apiHostFor({ protocol: `${req.protocol}:`, hostname: req.hostname });
          return {
            ...headers,
            host: apiHost,
            'x-forwarded-host': apiHost,
            'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], req.raw.socket.remoteAddress),
            'x-forwarded-proto': req.protocol,
            forwarded: undefined,
          };
        },
        onError: (failed, { error }) => {
          const cause = error as { statusCode?: number; code?: string };
          const timedOut = cause.statusCode === 504 || cause.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT' || cause.code === 'FST_REPLY_FROM_CONNECT_TIMEOUT';
          const answer = timedOut ? GATEWAY_ERRORS.timeout : GATEWAY_ERRORS.unavailable;
          failed.request.log.warn({ err: error }, 'api forward failed');
          if (failed.sent) return;
          failed.removeHeader('content-length');
          failed.code(answer.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ msg: answer.msg, code: answer.code });
        },
      });

    for (const prefix of FORWARDED_PREFIXES) {
      scope.all(prefix, forward);
      scope.all(`${prefix}/*`, forward);
    }
  });
}
