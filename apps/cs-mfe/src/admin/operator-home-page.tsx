import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBankAccountQueue, useDeclarationQueue, useInquiryQueue } from '@luvcast/api-client';
import { MemberGate } from '@luvcast/shell-kit';
import { Card, Page, PageTitle } from '@luvcast/ui';
import styles from '../shared/inquiries.module.css';

/** The bank-account queue answers at most this many (its page). */
const BANK_QUEUE_PAGE = 100;

/** A count of waiting items, or nothing while it loads or when it could not be read. */
function Waiting({ count, more = false }: { count: number | undefined; more?: boolean }) {
  if (count === undefined) return null;
  const n = more ? `${count}+` : String(count);
  return (
    <span className={styles.unread}>
      <Trans>대기 {n}건</Trans>
    </span>
  );
}

function Tool({ to, title, children, waiting }: { to: string; title: ReactNode; children: ReactNode; waiting?: ReactNode }) {
  return (
    <li className={styles.item}>
      <Link to={to} className={styles.link}>
        <span className={styles.title}>{title}</span>
        {waiting}
        <span className={styles.meta}>{children}</span>
      </Link>
    </li>
  );
}

function Tools({ role }: { role: string }) {
  const { t } = useLingui();
  const inquiries = useInquiryQueue('waiting', 0, 1);
  const declarations = useDeclarationQueue('pending', 0, 1);
  const bankAccounts = useBankAccountQueue();
  const banks = bankAccounts.data?.list.length;
  return (
    <Card>
      <ul className={styles.list} aria-label={t`운영 도구`}>
        <Tool to="/cs/admin/inquiries" title={t`문의 관리`} waiting={<Waiting count={inquiries.data?.total} />}>
          <Trans>회원의 1:1 문의와 이의신청에 답변합니다.</Trans>
        </Tool>
        <Tool to="/cs/admin/declarations" title={t`신고 관리`} waiting={<Waiting count={declarations.data?.total} />}>
          <Trans>신고를 기각하거나, 내용을 숨기거나, 회원을 제재합니다.</Trans>
        </Tool>
        <Tool to="/cs/admin/members" title={t`회원 조회`}>
          <Trans>아이디나 닉네임으로 회원을 찾아 상태, 제재, 신고 내역을 보고 차단하거나 해제합니다.</Trans>
        </Tool>
        <Tool to="/cs/admin/bank-accounts" title={t`계좌 승인`} waiting={<Waiting count={banks} more={banks === BANK_QUEUE_PAGE} />}>
          <Trans>출금 계좌 신청을 통장 사본과 대조해 승인하거나 반려합니다.</Trans>
        </Tool>
        <Tool to="/cs/admin/notices" title={t`공지 관리`}>
          <Trans>공지사항, 개발자 공지, 가이드를 작성하고 고칩니다.</Trans>
        </Tool>
        <Tool to="/cs/admin/agency-invites" title={t`에이전시 초대`}>
          <Trans>에이전시가 BJ에게 보내는 초대를 관리합니다.</Trans>
        </Tool>
        {role === 'O' && (
          <Tool to="/cs/admin/operator-actions" title={t`운영 기록`}>
            <Trans>누가 언제 무엇을 왜 했는지 봅니다.</Trans>
          </Tool>
        )}
      </ul>
    </Card>
  );
}

/** /cs/admin: the operators' tools with the items waiting for them (role O: every brand; role S: their brand). */
export function OperatorHomePage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>운영 홈</Trans>
      </PageTitle>
      <MemberGate>
        {(me) =>
          me.role === 'O' || me.role === 'S' ? (
            <Tools role={me.role} />
          ) : (
            <p role="alert">
              <Trans>운영자만 볼 수 있는 화면입니다.</Trans>
            </p>
          )
        }
      </MemberGate>
    </Page>
  );
}
