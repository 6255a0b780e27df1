import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { nicknameField, SOCIAL_PROVIDERS, type SocialProvider } from '@luvcast/contracts';
import { useOAuthCallback, useSocialSignUp, type OAuthCallbackResult } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, PageTitle, Spinner, TextField } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { REDIRECT_DELAY_MS, safeCallbackURL } from '../shared/navigation';
import { socialSignUpErrorText } from '../shared/api-error-text';
import { readPartnerCode } from '../shared/brand';
import styles from '../shared/form.module.css';
import { useMessage } from '../shared/use-message';

const isProvider = (p: string | undefined): p is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(p ?? '');

/** The callback URL the API carried through the OAuth state, else / */
const callbackOf = (r: OAuthCallbackResult) => safeCallbackURL(typeof r.callbackURL === 'string' ? r.callbackURL : null);

/**
 * /callback/{kakao,google,naver,twitch}/authorize: posts code + state to the API; signs in and
 * goes to the callback URL, or asks a new member for a nickname and calls the provider's sign-up.
 */
export function OAuthCallbackPage() {
  const { provider } = useParams();
  if (!isProvider(provider)) return <BadAccess />;
  return <OAuthCallback provider={provider} />;
}

function BadAccess() {
  const message = useMessage();
  return (
    <AccountPage>
      <p role="alert">{message('common.badAccess')}</p>
    </AccountPage>
  );
}

function OAuthCallback({ provider }: { provider: SocialProvider }) {
  const { t } = useLingui();
  const text = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const showAlert = useSessionStore((s) => s.showAlert);
  const callback = useOAuthCallback(provider);
  const signUp = useSocialSignUp(provider);
  const started = useRef(false);
  const [pending, setPending] = useState<OAuthCallbackResult | null>(null);
  const [nickname, setNickname] = useState('');
  const [nicknameError, setNicknameError] = useState<string>();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  /** why there is nothing to do: cancelled at the provider (error=access_denied) or refused there */
  const problem = code && state ? null : params.get('error') === 'access_denied' ? t`소셜 로그인을 취소했습니다.` : text('auth.social.unknownError');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (problem) return;
    callback.mutate(
      { code, state },
      {
        onSuccess: (result) => {
          if (result.signup) {
            setPending(result);
            if (typeof result.nickname === 'string') setNickname(result.nickname);
          }
          else setTimeout(() => navigate(callbackOf(result), { replace: true }), REDIRECT_DELAY_MS);
        },
        onError: (error) => showAlert(socialSignUpErrorText(error, text), t`알림`),
      },
    );
  });

  const onSignUp = () => {
    if (!pending) return;
    const parsed = v.safeParse(nicknameField, nickname);
    if (!parsed.success) return setNicknameError(text(parsed.issues[0].message));
    setNicknameError(undefined);
    const signupToken = typeof pending.signupToken === 'string' ? pending.signupToken : '';
    signUp.mutate(
      { signupToken, nickname: parsed.output, partnerCode: readPartnerCode() },
      {
        onSuccess: () => navigate(callbackOf(pending), { replace: true }),
        onError: (error) => showAlert(socialSignUpErrorText(error, text), t`알림`),
      },
    );
  };

  return (
    <AccountPage>
      <PageTitle>{pending ? <Trans>소셜 회원가입</Trans> : <Trans>소셜 로그인</Trans>}</PageTitle>
      {pending ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSignUp();
          }}
        >
          <TextField label={t`닉네임`} name="nickname" maxLength={10} value={nickname} error={nicknameError} onChange={(e) => setNickname(e.target.value)} />
          <Button type="submit" loading={signUp.isPending}>
            <Trans>가입하기</Trans>
          </Button>
        </form>
      ) : problem || callback.isError ? (
        <>
          <p className={styles.note} role="alert">
            {problem ?? <Trans>로그인하지 못했습니다.</Trans>}
          </p>
          <Link to="/signin">
            <Trans>로그인 페이지로 돌아가기</Trans>
          </Link>
        </>
      ) : (
        <Spinner size={24} />
      )}
    </AccountPage>
  );
}
