import { oauthAuthorizeUrl, useChannelingSwitching } from '@luvcast/api-client';
import type { SocialProvider } from '@luvcast/contracts';
import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@luvcast/shell-kit';
import { enabledSocialProviders } from '../shared/brand';
import styles from '../shared/form.module.css';

/**
 * Kakao, Naver, Google, Twitch: each only when the brand offers it and its platform switch
 * (GET /api/guest/channeling-switching) is on. While the switches load, the brand's buttons keep
 * their place but stay invisible, so a switched-off button never flashes up; if the switches
 * cannot be read, the brand's offer is shown (the API refuses a switched-off provider anyway).
 */
export function SocialButtons({ callbackURL }: { callbackURL: string }) {
  const { t } = useLingui();
  const brand = useBrand();
  const switches = useChannelingSwitching();
  const names: Record<SocialProvider, string> = { kakao: t`카카오 로그인`, naver: t`네이버 로그인`, google: t`구글 로그인`, twitch: t`트위치 로그인` };
  const pending = switches.isPending;
  const providers = enabledSocialProviders(brand, switches.data);
  if (providers.length === 0) return null;
  return (
    <nav className={pending ? `${styles.social} ${styles.socialPending}` : styles.social} aria-label={t`소셜 로그인`} aria-busy={pending || undefined} aria-hidden={pending || undefined}>
      {providers.map((p) => (
        <a key={p} className={styles.socialButton} href={oauthAuthorizeUrl(p, callbackURL)} data-provider={p} tabIndex={pending ? -1 : undefined}>
          {names[p]}
        </a>
      ))}
    </nav>
  );
}
