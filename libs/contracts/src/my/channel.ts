import * as v from 'valibot';
import { channelInfo, channelNotice } from '../live/channel';
import { channelCard } from '../live/suggestion-list';
import { idFromPath } from '../live/common';
import { kindParam, playedItem } from './streams';

/** GET /api/my/chennel-register (the spec's spelling): opens the caller's channel, one per member; again: the existing one (`created: false`). */
export const channelRegisterResponse = v.object({ channel: channelInfo, created: v.boolean() });
export type ChannelRegisterResponse = v.InferOutput<typeof channelRegisterResponse>;

/** GET /api/my/channel/profile: the caller's channel (null before chennel-register) and whether they may go live (PI). */
export const myChannelProfileResponse = v.object({ channel: v.nullable(channelInfo), PI: v.boolean(), canBroadcast: v.boolean() });
export type MyChannelProfileResponse = v.InferOutput<typeof myChannelProfileResponse>;

/** GET /api/my/view-main: the member's main page — their channel, who they follow (live first), what they watched lately, counts. */
export const viewMainResponse = v.object({
  channel: v.nullable(channelInfo),
  following: v.array(channelCard),
  played: v.array(playedItem),
  counts: v.object({ following: v.number(), favorites: v.number(), played: v.number() }),
});
export type ViewMainResponse = v.InferOutput<typeof viewMainResponse>;

const noticeTitle = v.pipe(v.string('common.badRequest'), v.trim(), v.nonEmpty('live.notice.titleEmpty'), v.maxLength(100, 'live.notice.titleTooLong'));
const noticeContent = v.pipe(v.string('common.badRequest'), v.trim(), v.nonEmpty('live.notice.contentEmpty'), v.maxLength(2000, 'live.notice.contentTooLong'));

/** `{kind}` of /api/my/{kind}/channel-notice: a broadcast kind (1, 2, 3) or its name. */
export const channelNoticeParams = v.object({ kind: kindParam });
export type ChannelNoticeParams = v.InferOutput<typeof channelNoticeParams>;
/** POST /api/my/{kind}/channel-notice */
export const channelNoticeCreateBody = v.object({ title: noticeTitle, content: noticeContent, isPinned: v.optional(v.boolean(), false) });
export type ChannelNoticeCreateBody = v.InferInput<typeof channelNoticeCreateBody>;
/** PUT /api/my/{kind}/channel-notice */
export const channelNoticeUpdateBody = v.object({ id: idFromPath, title: noticeTitle, content: noticeContent, isPinned: v.optional(v.boolean()) });
export type ChannelNoticeUpdateBody = v.InferInput<typeof channelNoticeUpdateBody>;
/** DELETE /api/my/{kind}/channel-notice?id */
export const channelNoticeDeleteQuery = v.object({ id: idFromPath });
export type ChannelNoticeDeleteQuery = v.InferInput<typeof channelNoticeDeleteQuery>;
export const channelNoticeResponse = v.object({ notice: channelNotice });
export type ChannelNoticeResponse = v.InferOutput<typeof channelNoticeResponse>;
