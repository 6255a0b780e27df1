import { Trans } from '@lingui/react/macro';
import { useProfile } from '@luvcast/api-client';
import { Spinner } from '@luvcast/ui';
import { SignInPrompt } from '../sign-in-prompt';
import styles from './profile-page.module.css';

/** /my/profile: nickname, ID and identity verification from GET /api/my/profile. */
export function ProfilePage() {
  const { data: profile, isPending, isError } = useProfile();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>내 정보</Trans>
      </h1>
      {isPending ? (
        <Spinner size={24} />
      ) : isError ? (
        <p role="alert">
          <Trans>정보를 불러오지 못했습니다.</Trans>
        </p>
      ) : !profile ? (
        <SignInPrompt />
      ) : (
        <dl className={styles.card} data-profile>
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
        </dl>
      )}
    </div>
  );
}
