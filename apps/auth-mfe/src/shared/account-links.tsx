import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import styles from './form.module.css';

const PATHS = { signIn: '/signin', findId: '/member/find/findId', findPassword: '/find' } as const;
export type AccountLink = keyof typeof PATHS;

/** The row of links under the account forms: 로그인, 아이디 찾기, 비밀번호 찾기, the ones named in `links`, in that order. */
export function AccountLinks({ links }: { links: AccountLink[] }) {
  const { t } = useLingui();
  const label: Record<AccountLink, string> = { signIn: t`로그인`, findId: t`아이디 찾기`, findPassword: t`비밀번호 찾기` };
  return (
    <div className={styles.links}>
      {links.map((link) => (
        <Link key={link} to={PATHS[link]}>
          {label[link]}
        </Link>
      ))}
    </div>
  );
}
