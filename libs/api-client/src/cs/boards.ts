import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardCommentListResponse, BoardCommentView, BoardListResponse, BoardPostView, BoardSettingResponse, BoardWriteLevel } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

const keys = {
  all: ['cs', 'boards'] as const,
  channel: (channelId: number) => ['cs', 'boards', channelId] as const,
  post: (boardId: number) => ['cs', 'boards', 'post', boardId] as const,
};

/** GET /api/cs/board-setting-check?channelId: open, the level, and what the caller may do there. */
export const getBoardSetting = (channelId: number) => json<BoardSettingResponse>(api.get('api/cs/board-setting-check', { searchParams: { channelId } }));
export const boardSettingQuery = (channelId: number) => queryOptions({ queryKey: [...keys.channel(channelId), 'setting'] as const, queryFn: () => getBoardSetting(channelId) });
export const useBoardSetting = (channelId: number) => useQuery(boardSettingQuery(channelId));

/** PUT /api/cs/board-setting: the BJ opens or closes the board and sets who may post. */
export const setBoardSetting = (body: { channelId: number; open: boolean; writeLevel: BoardWriteLevel }) => json<BoardSettingResponse>(api.put('api/cs/board-setting', { json: body }));
export function useSetBoardSetting() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBoardSetting, onSuccess: (s) => queryClient.setQueryData(boardSettingQuery(s.channelId).queryKey, s) });
}

/** GET /api/cs/board-list?channelId&offset&limit: pinned first, then newest first. */
export const getBoardList = (channelId: number, offset = 0, limit = 10) => json<BoardListResponse>(api.get('api/cs/board-list', { searchParams: { channelId, offset, limit } }));
export const boardListQuery = (channelId: number, offset = 0, limit = 10) =>
  queryOptions({ queryKey: [...keys.channel(channelId), 'list', offset, limit] as const, queryFn: () => getBoardList(channelId, offset, limit) });
export const useBoardList = (channelId: number, offset = 0, limit = 10) => useQuery({ ...boardListQuery(channelId, offset, limit), placeholderData: keepPreviousData });

/** GET /api/cs/board-detail?boardId (counts a view). */
export const getBoardPost = (boardId: number) => json<BoardPostView>(api.get('api/cs/board-detail', { searchParams: { boardId } }));
export const boardPostQuery = (boardId: number) => queryOptions({ queryKey: keys.post(boardId), queryFn: () => getBoardPost(boardId), staleTime: 30_000 });
export const useBoardPost = (boardId: number) => useQuery(boardPostQuery(boardId));

/** GET /api/cs/board-comment?boardId&offset&limit: oldest first. */
export const getBoardComments = (boardId: number, offset = 0, limit = 20) => json<BoardCommentListResponse>(api.get('api/cs/board-comment', { searchParams: { boardId, offset, limit } }));
export const boardCommentsQuery = (boardId: number, offset = 0, limit = 20) =>
  queryOptions({ queryKey: [...keys.post(boardId), 'comments', offset, limit] as const, queryFn: () => getBoardComments(boardId, offset, limit) });
export const useBoardComments = (boardId: number, offset = 0, limit = 20) => useQuery({ ...boardCommentsQuery(boardId, offset, limit), placeholderData: keepPreviousData });

/** After a change: the post and its board's lists are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (post: { id?: number; boardId?: number; channelId?: number }) => {
    const boardId = post.boardId ?? post.id;
    if (boardId) void queryClient.invalidateQueries({ queryKey: keys.post(boardId) });
    void queryClient.invalidateQueries({ queryKey: post.channelId ? keys.channel(post.channelId) : keys.all });
  };
}

/** POST /api/cs/board-write */
export const writeBoardPost = (body: { channelId: number; title: string; content: string }) => json<BoardPostView>(api.post('api/cs/board-write', { json: body }));
export function useWriteBoardPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: writeBoardPost, onSuccess: refresh });
}
/** PUT /api/cs/board-update: the author's edit. */
export const updateBoardPost = (body: { boardId: number; title: string; content: string }) => json<BoardPostView>(api.put('api/cs/board-update', { json: body }));
export function useUpdateBoardPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: updateBoardPost, onSuccess: refresh });
}
/** DELETE /api/cs/board-delete/{id}: the author deletes; a moderator hides, with a reason. */
export const deleteBoardPost = ({ id, reason = '' }: { id: number; channelId: number; reason?: string }) =>
  json<{ id: number; result: 'deleted' | 'hidden' }>(api.delete(`api/cs/board-delete/${id}`, { searchParams: reason ? { reason } : {} }));
export function useDeleteBoardPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteBoardPost, onSuccess: (_r, vars) => refresh({ id: vars.id, channelId: vars.channelId }) });
}
/** PUT /api/cs/board-important/{channelId}/{boardId}: pins or unpins. */
export const toggleBoardImportant = ({ channelId, boardId }: { channelId: number; boardId: number }) =>
  json<{ boardId: number; important: boolean }>(api.put(`api/cs/board-important/${channelId}/${boardId}`));
export function useToggleBoardImportant() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: toggleBoardImportant, onSuccess: (_r, vars) => refresh(vars) });
}
/** POST /api/cs/board-like: likes, or takes the like back. */
export const likeBoardPost = ({ boardId }: { boardId: number; channelId: number }) => json<{ boardId: number; liked: boolean; likeCount: number }>(api.post('api/cs/board-like', { json: { boardId } }));
export function useLikeBoardPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: likeBoardPost, onSuccess: (_r, vars) => refresh(vars) });
}
/** POST /api/cs/board-comment */
export const writeBoardComment = (body: { boardId: number; content: string }) => json<BoardCommentView>(api.post('api/cs/board-comment', { json: body }));
export function useWriteBoardComment(channelId: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: writeBoardComment, onSuccess: (c) => refresh({ boardId: c.boardId, channelId }) });
}
/** DELETE /api/cs/board-comment/{id}: the author deletes; a moderator hides. */
export const deleteBoardComment = ({ id }: { id: number; boardId: number }) => json<{ id: number; result: 'deleted' | 'hidden' }>(api.delete(`api/cs/board-comment/${id}`));
export function useDeleteBoardComment(channelId: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteBoardComment, onSuccess: (_r, vars) => refresh({ boardId: vars.boardId, channelId }) });
}
