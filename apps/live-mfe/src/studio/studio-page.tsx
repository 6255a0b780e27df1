import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMyChannelProfile, useProfile, useRegisterChannel } from '@luvcast/api-client';
import { requireMember } from '@luvcast/session';
import { MemberGate, useMemberIdentityVerification } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { FailureAlert } from '../shared/failure-text';
import { BroadcastPanel } from './broadcast-panel';
import { ChatAuditLog } from './chat-audit-log';
import { SettingsForm } from './settings-form';
import { LuvPresetsForm } from './luv-presets-form';
import { StreamKeyPanel } from './stream-key-panel';
import styles from './studio-page.module.css';

/**
 * /studio: the broadcaster's page. A member opens their channel (GET /api/my/chennel-register),
 * reads the RTMP URL and stream key, sets the live's title, theme, adult flag, password, fan
 * level and viewer cap, sees a preview of the incoming stream and starts / stops, and reads the chat
 * audit log (who moderated whom, why, until when). Going live needs
 * identity verification (PI): without it the page says so and offers the identity popup.
 */
export function StudioPage() {
  const { data: profile } = useProfile();
  // a guest who reaches /studio directly gets 회원 전용 once, and the signed-out card below
  useEffect(() => {
    if (profile === null) requireMember();
  }, [profile]);

  return (
    <Page width={960} className={styles.page}>
      <PageTitle>
        <Trans>방송하기</Trans>
      </PageTitle>
      <MemberGate>{() => <Studio />}</MemberGate>
    </Page>
  );
}

function Studio() {
  const { t } = useLingui();
  const channelProfile = useMyChannelProfile();
  const register = useRegisterChannel();

  return (
    <QueryState query={channelProfile} loadingLabel={t`불러오는 중`} error={<Trans>방송 정보를 불러오지 못했습니다.</Trans>}>
      {({ channel, PI }) =>
        channel ? (
          <div className={styles.studio} data-studio data-channel-id={channel.id} data-live={channel.isLive}>
            {PI ? null : <IdentityNotice />}
            <StreamKeyPanel />
            <SettingsForm />
            <BroadcastPanel channel={channel} canBroadcast={PI} />
            <LuvPresetsForm channelId={channel.id} />
            <ChatAuditLog channelId={channel.id} />
          </div>
        ) : (
          <Card as="section" className={styles.section} aria-labelledby="studio-no-channel">
            <h2 id="studio-no-channel" className={styles.sectionTitle}>
              <Trans>아직 채널이 없습니다.</Trans>
            </h2>
            <p>
              <Trans>채널을 만들면 스트림 키를 받아 OBS 같은 방송 프로그램으로 방송할 수 있습니다.</Trans>
            </p>
            <Button loading={register.isPending} onClick={() => register.mutate()}>
              <Trans>채널 만들기</Trans>
            </Button>
            <FailureAlert failure={register.error} className={styles.error} />
          </Card>
        )
      }
    </QueryState>
  );
}

/**
 * Without identity verification: the reason and the identity popup. Its authKey is applied to the
 * member (POST /api/my/personal-auth), which refetches the profile and the channel reads: PI turns
 * true, this notice goes and 방송 시작 is enabled.
 */
function IdentityNotice() {
  const identity = useMemberIdentityVerification();
  return (
    <Card as="section" className={styles.identity} role="note" aria-labelledby="studio-identity">
      <h2 id="studio-identity" className={styles.sectionTitle}>
        <Trans>본인인증이 필요합니다</Trans>
      </h2>
      <p>
        <Trans>방송을 시작하려면 본인인증을 먼저 해 주세요. 인증 전에는 스트림을 보내도 방송이 시작되지 않습니다.</Trans>
      </p>
      <Button delay loading={identity.pending} onClick={() => void identity.start().catch(() => undefined)} disabled={identity.verified}>
        {identity.verified ? <Trans>본인인증 완료</Trans> : <Trans>본인인증 하기</Trans>}
      </Button>
      {identity.error !== null || identity.failed ? (
        <p role="alert" className={styles.error}>
          {identity.error || <Trans>본인인증을 완료하지 못했습니다. 다시 시도해 주세요.</Trans>}
        </p>
      ) : null}
    </Card>
  );
}
