import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LIVE_LIST_POLL_MS, suggestionListQuery, useBanners, useLiveList, useThemes } from '@luvcast/api-client';
import { QueryState, Skeleton, visuallyHidden } from '@luvcast/ui';
import { ChannelCardList } from './channel-card';
import { SearchForm } from './search-form';
import styles from './home-page.module.css';

/** The banners' artwork size (4:1): the <img> attributes that reserve their box before they load. */
export const BANNER_SIZE = { width: 1200, height: 300 } as const;

/**
 * /: banners, who is live now (GET /api/lives, most viewers first, refetched every 10 s) filtered
 * by theme (`?theme=`, GET /api/guest/themes), the channel search, and the suggestions (also every 10 s).
 */
export function HomePage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const theme = params.get('theme') ?? undefined;
  const banners = useBanners();
  const themes = useThemes();
  const lives = useLiveList({ theme });
  // the suggestions carry live badges and viewer counts too: refreshed like the live list
  const channels = useQuery({ ...suggestionListQuery(20), refetchInterval: LIVE_LIST_POLL_MS });

  const chooseTheme = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('theme', value);
    else next.delete('theme');
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <section aria-labelledby="home-banners">
        <h2 id="home-banners" style={visuallyHidden}>
          <Trans>배너</Trans>
        </h2>
        {/* banners are decoration: nothing while loading, on failure or without banners */}
        <QueryState query={banners} loading={<Skeleton aspectRatio="4 / 1" height={110} radius={14} className={styles.bannerPlaceholder} />} error={null} empty={null} isEmpty={(data) => data.list.length === 0}>
          {(data) => (
            <ul className={styles.banners} data-banner-list>
              {data.list.map((banner, index) => (
                <li key={banner.id} className={styles.banner}>
                  <a href={banner.linkUrl ?? '#'} className={styles.bannerLink}>
                    {/* sized (4:1) so nothing moves when it arrives; the first is the page's largest paint
                        (the web server preloads it), the others load as they scroll into view */}
                    <img
                      src={banner.imageUrl}
                      alt={banner.title}
                      className={styles.bannerImage}
                      width={BANNER_SIZE.width}
                      height={BANNER_SIZE.height}
                      decoding="async"
                      {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="home-lives">
        <div className={styles.toolbar}>
          <h1 id="home-lives" className={styles.sectionTitle}>
            <Trans>지금 방송 중</Trans>
          </h1>
          <SearchForm />
        </div>
        {themes.data && themes.data.length > 0 ? (
          <div className={styles.themes} role="group" aria-label={t`테마`}>
            <button type="button" className={styles.themeChip} aria-pressed={!theme} onClick={() => chooseTheme(null)}>
              <Trans>전체</Trans>
            </button>
            {themes.data.map((item) => (
              <button key={item.key} type="button" className={styles.themeChip} aria-pressed={theme === String(item.key)} onClick={() => chooseTheme(String(item.key))}>
                {item.text}
              </button>
            ))}
          </div>
        ) : null}
        <QueryState
          query={lives}
          loadingLabel={t`불러오는 중`}
          error={<Trans>방송 목록을 불러오지 못했습니다.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={<Trans>지금 방송 중인 채널이 없습니다.</Trans>}
        >
          {(data) => (
            <ChannelCardList channels={data.list} data-live-list />
          )}
        </QueryState>
      </section>
      <section aria-labelledby="home-channels">
        <h2 id="home-channels" className={styles.sectionTitle}>
          <Trans>추천 채널</Trans>
        </h2>
        <QueryState query={channels} loadingLabel={t`불러오는 중`} error={<Trans>채널 목록을 불러오지 못했습니다.</Trans>}>
          {(data) => (
            <ChannelCardList channels={data.list} data-channel-list />
          )}
        </QueryState>
      </section>
    </div>
  );
}
