import { useEffect } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFollowedChannels, useProfile } from '@luvcast/api-client';
import { requireMember } from '@luvcast/session';
import { MemberGate } from '@luvcast/shell-kit';
import { Page, PageTitle, QueryState } from '@luvcast/ui';
import { ChannelCardList } from './channel-card';
import styles from './following-page.module.css';

/** How many followed channels the page shows (the API's most: live ones first). */
const FOLLOWED_LIMIT = 100;

/**
 * /following: the channels the member follows (GET /api/my/streams/subscriptions, refetched every
 * 10 s), live ones first with their badge and viewers, each card linking to the live or the
 * channel. A guest gets the 회원 전용 dialog and the signed-out card.
 */
export function FollowingPage() {
  const { data: profile } = useProfile();
  useEffect(() => {
    if (profile === null) requireMember();
  }, [profile]);

  return (
    <Page width={1200}>
      <PageTitle>
        <Trans>팔로우</Trans>
      </PageTitle>
      <MemberGate>{() => <FollowedChannels />}</MemberGate>
    </Page>
  );
}

function FollowedChannels() {
  const { t } = useLingui();
  const followed = useFollowedChannels(0, FOLLOWED_LIMIT);
  return (
    <QueryState
      query={followed}
      loadingLabel={t`불러오는 중`}
      error={<Trans>팔로우한 채널을 불러오지 못했습니다.</Trans>}
      isEmpty={(data) => data.list.length === 0}
      empty={
        <span className={styles.empty}>
          <Trans>아직 팔로우한 채널이 없습니다.</Trans> <Link to="/">{t`지금 방송 중인 채널 보기`}</Link>
        </span>
      }
    >
      {(data) => {
        const live = data.list.filter((c) => c.isLive).length;
        return (
          <section aria-labelledby="following-list">
            <h2 id="following-list" className={styles.summary}>
              <Trans>
                팔로우한 채널 {data.total}개 · 방송 중 {live}개
              </Trans>
            </h2>
            <ChannelCardList channels={data.list} data-followed-list />
          </section>
        );
      }}
    </QueryState>
  );
}
