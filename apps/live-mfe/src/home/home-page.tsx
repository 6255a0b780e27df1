import { Trans } from '@lingui/react/macro';
import { useBanners, useSuggestionList } from '@luvcast/api-client';
import { Spinner } from '@luvcast/ui';
import { ChannelCard } from './channel-card';
import styles from './home-page.module.css';

/** /: banners (GET /api/guest/banners) and channels (GET /api/guest/suggestion-list). */
export function HomePage() {
  const banners = useBanners();
  const channels = useSuggestionList(20);

  return (
    <div className={styles.page}>
      <section aria-labelledby="home-banners">
        <h2 id="home-banners" className={styles.visuallyHidden}>
          <Trans>배너</Trans>
        </h2>
        {banners.isPending ? null : banners.data && banners.data.list.length > 0 ? (
          <ul className={styles.banners} data-banner-list>
            {banners.data.list.map((banner) => (
              <li key={banner.id} className={styles.banner}>
                <a href={banner.linkUrl ?? '#'} className={styles.bannerLink}>
                  <img src={banner.imageUrl} alt={banner.title} className={styles.bannerImage} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="home-channels">
        <h1 id="home-channels" className={styles.sectionTitle}>
          <Trans>추천 채널</Trans>
        </h1>
        {channels.isPending ? (
          <Spinner size={24} />
        ) : channels.isError ? (
          <p role="alert">
            <Trans>채널 목록을 불러오지 못했습니다.</Trans>
          </p>
        ) : (
          <ul className={styles.grid} data-channel-list>
            {channels.data.list.map((channel) => (
              <li key={channel.channelId}>
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
