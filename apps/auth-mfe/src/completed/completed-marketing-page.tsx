import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useSessionStore } from '@luvcast/session';
import styles from '../shared/form.module.css';
import { CompletedFrame } from './completed-frame';

/** /completed/signup/marketing?recommendId=XIN: after a foreigner sign-up recommended by the partner XIN. */
export function CompletedMarketingPage() {
  const [params] = useSearchParams();
  const me = useSessionStore((s) => s.me);
  const recommendId = params.get('recommendId') ?? '';
  return (
    <CompletedFrame nickname={me?.nickname}>
      <p className={styles.note}>
        <Trans>추천 코드 {recommendId}로 가입하셨습니다. 제휴 혜택 안내를 확인해주세요.</Trans>
      </p>
      <Link to="/">
        <Trans>시작하기</Trans>
      </Link>
    </CompletedFrame>
  );
}
