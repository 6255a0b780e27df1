import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MemberGate } from '@luvcast/shell-kit';
import { Card, Page, PageTitle } from '@luvcast/ui';
import { ProfileImageField } from './profile-image-field';
import styles from './profile-page.module.css';

/** /my/profile: the profile picture (change or remove), nickname, ID and identity verification from GET /api/my/profile (a guest gets the signed-out card). */
export function ProfilePage() {
  const { t } = useLingui();
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
            <nav className={styles.links} aria-label={t`내 정보 메뉴`}>
              <Link to="/my/password">
                <Trans>비밀번호 변경</Trans>
              </Link>
              <Link to="/my/settings">
                <Trans>설정</Trans>
              </Link>
              <Link to="/my/level">
                <Trans>팬 레벨</Trans>
              </Link>
              <Link to="/my/rankings">
                <Trans>선물 순위</Trans>
              </Link>
              <Link to="/my/agency-invites">
                <Trans>에이전시 초대</Trans>
              </Link>
            </nav>
          </>
        )}
      </MemberGate>
    </Page>
  );
}
