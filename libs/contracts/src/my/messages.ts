import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';
import { idField, paginationQuery } from '../pagination';

/** A message's text: 1 to 500 characters (line breaks allowed). */
export const MESSAGE_MAX_LENGTH = 500;
/** Messages one member may send per minute (spam). */
export const MESSAGES_PER_MINUTE = 10;

const loginId = v.pipe(v.string('messages.recipient.notFound'), v.trim(), v.nonEmpty('messages.recipient.notFound'), v.maxLength(15, 'messages.recipient.notFound'));

/** POST /api/my/messages: to a member by login id. */
export const sendMessageBody = v.object({
  loginId,
  content: v.pipe(v.string('messages.content'), v.trim(), v.nonEmpty('messages.content'), v.maxLength(MESSAGE_MAX_LENGTH, 'messages.content'), noControlCharacters('messages.content')),
});
export type SendMessageBody = v.InferOutput<typeof sendMessageBody>;

const party = v.object({ loginId: v.string(), nickname: v.string() });
export const messageView = v.object({
  messageId: v.number(),
  content: v.string(),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
  /** which of the caller's boxes it is in */
  box: v.picklist(['received', 'sent']),
  from: party,
  to: party,
});
export type MessageView = v.InferOutput<typeof messageView>;

/** GET /api/my/messages and /v2/api/my/messages?box&offset&limit: received (default) or sent, newest first. */
export const messageBoxQuery = v.object({ box: v.optional(v.picklist(['received', 'sent'], 'common.badRequest'), 'received'), ...paginationQuery(20).entries });
export type MessageBoxQuery = v.InferOutput<typeof messageBoxQuery>;
export const messageBoxResponse = v.object({ list: v.array(messageView), total: v.number(), unread: v.number(), offset: v.number(), limit: v.number() });
export type MessageBoxResponse = v.InferOutput<typeof messageBoxResponse>;

const id = idField('messages.notFound');
export const messageParams = v.object({ id });
/** GET /api/my/messages/delete?messageId: one message, for the caller only. */
export const messageDeleteQuery = v.object({ messageId: id });
/** GET /api/my/messages/alldelete?box: the caller's whole box. */
export const messageAllDeleteQuery = v.object({ box: v.optional(v.picklist(['received', 'sent'], 'common.badRequest'), 'received') });
/** POST /api/my/app/messages/delete {messageIds}: several at once (the app's call). */
export const messagesDeleteBody = v.object({ messageIds: v.pipe(v.array(id, 'common.badRequest'), v.minLength(1, 'common.badRequest'), v.maxLength(100, 'common.badRequest')) });
export const messagesDeletedResponse = v.object({ deleted: v.number() });
export const messageReadResponse = v.object({ messageId: v.number(), readAt: v.string() });

/** The block list: POST /api/my/member-messages-blackAdd and DELETE /api/my/member-messages-blackDelete {loginId}. */
export const messageBlockBody = v.object({ loginId });
export const messageBlockListResponse = v.object({ list: v.array(v.object({ loginId: v.string(), nickname: v.string(), blockedAt: v.string() })) });
export type MessageBlockListResponse = v.InferOutput<typeof messageBlockListResponse>;
/** GET /api/my/messages/isblock?loginId: whether the caller blocked that member. */
export const isBlockQuery = v.object({ loginId });
export const isBlockResponse = v.object({ loginId: v.string(), isBlock: v.boolean() });
