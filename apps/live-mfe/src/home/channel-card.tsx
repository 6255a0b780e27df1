import { Trans, useLingui } from '@lingui/react/macro';
import type { ChannelCard as Channel } from '@luvcast/contracts';
import styles from './home-page.module.css';

export function ChannelCard({ channel }: { channel: Channel }) {
  const { i18n } = useLingui();
  const viewers = i18n.number(channel.viewerCount);
  return (
    <article className={styles.card} data-channel-id={channel.channelId} data-live={channel.isLive}>
      <div className={styles.thumb}>
        {channel.thumbnailUrl ? <img src={channel.thumbnailUrl} alt="" loading="lazy" className={styles.thumbImage} /> : null}
        {channel.isLive ? (
          <span className={styles.live}>
            <Trans>LIVE</Trans>
          </span>
        ) : null}
        {channel.isLive ? (
          <span className={styles.viewers}>
            <Trans>시청자 {viewers}명</Trans>
          </span>
        ) : null}
      </div>
      <h3 className={styles.cardTitle}>{channel.title}</h3>
      <p className={styles.nickname}>{channel.nickname}</p>
    </article>
  );
}
