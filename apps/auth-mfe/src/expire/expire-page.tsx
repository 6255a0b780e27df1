import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useExpireAccount, useFindVerification } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, Checkbox, PageTitle } from '@luvcast/ui';
import { useIdentityPopup } from '@luvcast/shell-kit';
import { AccountPage } from '../shared/account-page';
import { signUpErrorText } from '../shared/api-error-text';
import { PhoneVerificationStep } from '../shared/phone-verification-step';
import styles from '../shared/form.module.css';

export type ExpireStep = 'agreement' | 'identification' | 'complete';
export const EXPIRE_STEPS: readonly ExpireStep[] = ['agreement', 'identification', 'complete'];

/**
 * /expire: membership withdrawal, agreement -> identification -> complete (POST /api/auth/expire).
 * Identification: identity verification, or for foreign members (GET /api/auth/signin/find says
 * `phone`) phone verification of purpose expire with their own number.
 */
export function ExpirePage() {
  const { t, i18n } = useLingui();
  const text = (key: string) => i18n._(key);
  const me = useSessionStore((s) => s.me);
  const setMe = useSessionStore((s) => s.setMe);
  const showAlert = useSessionStore((s) => s.showAlert);
  const expire = useExpireAccount();
  const [step, setStep] = useState<ExpireStep>('agreement');
  const [agreed, setAgreed] = useState(false);
  const verification = useFindVerification(step === 'identification' ? me?.loginId : undefined, 'password');
  const onVerified = (proof: { authKey: string } | { phoneVerificationToken: string }) => {
    if (!me) return;
    expire.mutate(
      { loginId: me.loginId, ...proof },
      {
        onSuccess: () => {
          setStep('complete');
          setMe(null);
        },
        onError: (e) => showAlert(signUpErrorText(e, text)),
      },
    );
  };
  const personal = useIdentityPopup('expire', (authKey) => onVerified({ authKey }));

  if (!me && step !== 'complete') {
    return (
      <AccountPage>
        <p role="alert">{text('common.badAccess')}</p>
      </AccountPage>
    );
  }

  return (
    <AccountPage>
      <PageTitle>
        <Trans>회원 탈퇴</Trans>
      </PageTitle>
      <ol className={styles.links} aria-label={t`탈퇴 단계`}>
        {EXPIRE_STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {s === 'agreement' ? t`동의` : s === 'identification' ? t`본인확인` : t`완료`}
          </li>
        ))}
      </ol>
      <div className={styles.form}>
        {step === 'agreement' && (
          <>
            <p className={styles.note}>
              <Trans>탈퇴하면 보유한 재화와 아이템, 구독 정보가 모두 삭제되며 복구할 수 없습니다.</Trans>
            </p>
            <Checkbox label={t`안내 사항을 확인했으며 탈퇴에 동의합니다.`} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <Button disabled={!agreed} onClick={() => setStep('identification')}>
              <Trans>다음</Trans>
            </Button>
          </>
        )}
        {step === 'identification' &&
          (verification.isPending ? (
            <p role="status" aria-busy="true" />
          ) : verification.data?.verification === 'phone' ? (
            <>
              <p className={styles.note}>
                <Trans>가입할 때 인증한 휴대폰 번호로 본인확인을 해주세요.</Trans>
              </p>
              <PhoneVerificationStep purpose="expire" onVerified={({ token }) => onVerified({ phoneVerificationToken: token })} />
            </>
          ) : (
            <Button delay loading={expire.isPending} onClick={() => void personal.start().catch(() => showAlert(text('common.unknownError')))}>
              <Trans>본인확인 후 탈퇴</Trans>
            </Button>
          ))}
        {step === 'complete' && (
          <>
            <p role="status">
              <Trans>회원 탈퇴가 완료되었습니다.</Trans>
            </p>
            <Link to="/">
              <Trans>홈으로</Trans>
            </Link>
          </>
        )}
      </div>
    </AccountPage>
  );
}
