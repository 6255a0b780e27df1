import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toggleAllTerms, type RuleKind, type TermsAgreement } from '@luvcast/contracts';
import { useRules } from '@luvcast/api-client';
import { Checkbox, Modal, QueryState } from '@luvcast/ui';
import styles from '../shared/form.module.css';
import { useMessage } from '../shared/use-message';

/** The terms dialogs: 운영정책 (service-rules) and 개인정보 처리 방침 (privacy-rules), text from GET /static/{kind}. */
export function TermsDialog({ kind, onClose }: { kind: RuleKind | null; onClose: () => void }) {
  const { t } = useLingui();
  const message = useMessage();
  const rules = useRules(kind ?? 'service-rules', kind !== null);
  const title = kind === 'privacy-rules' ? t`개인정보 처리 방침` : t`운영정책`;
  return (
    <Modal open={kind !== null} onClose={onClose} title={title} closeLabel={t`닫기`}>
      <QueryState query={rules} loadingLabel={t`불러오는 중`} error={message('common.unknownError')}>
        {(text) => <div className={styles.rules}>{text}</div>}
      </QueryState>
    </Modal>
  );
}

export interface TermsBlockProps {
  value: TermsAgreement;
  onChange: (value: TermsAgreement) => void;
  error?: string;
}

/** Three boxes (service rules and privacy required, marketing optional) and the all-agree toggle (spec §4). */
export function TermsBlock({ value, onChange, error }: TermsBlockProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<RuleKind | null>(null);
  const all = value.service && value.privacy && value.marketing;
  return (
    <fieldset className={styles.terms}>
      <legend>
        <Trans>약관 동의</Trans>
      </legend>
      <Checkbox label={t`전체 동의`} checked={all} onChange={() => onChange(toggleAllTerms(value))} />
      <div className={styles.termsRow}>
        <Checkbox label={t`(필수) 운영정책 동의`} checked={value.service} onChange={(e) => onChange({ ...value, service: e.target.checked })} />
        <button type="button" className={styles.linkButton} onClick={() => setOpen('service-rules')}>
          <Trans>운영정책 보기</Trans>
        </button>
      </div>
      <div className={styles.termsRow}>
        <Checkbox label={t`(필수) 개인정보 처리 방침 동의`} checked={value.privacy} onChange={(e) => onChange({ ...value, privacy: e.target.checked })} />
        <button type="button" className={styles.linkButton} onClick={() => setOpen('privacy-rules')}>
          <Trans>개인정보 처리 방침 보기</Trans>
        </button>
      </div>
      <Checkbox label={t`(선택) 마케팅 정보 수신 동의`} checked={value.marketing} onChange={(e) => onChange({ ...value, marketing: e.target.checked })} />
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
      <TermsDialog kind={open} onClose={() => setOpen(null)} />
    </fieldset>
  );
}
