import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageBlockListResponse, MessageBoxResponse, MessageView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

export type MessageBox = 'received' | 'sent';

/** GET /api/my/messages?box&offset&limit: a box, newest first, with the unread count of the received one. */
export const getMessages = (box: MessageBox, offset = 0, limit = 20) => json<MessageBoxResponse>(api.get('api/my/messages', { searchParams: { box, offset, limit } }));
export const messagesQuery = (box: MessageBox, offset = 0, limit = 20) => queryOptions({ queryKey: ['my', 'messages', box, offset, limit] as const, queryFn: () => getMessages(box, offset, limit) });
export const useMessages = (box: MessageBox, offset = 0, limit = 20) => useQuery({ ...messagesQuery(box, offset, limit), placeholderData: keepPreviousData });
/** Unread received messages (the header's badge): the first row only, read again each minute. */
export const useUnreadMessages = (signedIn: boolean) => useQuery({ ...messagesQuery('received', 0, 1), enabled: signedIn, select: (box) => box.unread, refetchInterval: 60_000 });

/** After a change the boxes are read again. */
function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['my', 'messages'] });
}

/** POST /api/my/messages {loginId, content}. */
export const sendMessage = (body: { loginId: string; content: string }) => json<MessageView>(api.post('api/my/messages', { json: body }));
export const useSendMessage = () => useMutation({ mutationFn: sendMessage, onSuccess: useRefreshMessages() });

/** POST /v2/api/my/messages-read/{id}. */
export const readMessage = (id: number) => json<{ messageId: number; readAt: string }>(api.post(`v2/api/my/messages-read/${id}`));
export const useReadMessage = () => useMutation({ mutationFn: readMessage, onSuccess: useRefreshMessages() });

/** GET /api/my/messages/delete?messageId: the caller's copy. */
export const deleteMessage = (messageId: number) => json<{ deleted: number }>(api.get('api/my/messages/delete', { searchParams: { messageId } }));
export const useDeleteMessage = () => useMutation({ mutationFn: deleteMessage, onSuccess: useRefreshMessages() });

/** GET /api/my/messages/alldelete?box: the caller's whole box. */
export const deleteMessageBox = (box: MessageBox) => json<{ deleted: number }>(api.get('api/my/messages/alldelete', { searchParams: { box } }));
export const useDeleteMessageBox = () => useMutation({ mutationFn: deleteMessageBox, onSuccess: useRefreshMessages() });

/** GET /api/my/member-messages-blackList. */
export const getMessageBlocks = () => json<MessageBlockListResponse>(api.get('api/my/member-messages-blackList'));
export const messageBlocksQuery = () => queryOptions({ queryKey: ['my', 'messages', 'blocks'] as const, queryFn: getMessageBlocks });
export const useMessageBlocks = () => useQuery(messageBlocksQuery());

/** POST /api/my/member-messages-blackAdd or DELETE /api/my/member-messages-blackDelete {loginId}. */
export const setMessageBlock = ({ loginId, block }: { loginId: string; block: boolean }) =>
  json<{ loginId: string; isBlock: boolean }>(block ? api.post('api/my/member-messages-blackAdd', { json: { loginId } }) : api.delete('api/my/member-messages-blackDelete', { json: { loginId } }));
export const useSetMessageBlock = () => useMutation({ mutationFn: setMessageBlock, onSuccess: useRefreshMessages() });
