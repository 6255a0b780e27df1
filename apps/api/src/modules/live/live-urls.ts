import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** The absolute addresses a live answer needs, composed per request (the brand host decides). */
export interface LiveUrls {
  /** media server origin: MEDIA_PUBLIC_URL, else `{protocol}://{request hostname}:{media port}` */
  media: string;
  /** RTMP publish URL: RTMP_PUBLIC_URL, else `rtmp://{hostname}:{rtmp port}/live` (`*.localhost` -> localhost, which every encoder resolves) */
  rtmp: string;
  /** a stored `/static/...` path on this API's origin */
  absolute: (pathOrUrl: string | null) => string | null;
}

export function liveUrls(request: FastifyRequest, live: Config['live']): LiveUrls {
  const hostname = request.hostname.replace(/:\d+$/, '');
  const rtmpHost = hostname.endsWith('.localhost') ? 'localhost' : hostname;
  return {
    media: live.mediaPublicUrl ?? `${request.protocol}://${hostname}:${live.mediaPort}`,
    rtmp: live.rtmpPublicUrl ?? `rtmp://${rtmpHost}:${live.rtmpPort}/live`,
    absolute: (p) => request.absoluteUrl(p),
  };
}

/** Media paths of the integration contract (served by apps/ingest). */
export const mediaPaths = {
  master: (streamId: number) => `/hls/${streamId}/master.m3u8`,
  rendition: (streamId: number, suffixName: string) => `/hls/${streamId}/${suffixName}/index.m3u8`,
  flv: (streamId: number) => `/flv/${streamId}.flv`,
  thumb: (streamId: number) => `/hls/${streamId}/thumb.jpg`,
};
