import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMyRankings } from '@luvcast/api-client';
import type { MyRankingsResponse } from '@luvcast/contracts';
import { currencyNames, MemberGate, Pager, useBrand } from '@luvcast/shell-kit';
import { Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { formatCount } from '@luvcast/i18n';
import styles from './rankings-page.module.css';

/** Rows per page of each list. */
export const RANKINGS_PAGE_SIZE = 10;

function Gifted({ gifted, page, onPage, currency }: { gifted: MyRankingsResponse['gifted']; page: number; onPage: (p: number) => void; currency: string }) {
  const { t, i18n } = useLingui();
  return (
    <Card as="section" aria-labelledby="rankings-gifted" className={styles.section}>
      <h2 id="rankings-gifted">
        <Trans>내가 선물한 채널</Trans>
      </h2>
      {gifted.total === 0 ? (
        <p>
          <Trans>아직 선물한 채널이 없습니다.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {gifted.list.map((g) => {
            const rank = g.rank;
            const gifters = formatCount(g.gifters, i18n);
            return (
              <li key={g.channelId} data-channel={g.channelId}>
                <Link to={`/channels/${g.channelId}`} className={styles.name}>
                  {g.nickname}
                </Link>
                <span>
                  <Trans>
                    {gifters}명 중 {rank}위
                  </Trans>
                </span>
                <span className={styles.amount}>
                  {formatCount(g.total, i18n)} {currency}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {gifted.total > RANKINGS_PAGE_SIZE && <Pager label={t`선물한 채널 페이지`} page={page} pages={Math.ceil(gifted.total / RANKINGS_PAGE_SIZE)} onChange={onPage} />}
    </Card>
  );
}

function ChannelFans({ channel, page, onPage, currency }: { channel: NonNullable<MyRankingsResponse['channel']>; page: number; onPage: (p: number) => void; currency: string }) {
  const { t, i18n } = useLingui();
  return (
    <Card as="section" aria-labelledby="rankings-channel" className={styles.section}>
      <h2 id="rankings-channel">
        <Trans>내 채널 선물 순위</Trans>
      </h2>
      {channel.total === 0 ? (
        <p>
          <Trans>아직 받은 선물이 없습니다.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {channel.list.map((f, i) => {
            const rank = f.rank;
            return (
              <li key={f.loginId ?? `anonymous-${channel.offset + i}`}>
                <span className={styles.rank}>
                  <Trans>{rank}위</Trans>
                </span>
                {/* user-written text is rendered as text; an anonymous gifter (isSponser off) has no name */}
                <span className={styles.name}>{f.anonymous ? t`익명` : f.nickname}</span>
                <span className={styles.amount}>
                  {formatCount(f.total, i18n)} {currency}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {channel.total > RANKINGS_PAGE_SIZE && <Pager label={t`내 채널 선물 순위 페이지`} page={page} pages={Math.ceil(channel.total / RANKINGS_PAGE_SIZE)} onChange={onPage} />}
    </Card>
  );
}

function Rankings() {
  const { t, i18n } = useLingui();
  const currency = currencyNames(useBrand(), i18n.locale).name;
  const [page, setPage] = useState(1);
  const [fanPage, setFanPage] = useState(1);
  const rankings = useMyRankings({ offset: (page - 1) * RANKINGS_PAGE_SIZE, limit: RANKINGS_PAGE_SIZE, fanOffset: (fanPage - 1) * RANKINGS_PAGE_SIZE, fanLimit: RANKINGS_PAGE_SIZE });
  return (
    <QueryState query={rankings} error={<Trans>순위를 불러오지 못했습니다.</Trans>} loadingLabel={t`불러오는 중`}>
      {(data) => (
        <>
          <Gifted gifted={data.gifted} page={page} onPage={setPage} currency={currency} />
          {data.channel && <ChannelFans channel={data.channel} page={fanPage} onPage={setFanPage} currency={currency} />}
          <p className={styles.hint}>
            <Trans>
              선물 순위에 내 닉네임을 보이지 않으려면 <Link to="/my/settings">설정</Link>에서 끄세요.
            </Trans>
          </p>
        </>
      )}
    </QueryState>
  );
}

/** /my/rankings: the member's rank on each channel they gifted to, and their own channel's top gifters (GET /api/my/rankings). */
export function RankingsPage() {
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>선물 순위</Trans>
      </PageTitle>
      <MemberGate>{() => <Rankings />}</MemberGate>
    </Page>
  );
}
