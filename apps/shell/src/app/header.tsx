import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNewAgencyInvites, useProfile, useSignOut, useUnreadInquiryAnswers, useUnreadMessages } from '@luvcast/api-client';
import { signInPath } from '@luvcast/contracts';
import { useBrand, useMembersOnlyClick, useReceiveAlert } from '@luvcast/shell-kit';
import { Button } from '@luvcast/ui';
import { LocaleSwitch } from './locale-switch';
import styles from './header.module.css';

/** One row at every width: on a phone (<= 640 px) the logo keeps its mark, the nav scrolls sideways. */
export function Header() {
  const brand = useBrand();
  const { i18n, t } = useLingui();
  // the Korean brand name beside the latin logo only on Korean pages (an English page shows no Korean)
  const koreanPage = i18n.locale === 'ko';
  const { pathname, search } = useLocation();
  const { data: profile, isPending } = useProfile();
  const signOut = useSignOut();
  const unreadAnswers = useUnreadInquiryAnswers(!!profile).data ?? 0;
  const newAgencyInvites = useNewAgencyInvites(!!profile).data ?? 0;
  const unreadMessagesRead = useUnreadMessages(!!profile).data;
  const unreadMessages = unreadMessagesRead ?? 0;
  // a new message since the last read of the count: a vibration / tone when the member's isVibes setting is on
  const alertReceived = useReceiveAlert();
  const seenUnread = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unreadMessagesRead === undefined) return;
    if (seenUnread.current !== undefined && unreadMessagesRead > seenUnread.current) alertReceived();
    seenUnread.current = unreadMessagesRead;
  }, [unreadMessagesRead, alertReceived]);
  const staff = profile?.role === 'O' || profile?.role === 'S';
  // 팔로우, 내 정보, 지갑 and 방송하기 are members-only: a guest gets the 회원 전용 dialog and stays on this page (spec §6)
  const membersOnly = useMembersOnlyClick();
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={koreanPage ? brand.name : brand.logo.text} data-brand-logo={brand.id}>
          <span className={styles.logoMark} aria-hidden="true">
            {brand.logo.text.slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.logoText}>{brand.logo.text}</span>
          {koreanPage && <span className={styles.brandName}>{brand.name}</span>}
        </Link>
        <nav className={styles.nav} aria-label="main">
          <NavLink to="/" end className={navClass}>
            <Trans>홈</Trans>
          </NavLink>
          <NavLink to="/following" className={navClass} onClick={membersOnly}>
            <Trans>팔로우</Trans>
          </NavLink>
          <NavLink to="/cs/notices" className={navClass}>
            <Trans>공지사항</Trans>
          </NavLink>
          <NavLink to="/my/messages" className={navClass} onClick={membersOnly}>
            <Trans>쪽지</Trans>
            {unreadMessages > 0 && (
              <span className={styles.badge} aria-label={t`안 읽은 쪽지 ${unreadMessages}개`}>
                {unreadMessages}
              </span>
            )}
          </NavLink>
          <NavLink to="/cs/inquiries" className={navClass} onClick={membersOnly}>
            <Trans>1:1 문의</Trans>
            {unreadAnswers > 0 && (
              <span className={styles.badge} aria-label={t`새 답변 ${unreadAnswers}개`}>
                {unreadAnswers}
              </span>
            )}
          </NavLink>
          {staff && (
            <NavLink to="/cs/admin" className={navClass}>
              <Trans>운영</Trans>
            </NavLink>
          )}
          <NavLink to="/my/profile" className={navClass} onClick={membersOnly}>
            <Trans>내 정보</Trans>
            {newAgencyInvites > 0 && (
              <span className={styles.badge} aria-label={t`새 에이전시 초대 ${newAgencyInvites}개`}>
                {newAgencyInvites}
              </span>
            )}
          </NavLink>
          <NavLink to="/luv/wallet" className={navClass} onClick={membersOnly}>
            <Trans>지갑</Trans>
          </NavLink>
          <NavLink to="/studio" className={navClass} onClick={membersOnly}>
            <Trans>방송하기</Trans>
          </NavLink>
        </nav>
        <div className={styles.account}>
          <LocaleSwitch />
          {isPending ? null : profile ? (
            <>
              <Link to="/my/profile" className={styles.me}>
                {profile.profileImage ? <img className={styles.avatar} src={profile.profileImage} alt="" width={28} height={28} data-member-avatar /> : null}
                <span className={styles.nickname} data-member-nickname>
                  {profile.nickname}
                </span>
              </Link>
              <Button variant="ghost" className={styles.signOut} onClick={() => signOut.mutate()} loading={signOut.isPending}>
                <Trans>로그아웃</Trans>
              </Button>
            </>
          ) : pathname === '/signin' ? null : (
            <Link to={signInPath(`${pathname}${search}`)} className={styles.signIn}>
              <Trans>로그인</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
