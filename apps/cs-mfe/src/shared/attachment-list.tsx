import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadInquiryAttachment } from '@luvcast/api-client';
import type { InquiryView } from '@luvcast/contracts';
import { Button } from '@luvcast/ui';
import { fileSize } from './inquiry-labels';
import styles from './inquiries.module.css';

/** The files of an inquiry as download buttons (the API answers them as attachments only). */
export function AttachmentList({ inquiry }: { inquiry: Pick<InquiryView, 'id' | 'attachments'> }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  if (inquiry.attachments.length === 0) return null;
  return (
    <div>
      <ul className={styles.files} aria-label={t`첨부 파일`}>
        {inquiry.attachments.map((a) => (
          <li key={a.id} className={styles.file}>
            <Button variant="secondary" type="button" onClick={() => downloadInquiryAttachment(inquiry.id, a).then(() => setFailed(false), () => setFailed(true))}>
              {a.name}
            </Button>
            <span className={styles.meta}>{fileSize(a.size)}</span>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className={styles.error}>
          <Trans>파일을 받지 못했습니다. 잠시 후 다시 시도해 주세요.</Trans>
        </p>
      )}
    </div>
  );
}
