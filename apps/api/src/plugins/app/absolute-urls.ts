import type { FastifyRequest } from 'fastify';

/** Stored media paths (`/static/images/...`) are served by the API: answer them as absolute URLs. */
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string): string;
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string | null): string | null;
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string | null): string | null {
  if (!pathOrUrl || !pathOrUrl.startsWith('/')) return pathOrUrl;
  return `${request.protocol}://${request.host}${pathOrUrl}`;
}
