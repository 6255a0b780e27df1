import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, useFindIdConfirm } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, PageTitle } from '@luvcast/ui';
import { useIdentityPopup } from '@luvcast/shell-kit';
import { AccountPage } from '../shared/account-page';
import { signUpErrorText } from '../shared/api-error-text';
import { PhoneVerificationStep } from '../shared/phone-verification-step';
import styles from '../shared/form.module.css';
import { AccountLinks } from '../shared/account-links';

/** The IDs in a find-id/confirm answer. */
export function foundIds(body: { loginId?: unknown; loginIds?: unknown }): string[] {
  if (Array.isArray(body.loginIds)) return body.loginIds.filter((x): x is string => typeof x === 'string');
  return typeof body.loginId === 'string' ? [body.loginId] : [];
}

/**
 * /member/find/findId: identity verification (domestic members) or phone verification of purpose id
 * (foreign members), then POST /api/auth/signin/find-id/confirm shows the masked ID(s).
 */
export function FindIdPage() {
  const { t, i18n } = useLingui();
  const text = (key: string) => i18n._(key);
  const showAlert = useSessionStore((s) => s.showAlert);
  const confirm = useFindIdConfirm();
  const [ids, setIds] = useState<string[] | null>(null);
  const [byPhone, setByPhone] = useState(false);
  const onConfirm = (proof: { authKey: string } | { phoneVerificationToken: string }) =>
    confirm.mutate(proof, {
      onSuccess: (body) => setIds(foundIds(body)),
      // 404: the verified person has no account
      onError: (e) => (e instanceof ApiError && e.status === 404 ? setIds([]) : showAlert(signUpErrorText(e, text))),
    });
  const personal = useIdentityPopup('id', (authKey) => onConfirm({ authKey }));

  return (
    <AccountPage>
      <PageTitle>
        <Trans>아이디 찾기</Trans>
      </PageTitle>
      <div className={styles.form}>
        {ids === null ? (
          <>
            <p className={styles.note}>
              <Trans>가입할 때 인증한 본인 정보로 아이디를 찾습니다.</Trans>
            </p>
            <Button delay loading={confirm.isPending} onClick={() => void personal.start().catch(() => showAlert(text('common.unknownError')))}>
              <Trans>본인인증으로 찾기</Trans>
            </Button>
            {byPhone ? (
              <PhoneVerificationStep purpose="id" onVerified={({ token }) => onConfirm({ phoneVerificationToken: token })} />
            ) : (
              <Button variant="secondary" onClick={() => setByPhone(true)}>
                <Trans>휴대폰 번호로 찾기 (외국인 회원)</Trans>
              </Button>
            )}
          </>
        ) : ids.length === 0 ? (
          <p role="status">{t`가입된 아이디가 없습니다.`}</p>
        ) : (
          <ul aria-label={t`찾은 아이디`}>
            {ids.map((id) => (
              <li key={id}>{id}</li>
            ))}
          </ul>
        )}
        <AccountLinks links={['signIn', 'findPassword']} />
      </div>
    </AccountPage>
  );
}
