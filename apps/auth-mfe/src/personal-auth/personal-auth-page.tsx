import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@luvcast/session';
import { SignedOutCard } from '@luvcast/shell-kit';
import { Button, Page, PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { safeCallbackURL } from '../shared/navigation';
import { usePersonalAuth } from '../shared/personal-auth';
import styles from '../shared/form.module.css';
import { useMessage } from '../shared/use-message';

/** /my/personal-auth: identity verification of a signed-in member (also asked by adult broadcasts). */
export function PersonalAuthPage() {
  const { t } = useLingui();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useSessionStore((s) => s.me);
  const showAlert = useSessionStore((s) => s.showAlert);
  const next = safeCallbackURL(params.get('callbackURL'));
  const personal = usePersonalAuth('personal', () => {
    showAlert(t`본인인증이 완료되었습니다.`);
    if (params.get('callbackURL')) navigate(next);
  });

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
        <Button delay disabled={personal.verified} onClick={() => void personal.start().catch(() => showAlert(message('common.unknownError')))}>
          {personal.verified ? t`본인인증 완료 ✓` : t`본인인증`}
        </Button>
      </div>
    </AccountPage>
  );
}
