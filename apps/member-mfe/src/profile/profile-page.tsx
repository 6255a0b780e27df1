import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MemberGate } from '@luvcast/shell-kit';
import { Card, Page, PageTitle } from '@luvcast/ui';
import { ProfileImageField } from './profile-image-field';
import styles from './profile-page.module.css';

/** /my/profile: the profile picture (change or remove), nickname, ID and identity verification from GET /api/my/profile (a guest gets the signed-out card). */
export function ProfilePage() {
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>내 정보</Trans>
      </PageTitle>
      <MemberGate error={<Trans>정보를 불러오지 못했습니다.</Trans>}>
        {(profile) => (
          <>
            <ProfileImageField profile={profile} />
            <Card as="dl" className={styles.fields} data-profile>
              <dt>
                <Trans>닉네임</Trans>
              </dt>
              <dd data-field="nickname">{profile.nickname}</dd>
              <dt>
                <Trans>아이디</Trans>
              </dt>
              <dd data-field="loginId">{profile.loginId}</dd>
              <dt>
                <Trans>본인인증</Trans>
              </dt>
              <dd data-field="PI">{profile.PI ? <Trans>인증 완료</Trans> : <Trans>미인증</Trans>}</dd>
            </Card>
            <p>
              <Link to="/my/password">
                <Trans>비밀번호 변경</Trans>
              </Link>
            </p>
          </>
        )}
      </MemberGate>
    </Page>
  );
}
