import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChatAuditLog } from '@luvcast/api-client';
import type { ChatAuditAction, ChatAuditEntry, ChatPerson } from '@luvcast/contracts';
import { Button, Card } from '@luvcast/ui';
import { FailureAlert } from '../shared/failure-text';
import styles from './studio-page.module.css';

/** The section's anchor: the chat settings menu links the broadcaster to /studio#chat-audit-log. */
export const CHAT_AUDIT_LOG_ANCHOR = 'chat-audit-log';

/** An audit-log action in Korean (the catalog translates it). */
export function useAuditActionText(): (action: ChatAuditAction) => string {
  const { t } = useLingui();
  return (action) => {
    switch (action) {
      case 'settings':
        return t`채팅 설정 변경`;
      case 'banned-words':
        return t`금칙어 변경`;
      case 'announce':
        return t`공지`;
      case 'manager':
        return t`매니저 지정`;
      case 'unmanager':
        return t`매니저 해제`;
      case 'kick':
        return t`강퇴`;
      case 'unkick':
        return t`강퇴 해제`;
      case 'blacklist':
        return t`블랙리스트`;
      case 'unblacklist':
        return t`블랙리스트 해제`;
    }
  };
}

const words = (value: unknown): string[] => (Array.isArray(value) ? value.filter((w): w is string => typeof w === 'string') : []);

/** What changed (the entry's `detail`): the settings patch, the banned words added / removed, the announcement. */
export function useAuditDetailText(): (entry: ChatAuditEntry) => string {
  const { t } = useLingui();
  const onOff = (on: unknown) => (on ? t`켬` : t`끔`);
  return ({ action, detail }) => {
    if (action === 'settings') {
      const parts: string[] = [];
      if ('freeze' in detail) {
        const state = onOff(detail.freeze);
        parts.push(t`채팅 얼리기 ${state}`);
      }
      if (typeof detail.slowSeconds === 'number') {
        const seconds = detail.slowSeconds;
        parts.push(seconds > 0 ? t`저속 모드 ${seconds}초` : t`저속 모드 끔`);
      }
      if ('followersOnly' in detail) {
        const state = onOff(detail.followersOnly);
        parts.push(t`팔로워 전용 ${state}`);
      }
      if ('subscribersOnly' in detail) {
        const state = onOff(detail.subscribersOnly);
        parts.push(t`구독자 전용 ${state}`);
      }
      if (typeof detail.maxLength === 'number') {
        const length = detail.maxLength;
        parts.push(t`최대 ${length}자`);
      }
      return parts.join(', ');
    }
    if (action === 'banned-words') {
      const parts: string[] = [];
      const added = words(detail.add).join(', ');
      const removed = words(detail.remove).join(', ');
      if (added) parts.push(t`추가: ${added}`);
      if (removed) parts.push(t`삭제: ${removed}`);
      return parts.join(' / ');
    }
    if (action === 'announce' && typeof detail.text === 'string') return detail.text;
    return '';
  };
}

/**
 * The broadcaster's chat audit log (GET /api/channels/{id}/chat/audit-log, newest first, 20 a page,
 * 더 보기 for the next): time, who (nickname and login id), what, to whom, why and until when.
 * A table in a keyboard-scrollable region; after 더 보기 the focus moves to the first new row.
 */
export function ChatAuditLog({ channelId }: { channelId: number }) {
  const { t, i18n } = useLingui();
  const log = useChatAuditLog(channelId);
  const actionText = useAuditActionText();
  const detailText = useAuditDetailText();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableSectionElement>(null);
  const focusRow = useRef<number | null>(null);

  const entries = log.data?.pages.flatMap((p) => p.list) ?? [];
  const total = log.data?.pages.at(-1)?.total ?? 0;
  const shown = entries.length;

  // arriving from the chat settings menu's link: this section, focused
  useEffect(() => {
    if (hash !== `#${CHAT_AUDIT_LOG_ANCHOR}`) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, [hash]);

  useEffect(() => {
    const index = focusRow.current;
    if (index === null || index >= entries.length) return;
    focusRow.current = null;
    table.current?.querySelectorAll<HTMLTableRowElement>('tr')[index]?.focus();
  }, [entries.length]);

  const time = (iso: string) => i18n.date(new Date(iso), { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const who = (p: ChatPerson | null, gone: string) => (p ? `${p.nickname}(${p.loginId})` : gone);
  const more = () => {
    focusRow.current = entries.length;
    void log.fetchNextPage();
  };

  return (
    <Card as="section" id={CHAT_AUDIT_LOG_ANCHOR} className={`${styles.section} ${styles.wide}`} aria-labelledby="studio-chat-audit-log" data-chat-audit-log>
      <div className={styles.broadcastHead}>
        <h2 id="studio-chat-audit-log" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          <Trans>채팅 관리 기록</Trans>
        </h2>
        <Button variant="secondary" onClick={() => void log.refetch()} loading={log.isRefetching && !log.isFetchingNextPage} disabled={log.isPending}>
          <Trans>새로고침</Trans>
        </Button>
      </div>
      <p className={styles.hint}>
        <Trans>방송인과 매니저가 채팅에서 한 관리(강퇴, 블랙리스트, 매니저 지정, 채팅 설정·금칙어 변경, 공지)가 최근 순으로 남습니다.</Trans>
      </p>
      {log.isPending ? (
        <p role="status">
          <Trans>불러오는 중</Trans>
        </p>
      ) : log.isError && entries.length === 0 ? (
        <div className={styles.actions}>
          <FailureAlert failure={log.error} className={styles.error} />
          <Button variant="secondary" onClick={() => void log.refetch()}>
            <Trans>다시 시도</Trans>
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p>
          <Trans>아직 기록이 없습니다.</Trans>
        </p>
      ) : (
        <>
          {/* a labelled, focusable region: a keyboard scrolls the wide table on a phone */}
          <div className={styles.tableWrap} role="region" aria-label={t`채팅 관리 기록 표`} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>시간</Trans>
                  </th>
                  <th scope="col">
                    <Trans>관리자</Trans>
                  </th>
                  <th scope="col">
                    <Trans>작업</Trans>
                  </th>
                  <th scope="col">
                    <Trans>대상</Trans>
                  </th>
                  <th scope="col">
                    <Trans>사유</Trans>
                  </th>
                  <th scope="col">
                    <Trans>만료</Trans>
                  </th>
                </tr>
              </thead>
              <tbody ref={table}>
                {entries.map((e) => {
                  const detail = detailText(e);
                  const until = e.expiresAt ? time(e.expiresAt) : null;
                  return (
                    <tr key={e.id} tabIndex={-1} data-audit-action={e.action}>
                      <td>
                        <time dateTime={e.at}>{time(e.at)}</time>
                      </td>
                      <td>{who(e.actor, t`(탈퇴한 회원)`)}</td>
                      <td>
                        <span className={styles.auditAction}>{actionText(e.action)}</span>
                        {detail ? <span className={styles.auditDetail}>{detail}</span> : null}
                      </td>
                      <td>{who(e.target, '-')}</td>
                      <td>{e.reason || '-'}</td>
                      <td>{e.expiresAt ? <time dateTime={e.expiresAt}>{t`${until}까지`}</time> : '-'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <p className={styles.hint} role="status">
              <Trans>
                전체 {total}건 중 {shown}건
              </Trans>
            </p>
            {log.hasNextPage ? (
              <Button variant="secondary" onClick={more} loading={log.isFetchingNextPage}>
                <Trans>더 보기</Trans>
              </Button>
            ) : null}
          </div>
          {log.isFetchNextPageError ? <FailureAlert failure={log.error} className={styles.error} /> : null}
        </>
      )}
    </Card>
  );
}
