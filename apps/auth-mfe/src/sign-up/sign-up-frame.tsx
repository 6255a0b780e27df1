import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { SignUpTabs, type SignUpKind } from './sign-up-tabs';

/** The frame of both sign-up pages: "10초 간편 회원가입" and the domestic / foreigner tabs above the form. */
export function SignUpFrame({ tab, children }: { tab: SignUpKind; children: ReactNode }) {
  return (
    <AccountPage>
      <PageTitle>
        <Trans>10초 간편 회원가입</Trans>
      </PageTitle>
      <SignUpTabs value={tab} />
      {children}
    </AccountPage>
  );
}
