import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiryCategory, InquiryListResponse, InquiryView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/cs/inquiry-list?offset&limit: the member's inquiries, newest first, and the unread answers. */
export const getInquiries = (offset = 0, limit = 10) => json<InquiryListResponse & { offset: number; limit: number }>(api.get('api/cs/inquiry-list', { searchParams: { offset, limit } }));
export const inquiriesQuery = (offset = 0, limit = 10) => queryOptions({ queryKey: ['cs', 'inquiries', 'list', offset, limit] as const, queryFn: () => getInquiries(offset, limit) });
export const useInquiries = (offset = 0, limit = 10) => useQuery({ ...inquiriesQuery(offset, limit), placeholderData: keepPreviousData });

/** How many answers the member has not opened yet (the header's badge): the list's first row only, read again each minute. */
export const useUnreadInquiryAnswers = (signedIn: boolean) =>
  useQuery({ ...inquiriesQuery(0, 1), enabled: signedIn, select: (page) => page.unreadAnswers, refetchInterval: 60_000 });

/** GET /api/cs/inquiry/{id}: one with its answer (reading it marks the answer read, so the list is read again). */
export const getInquiry = (id: number) => json<InquiryView>(api.get(`api/cs/inquiry/${id}`));
export const inquiryQuery = (id: number) => queryOptions({ queryKey: ['cs', 'inquiries', 'one', id] as const, queryFn: () => getInquiry(id) });
export function useInquiry(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...inquiryQuery(id),
    select: (inquiry) => {
      if (inquiry.answerUnread) void queryClient.invalidateQueries({ queryKey: ['cs', 'inquiries', 'list'] });
      return inquiry;
    },
  });
}

/**
 * GET /api/cs/inquiry/{id}/attachments/{attachmentId}, saved as a file under its name (through the
 * client, which sends the client header and refreshes the session; a plain link would not).
 */
export async function downloadInquiryAttachment(inquiryId: number, attachment: { id: number; name: string }): Promise<void> {
  const blob = await api.get(`api/cs/inquiry/${inquiryId}/attachments/${attachment.id}`).blob();
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: attachment.name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface NewInquiry {
  category: InquiryCategory;
  title: string;
  content: string;
  /** an appeal of an action (`board_post:{id}`, `chat_ban:{channel id}`) */
  appeal?: string;
  /** up to 3 (JPG, PNG, GIF, PDF; 5 MB each) */
  files: File[];
}

/** POST /api/cs/inquiry (multipart, the files in `files`). */
export const writeInquiry = ({ files, ...fields }: NewInquiry) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  for (const f of files) form.append('files', f, f.name);
  return json<InquiryView>(api.post('api/cs/inquiry', { body: form }));
};
export function useWriteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: writeInquiry, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cs', 'inquiries', 'list'] }) });
}

/** DELETE /api/cs/inquiry-delete/{id}: while it waits for an answer. */
export const deleteInquiry = (id: number) => json<{ id: number }>(api.delete(`api/cs/inquiry-delete/${id}`));
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInquiry, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cs', 'inquiries'] }) });
}
