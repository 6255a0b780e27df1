import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAdminInquiry, useAnswerInquiry } from '@luvcast/api-client';
import { useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { useCategoryLabels } from '../shared/inquiry-labels';
import { AttachmentList } from '../shared/attachment-list';
import { StaffGate } from './staff-gate';
import styles from '../shared/inquiries.module.css';

function AnswerForm({ id }: { id: number }) {
  const { t } = useLingui();
  const answer = useAnswerInquiry();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failureText = useFailureText();
  const failure = problem ?? (answer.error ? failureText(answer.error) : null);
  return (
    <form
      className={styles.form}
      aria-label={t`답변 작성`}
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        if (!text.trim()) return setProblem(t`답변을 입력해주세요.`);
        answer.mutate({ id, answer: text });
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>답변</Trans>
        </span>
        <textarea value={text} maxLength={4000} onChange={(e) => setText(e.target.value)} />
      </label>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={answer.isPending}>
        <Trans>답변 등록</Trans>
      </Button>
    </form>
  );
}

function Inquiry({ id }: { id: number }) {
  const { t } = useLingui();
  const labels = useCategoryLabels();
  const inquiry = useAdminInquiry(id);
  return (
    <QueryState query={inquiry} loadingLabel={t`불러오는 중`} error={<Trans>문의를 불러오지 못했습니다.</Trans>}>
      {(found) => (
        <Card as="article" className={styles.article} data-inquiry-id={found.id}>
          <PageTitle>{found.title}</PageTitle>
          <p className={styles.meta}>
            {found.brand} · {labels[found.category]} · <Link to={`/cs/admin/members/${encodeURIComponent(found.loginId)}`}>{found.nickname} ({found.loginId})</Link> · <time dateTime={found.createdAt}>{found.createdAt.slice(0, 16).replace('T', ' ')}</time>
          </p>
          {found.appeal && (
            <p className={styles.meta} data-appeal={found.appeal.type}>
              <Trans>이의신청 대상: {found.appeal.summary}</Trans>
            </p>
          )}
          <div className={styles.content}>{found.content}</div>
          <AttachmentList inquiry={found} />
          {found.answer !== null ? (
            <section aria-label={t`답변`} className={styles.answer}>
              <h2>
                <Trans>답변</Trans>
              </h2>
              <div className={styles.content}>{found.answer}</div>
            </section>
          ) : (
            <AnswerForm id={found.id} />
          )}
        </Card>
      )}
    </QueryState>
  );
}

/** /cs/admin/inquiries/:id: an operator reads an inquiry with its files and answers it. */
export function InquiryAnswerPage() {
  const id = Number(useParams().id);
  return (
    <Page width="wide">
      <Link to="/cs/admin/inquiries" className={styles.back}>
        <Trans>목록으로</Trans>
      </Link>
      <StaffGate>
        <Inquiry id={Number.isInteger(id) && id > 0 ? id : 0} />
      </StaffGate>
    </Page>
  );
}
