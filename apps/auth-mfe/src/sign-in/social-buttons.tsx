import { oauthAuthorizeUrl } from '@luvcast/api-client';
import type { SocialProvider } from '@luvcast/contracts';
import { useLingui } from '@lingui/react/macro';
import { enabledSocialProviders } from '../shared/brand';
import styles from '../shared/page.module.css';

/** Kakao, Naver, Google, Twitch: each only when the brand's switch for it is on. */
export function SocialButtons({ callbackURL }: { callbackURL: string }) {
  const { t } = useLingui();
  const names: Record<SocialProvider, string> = { kakao: t`카카오 로그인`, naver: t`네이버 로그인`, google: t`구글 로그인`, twitch: t`트위치 로그인` };
  const providers = enabledSocialProviders();
  if (providers.length === 0) return null;
  return (
    <nav className={styles.social} aria-label={t`소셜 로그인`}>
      {providers.map((p) => (
        <a key={p} className={styles.socialButton} href={oauthAuthorizeUrl(p, callbackURL)} data-provider={p}>
          {names[p]}
        </a>
      ))}
    </nav>
  );
}
