import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppealSanction } from '@luvcast/api-client';
import { Button } from '@luvcast/ui';
import { useFailureText } from '@luvcast/shell-kit';
import styles from './sign-in-form.module.css';

export interface SanctionNoticeProps {
  /** the sign-in's refusal: blocked, the sanction's reason and end */
  text: string;
  /** the 423's appeal token (30 minutes) */
  appealToken: string;
}

/**
 * A sanctioned member's sign-in refusal, with 이의신청: a small form that posts the appeal without a
 * session (POST /api/cs/sanction-appeal); the answer is read in 1:1 문의 once they can sign in.
 */
export function SanctionNotice({ text, appealToken }: SanctionNoticeProps) {
  const { t } = useLingui();
  const appeal = useAppealSanction();
  const errorText = useFailureText();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failure = problem ?? (appeal.error ? errorText(appeal.error) : null);
  return (
    <section className={styles.sanction} aria-label={t`이용 제한 안내`}>
      <p role="alert" className={styles.sanctionText}>
        {text}
      </p>
      {appeal.isSuccess ? (
        <p role="status">
          <Trans>이의신청이 접수되었습니다. 답변은 제재가 끝난 뒤 로그인하여 1:1 문의에서 확인할 수 있습니다.</Trans>
        </p>
      ) : !open ? (
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          <Trans>이의신청</Trans>
        </Button>
      ) : (
        <form
          aria-label={t`제재 이의신청`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(null);
            const trimmed = content.trim();
            if (!trimmed) return setProblem(t`이의신청 내용을 입력해주세요.`);
            appeal.mutate({ appealToken, content: trimmed });
          }}
        >
          <label className={styles.appealField}>
            <span>
              <Trans>이의신청 내용</Trans>
            </span>
            <textarea value={content} maxLength={2000} rows={4} onChange={(e) => setContent(e.target.value)} />
          </label>
          {failure && (
            <p role="alert" className={styles.appealError}>
              {failure}
            </p>
          )}
          <Button type="submit" loading={appeal.isPending}>
            <Trans>이의신청 보내기</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
