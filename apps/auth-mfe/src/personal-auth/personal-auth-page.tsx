import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { SignedOutCard, useMemberIdentityVerification } from '@luvcast/shell-kit';
import { Button, Page, PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { safeCallbackURL } from '../shared/navigation';
import styles from '../shared/form.module.css';
import { useMessage } from '../shared/use-message';

/**
 * /my/personal-auth: identity verification of a signed-in member (also asked by adult broadcasts
 * and the studio). The popup's authKey is applied to the member (POST /api/my/personal-auth); the
 * profile then says PI and the page shows the verified state (also for a member verified before).
 */
export function PersonalAuthPage() {
  const { t } = useLingui();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useSessionStore((s) => s.me);
  const showAlert = useSessionStore((s) => s.showAlert);
  const next = safeCallbackURL(params.get('callbackURL'));
  const { data: profile } = useProfile();
  const personal = useMemberIdentityVerification(() => {
    showAlert(t`본인인증이 완료되었습니다.`);
    if (params.get('callbackURL')) navigate(next);
  });
  const verified = personal.verified || profile?.PI === true;

  // a guest who opens the URL: the one shared signed-out card (its 로그인하기 opens 회원 전용)
  if (!me) {
    return (
      <Page width="medium">
        <PageTitle>
          <Trans>본인인증</Trans>
        </PageTitle>
        <SignedOutCard />
      </Page>
    );
  }
  return (
    <AccountPage>
      <PageTitle>
        <Trans>본인인증</Trans>
      </PageTitle>
      <div className={styles.form}>
        <p className={styles.note}>
          <Trans>성인 방송 시청과 일부 서비스 이용에는 본인인증이 필요합니다.</Trans>
        </p>
        {verified ? (
          <p className={styles.ok} role="status">
            {t`본인인증이 완료되었습니다.`}
          </p>
        ) : null}
        <Button delay loading={personal.pending} disabled={verified} onClick={() => void personal.start().catch(() => showAlert(message('common.unknownError')))}>
          {verified ? t`본인인증 완료 ✓` : t`본인인증`}
        </Button>
        {!verified && (personal.error !== null || personal.failed) ? (
          <p className={styles.error} role="alert">
            {personal.error || t`본인인증을 완료하지 못했습니다. 다시 시도해 주세요.`}
          </p>
        ) : null}
      </div>
    </AccountPage>
  );
}
