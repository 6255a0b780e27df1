import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../types';

/** Stored media paths (`/static/images/...`) are served by the API: answer them as absolute URLs on this origin. */
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string): string;
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string | null): string | null;
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string | null): string | null {
  if (!pathOrUrl || !pathOrUrl.startsWith('/')) return pathOrUrl;
  return `${request.protocol}://${request.host}${pathOrUrl}`;
}

/** `request.absoluteUrl(path)`: a stored `/static/...` path as an absolute URL (other values unchanged). */
export default fp(async (app: App) => {
  app.decorateRequest('absoluteUrl', function (this: FastifyRequest, pathOrUrl: string | null) {
    return absoluteUrl(this, pathOrUrl);
  } as FastifyRequest['absoluteUrl']);
}, { name: 'absolute-urls' });
