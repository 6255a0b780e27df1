import { Trans, useLingui } from '@lingui/react/macro';
import { useBanners, useSuggestionList } from '@luvcast/api-client';
import { QueryState, visuallyHidden } from '@luvcast/ui';
import { ChannelCard } from './channel-card';
import styles from './home-page.module.css';

/** /: banners (GET /api/guest/banners) and channels (GET /api/guest/suggestion-list). */
export function HomePage() {
  const { t } = useLingui();
  const banners = useBanners();
  const channels = useSuggestionList(20);

  return (
    <div className={styles.page}>
      <section aria-labelledby="home-banners">
        <h2 id="home-banners" style={visuallyHidden}>
          <Trans>배너</Trans>
        </h2>
        {/* banners are decoration: nothing while loading, on failure or without banners */}
        <QueryState query={banners} loading={null} error={null} empty={null} isEmpty={(data) => data.list.length === 0}>
          {(data) => (
            <ul className={styles.banners} data-banner-list>
              {data.list.map((banner) => (
                <li key={banner.id} className={styles.banner}>
                  <a href={banner.linkUrl ?? '#'} className={styles.bannerLink}>
                    <img src={banner.imageUrl} alt={banner.title} className={styles.bannerImage} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="home-channels">
        <h1 id="home-channels" className={styles.sectionTitle}>
          <Trans>추천 채널</Trans>
        </h1>
        <QueryState query={channels} loadingLabel={t`불러오는 중`} error={<Trans>채널 목록을 불러오지 못했습니다.</Trans>}>
          {(data) => (
            <ul className={styles.grid} data-channel-list>
              {data.list.map((channel) => (
                <li key={channel.channelId}>
                  <ChannelCard channel={channel} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
