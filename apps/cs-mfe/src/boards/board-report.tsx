import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeclare } from '@luvcast/api-client';
import { DECLARATION_REASONS, type DeclarationReason } from '@luvcast/contracts';
import { useDeclarationReasonLabels, useFailureText } from '@luvcast/shell-kit';
import { Button } from '@luvcast/ui';
import styles from '../shared/inquiries.module.css';
import own from './boards.module.css';

/** 신고 of a post or a comment: a reason and an optional text; the operators see it as it was. */
export function BoardReport({ targetType, targetId, name }: { targetType: 'post' | 'comment'; targetId: number; name: string }) {
  const { t } = useLingui();
  const labels = useDeclarationReasonLabels();
  const failureText = useFailureText();
  const declare = useDeclare();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DeclarationReason | ''>('');
  const [detail, setDetail] = useState('');
  if (declare.isSuccess) {
    return (
      <span role="status">
        <Trans>신고가 접수되었습니다. 운영자가 확인합니다.</Trans>
      </span>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" aria-label={t`${name} 신고`} onClick={() => setOpen(true)}>
        <Trans>신고</Trans>
      </Button>
    );
  }
  return (
    <form
      className={own.settings}
      aria-label={t`${name} 신고`}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason) declare.mutate({ targetType, targetId: String(targetId), reason, detail });
      }}
    >
      <select aria-label={t`신고 사유`} value={reason} onChange={(e) => setReason(e.target.value as DeclarationReason)} required>
        <option value="">{t`신고 사유`}</option>
        {DECLARATION_REASONS.map(([code]) => (
          <option key={code} value={code}>
            {labels[code]}
          </option>
        ))}
      </select>
      <input aria-label={t`신고 내용 (선택)`} placeholder={t`신고 내용 (선택)`} maxLength={500} value={detail} onChange={(e) => setDetail(e.target.value)} />
      <Button type="submit" loading={declare.isPending}>
        <Trans>신고하기</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        <Trans>취소</Trans>
      </Button>
      {declare.error && (
        <span role="alert" className={styles.error}>
          {failureText(declare.error)}
        </span>
      )}
    </form>
  );
}
