import { useLingui } from '@lingui/react/macro';

/** The operators' log's action codes in words (an unknown code is shown as it is). */
export function useActionNames(): Record<string, string> {
  const { t } = useLingui();
  return {
    'inquiry.answer': t`문의 답변`,
    'declaration.dismiss': t`신고 기각`,
    'declaration.sanction': t`회원 제재`,
    'declaration.hide': t`신고 내용 숨김`,
    'board.hide': t`게시글 숨김`,
    'board.hideComment': t`댓글 숨김`,
    'member.block': t`회원 차단`,
    'member.unblock': t`차단 해제`,
    'bankAccount.approve': t`계좌 승인`,
    'bankAccount.reject': t`계좌 반려`,
    'notice.create': t`공지·도움말 작성`,
    'notice.update': t`공지·도움말 수정`,
    'notice.delete': t`공지·도움말 삭제`,
    'csStatic.upload': t`공지 이미지 업로드`,
  };
}
