import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { NOTICE_KINDS, type NoticeKind } from '@luvcast/contracts';
import styles from './notice-content.module.css';

/** Where each kind's list lives (its rows at `<base>/:id`). */
export const NOTICE_BASE: Record<NoticeKind, string> = { notice: '/cs/notices', develop: '/cs/develop-notices', guide: '/cs/guides' };

export interface NoticeKindTexts {
  /** the list's title and the tab's name */
  title: string;
  empty: string;
  error: string;
  notFound: string;
}

/** The words of each kind's pages. */
export function useNoticeKindTexts(): Record<NoticeKind, NoticeKindTexts> {
  const { t } = useLingui();
  return {
    notice: { title: t`공지사항`, empty: t`공지사항이 없습니다.`, error: t`공지사항을 불러오지 못했습니다.`, notFound: t`공지사항을 찾을 수 없습니다.` },
    develop: { title: t`개발자 공지`, empty: t`개발자 공지가 없습니다.`, error: t`개발자 공지를 불러오지 못했습니다.`, notFound: t`개발자 공지를 찾을 수 없습니다.` },
    guide: { title: t`도움말`, empty: t`도움말이 없습니다.`, error: t`도움말을 불러오지 못했습니다.`, notFound: t`도움말을 찾을 수 없습니다.` },
  };
}

/** Links between the three lists: 공지사항, 개발자 공지, 도움말 (the current one marked). */
export function NoticeKindLinks() {
  const { t } = useLingui();
  const texts = useNoticeKindTexts();
  const { pathname } = useLocation();
  return (
    <nav className={styles.kinds} aria-label={t`고객센터 안내`}>
      {NOTICE_KINDS.map((kind) => {
        const current = pathname === NOTICE_BASE[kind] || pathname.startsWith(`${NOTICE_BASE[kind]}/`);
        return (
          <Link key={kind} to={NOTICE_BASE[kind]} className={current ? `${styles.kind} ${styles.current}` : styles.kind} aria-current={current ? 'page' : undefined}>
            {texts[kind].title}
          </Link>
        );
      })}
    </nav>
  );
}
