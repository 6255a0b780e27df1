import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, useDeleteInquiry, useInquiry } from '@luvcast/api-client';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { AttachmentList } from '../shared/attachment-list';
import { useCategoryLabels } from '../shared/inquiry-labels';
import styles from '../shared/inquiries.module.css';

function Inquiry({ id }: { id: number }) {
  const { t } = useLingui();
  const labels = useCategoryLabels();
  const navigate = useNavigate();
  const inquiry = useInquiry(id);
  const remove = useDeleteInquiry();
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const notFound = inquiry.error instanceof ApiError && (inquiry.error.status === 404 || inquiry.error.status === 400);
  if (notFound) {
    return (
      <PageTitle>
        <Trans>문의를 찾을 수 없습니다.</Trans>
      </PageTitle>
    );
  }
  return (
    <QueryState query={inquiry} loadingLabel={t`불러오는 중`} error={<Trans>문의를 불러오지 못했습니다.</Trans>}>
      {(found) => (
        <Card as="article" className={styles.article} data-inquiry-id={found.id}>
          <PageTitle>{found.title}</PageTitle>
          <p className={styles.meta}>
            {labels[found.category]} · <time dateTime={found.createdAt}>{found.createdAt.slice(0, 10)}</time> · {found.status === 'answered' ? t`답변 완료` : t`답변 대기`}
          </p>
          {found.appeal && (
            <p className={styles.meta} data-appeal={found.appeal.type}>
              <Trans>이의신청 대상: {found.appeal.summary}</Trans>
            </p>
          )}
          <div className={styles.content}>{found.content}</div>
          <AttachmentList inquiry={found} />
          <section aria-label={t`답변`} className={styles.answer}>
            {found.answer !== null ? (
              <>
                <h2>
                  <Trans>답변</Trans>
                </h2>
                <div className={styles.content}>{found.answer}</div>
                {found.answeredAt && (
                  <time className={styles.meta} dateTime={found.answeredAt}>
                    {found.answeredAt.slice(0, 10)}
                  </time>
                )}
              </>
            ) : (
              <p>
                <Trans>답변을 기다리고 있습니다. 답변이 등록되면 문의 내역에 표시됩니다.</Trans>
              </p>
            )}
          </section>
          {found.status === 'waiting' && (
            <div className={styles.actions}>
              {confirming ? (
                <>
                  <span>
                    <Trans>이 문의를 삭제할까요? 첨부 파일도 함께 삭제됩니다.</Trans>
                  </span>
                  <Button variant="primary" loading={remove.isPending} onClick={() => remove.mutate(found.id, { onSuccess: () => navigate('/cs/inquiries') })}>
                    <Trans>삭제</Trans>
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    <Trans>취소</Trans>
                  </Button>
                </>
              ) : (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  <Trans>문의 삭제</Trans>
                </Button>
              )}
              {remove.error && (
                <p role="alert" className={styles.error}>
                  {failureText(remove.error)}
                </p>
              )}
            </div>
          )}
        </Card>
      )}
    </QueryState>
  );
}

/** /cs/inquiries/:id: the inquiry, its files, the answer (opening it marks the answer read); deletable while waiting. */
export function InquiryPage() {
  const id = Number(useParams().id);
  return (
    <Page width="wide">
      <Link to="/cs/inquiries" className={styles.back}>
        <Trans>목록으로</Trans>
      </Link>
      <MemberGate>{() => <Inquiry id={Number.isInteger(id) && id > 0 ? id : 0} />}</MemberGate>
    </Page>
  );
}
