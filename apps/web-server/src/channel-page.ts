import { callApi, type InternalApi } from './first-render';
import { scriptSafeJson } from './inline-script';

/**
 * The channel pages' initial data in their HTML (issue 9): `/channels/{id}` and
 * `/channels/{id}/live` carry
 * - `<script id="__NEXT_DATA__" type="application/json">` with `props.pageProps.channel` and
 *   `props.pageProps.channelStream.channel`: the channel (owner with id, loginId, nickname) and a
 *   `message` whenever the live cannot be watched from this request (not on, needs a login,
 *   password, ...); no `message` while it can;
 * - `<meta name="twitter:title" content="{nickname}의 방송국">` (the live page: `{nickname}의 라이브`).
 * Public recorders read exactly these, with regular expressions: the script stays on one line of its
 * own and its JSON holds no `<` or `>` (written as \u003c, \u003e), so neither `</script>` inside a
 * title nor a greedy `type=".*">` can cut it short.
 */

/** What the original service wrote when a live needs a signed-in viewer; recorders test for this exact text. */
export const LIVE_LOGIN_REQUIRED_MESSAGE = '로그인후 이용이 가능합니다.';
export const CHANNEL_NOT_FOUND_MESSAGE = '존재하지 않는 채널입니다.';
export const LIVE_OFFLINE_MESSAGE = '방송 중이 아닙니다.';
export const CHANNEL_UNAVAILABLE_MESSAGE = '채널 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

/** The stream read's refusal codes that a sign-in would lift (contracts STREAM_REFUSALS.loginRequired). */
const LOGIN_REFUSAL_CODES = new Set(['live.adult.loginRequired']);

export type ChannelPageKind = 'channel' | 'live';

type Json = Record<string, unknown>;

export interface ChannelPageData {
  /** the broadcaster's nickname, when the channel is known */
  nickname: string | null;
  /** the live's title, while it can be watched */
  liveTitle: string | null;
  /** `__NEXT_DATA__` */
  nextData: Json;
  /** the channel-page read's answer (200), which the page also carries for its first screen */
  page: Json | null;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a refusal body: `message` (the stream read's), else `msg` (every other call's). */
function refusalText(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const text = typeof body.message === 'string' && body.message ? body.message : body.msg;
  return typeof text === 'string' && text ? text : undefined;
}

async function readJson(api: InternalApi, path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown } | null> {
  try {
    const answer = await callApi(api, path, { headers });
    let body: unknown = null;
    try {
      body = answer.json();
    } catch {
      body = null;
    }
    return { status: answer.status, body };
  } catch {
    return null;
  }
}

/**
 * Why the live cannot be watched by this visitor (the `message`), or undefined when it can:
 * the stream read answered; else a sign-in would help (a guest refused as such), the channel is
 * offline, or the stream read's own reason.
 */
export function liveMessage(input: { channel: Json | null; stream: { status: number; body: unknown } | null; signedIn: boolean }): string | undefined {
  const { channel, stream, signedIn } = input;
  if (stream?.status === 200 && isObject(stream.body)) return undefined;
  if (!channel) return CHANNEL_NOT_FOUND_MESSAGE;
  const code = isObject(stream?.body) ? stream.body.code : undefined;
  if (!signedIn && (stream?.status === 401 || (typeof code === 'string' && LOGIN_REFUSAL_CODES.has(code)))) return LIVE_LOGIN_REQUIRED_MESSAGE;
  if (channel.isLive === false) return LIVE_OFFLINE_MESSAGE;
  return refusalText(stream?.body) ?? (stream ? LIVE_OFFLINE_MESSAGE : CHANNEL_UNAVAILABLE_MESSAGE);
}

/**
 * Reads the channel (`GET /api/channels/{id}/channel-page`) and its live
 * (`GET /api/channels/{id}/stream?option=all`) as the visitor (their cookies, so an adult or
 * password live answers as it would to them) and builds the page's `__NEXT_DATA__`.
 */
export async function loadChannelPageData(
  api: InternalApi,
  input: { channelId: string; kind: ChannelPageKind; cookieHeader: string | undefined; device: string; signedIn: boolean },
): Promise<ChannelPageData> {
  const headers: Record<string, string> = { 'x-luvcast-device': input.device };
  if (input.cookieHeader) headers.cookie = input.cookieHeader;
  const id = encodeURIComponent(input.channelId);
  const [page, stream] = await Promise.all([
    readJson(api, `/api/channels/${id}/channel-page`, headers),
    readJson(api, `/api/channels/${id}/stream?option=all`, headers),
  ]);

  const pageBody = page?.status === 200 && isObject(page.body) ? page.body : null;
  const known = pageBody && isObject(pageBody.channel) ? (pageBody.channel as Json) : null;
  const streamBody = stream?.status === 200 && isObject(stream.body) ? stream.body : null;
  // a channel the API could not read (down, slow): the live cannot be told apart from an unknown one
  const message = !page || page.status >= 500 ? (streamBody ? undefined : CHANNEL_UNAVAILABLE_MESSAGE) : liveMessage({ channel: known, stream, signedIn: input.signedIn });

  const owner = known && isObject(known.owner) ? known.owner : streamBody && isObject(streamBody.owner) ? streamBody.owner : null;
  const channel: Json = {
    ...(known ?? {}),
    ...(owner ? { owner } : {}),
    ...(streamBody ? { stream: streamBody.stream, sources: streamBody.sources, thumbUrl: streamBody.thumbUrl } : {}),
    ...(message ? { message } : {}),
  };
  if (!known && !streamBody) channel.id = /^\d+$/.test(input.channelId) ? Number(input.channelId) : input.channelId;

  const pageProps: Json = {
    channel,
    channelStream: { ...(streamBody ?? {}), channel },
    ...(pageBody ? { notices: pageBody.notices ?? [], recorded: pageBody.recorded ?? [], subscriberCount: pageBody.subscriberCount ?? 0 } : {}),
  };
  const route = input.kind === 'live' ? '/channels/[id]/live' : '/channels/[id]';
  const nickname = owner && typeof owner.nickname === 'string' ? owner.nickname : null;
  const liveTitle = streamBody && typeof streamBody.title === 'string' ? streamBody.title : null;
  return { nickname, liveTitle, nextData: { props: { pageProps }, page: route, query: { id: input.channelId } }, page: pageBody };
}


/** Text for an HTML attribute value in double quotes. */
export function attributeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `{nickname}의 방송국` (channel page) or `{nickname}의 라이브` (live page); the brand name when the channel is unknown. */
export function channelPageTitle(kind: ChannelPageKind, nickname: string | null, brandName: string): string {
  if (!nickname) return brandName;
  return kind === 'live' ? `${nickname}의 라이브` : `${nickname}의 방송국`;
}

/** The markup the page gets: meta tags for the head, the data script (its own line) for the body. */
export function channelPageMarkup(kind: ChannelPageKind, data: ChannelPageData, brandName: string): { head: string; body: string } {
  const title = attributeText(channelPageTitle(kind, data.nickname, brandName));
  const description = attributeText(data.liveTitle ?? brandName);
  const head = [
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
  ].join('\n');
  const body = `\n<script id="__NEXT_DATA__" type="application/json">${scriptSafeJson(data.nextData)}</script>\n`;
  return { head: `\n${head}\n`, body };
}
