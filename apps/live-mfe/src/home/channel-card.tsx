import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChannelCard as Channel } from '@luvcast/contracts';
import { formatCount } from '@luvcast/i18n';
import styles from './home-page.module.css';

/** Channel thumbnails are 16:9: the <img> size attributes (the box is reserved by the CSS aspect ratio too). */
export const THUMB_SIZE = { width: 320, height: 180 } as const;

/** A channel on the home page and in search: a live links to its player, else to the channel. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const { t, i18n } = useLingui();
  const viewers = formatCount(channel.viewerCount, i18n);
  const to = channel.isLive ? `/channels/${channel.channelId}/live` : `/channels/${channel.channelId}`;
  return (
    <article className={styles.card} data-channel-id={channel.channelId} data-live={channel.isLive} data-viewers={channel.viewerCount}>
      <Link to={to} className={styles.cardLink} aria-label={channel.isLive ? t`${channel.nickname}의 방송 ${channel.title} 보기` : t`${channel.nickname}의 채널`}>
        <div className={styles.thumb}>
          {channel.thumbnailUrl ? <img src={channel.thumbnailUrl} alt="" width={THUMB_SIZE.width} height={THUMB_SIZE.height} loading="lazy" decoding="async" className={styles.thumbImage} /> : null}
          {channel.isLive ? (
            <span className={styles.live}>
              <Trans>LIVE</Trans>
            </span>
          ) : null}
          <span className={styles.badges}>
            {channel.isForAdult ? (
              <span className={styles.adult}>
                <Trans>19세</Trans>
              </span>
            ) : null}
            {channel.hasPassword ? (
              <span className={styles.lock}>
                <Trans>비밀번호</Trans>
              </span>
            ) : null}
          </span>
          {channel.isLive ? (
            <span className={styles.viewers}>
              <Trans>시청자 {viewers}명</Trans>
            </span>
          ) : null}
        </div>
      </Link>
      <h3 className={styles.cardTitle}>{channel.title}</h3>
      <p className={styles.nickname}>
        {channel.nickname}
        {channel.themeText ? <span className={styles.theme}> · {channel.themeText}</span> : null}
      </p>
    </article>
  );
}

/**
 * The grid of channel cards of the home page (live now, suggestions), search results and followed
 * channels. Other attributes (the lists' `data-*` markers) go on the `<ul>`.
 */
export function ChannelCardList({ channels, ...rest }: { channels: readonly Channel[] } & Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'className'>) {
  return (
    <ul className={styles.grid} {...rest}>
      {channels.map((channel) => (
        <li key={channel.channelId}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </ul>
  );
}
