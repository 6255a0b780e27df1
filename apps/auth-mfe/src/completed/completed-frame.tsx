import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import styles from '../shared/form.module.css';

/** The frame of the pages after a sign-up: "회원가입 완료", the welcome line (by nickname when known), then the page's own lines and links. */
export function CompletedFrame({ nickname, children }: { nickname: string | undefined; children: ReactNode }) {
  return (
    <AccountPage>
      <PageTitle>
        <Trans>회원가입 완료</Trans>
      </PageTitle>
      <div className={styles.form}>
        <p>{nickname ? <Trans>{nickname}님, 환영합니다!</Trans> : <Trans>환영합니다!</Trans>}</p>
        {children}
      </div>
    </AccountPage>
  );
}
