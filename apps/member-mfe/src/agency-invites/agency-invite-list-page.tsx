import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAgencyInvites } from '@luvcast/api-client';
import { MemberGate, Pager } from '@luvcast/shell-kit';
import { Page, PageTitle, QueryState } from '@luvcast/ui';
import { shortTime, useStatusLabels } from './status-labels';
import styles from './agency-invites.module.css';

const LIMIT = 10;

function Invites() {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const invites = useAgencyInvites((page - 1) * LIMIT, LIMIT);
  const go = (n: number) => setParams(n > 1 ? { page: String(n) } : {});
  return (
    <QueryState
      query={invites}
      loadingLabel={t`불러오는 중`}
      error={<Trans>초대를 불러오지 못했습니다.</Trans>}
      empty={<Trans>받은 에이전시 초대가 없습니다.</Trans>}
      isEmpty={(data) => data.list.length === 0}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <div className={styles.section}>
            <ul className={styles.list} aria-label={t`에이전시 초대 목록`} aria-busy={invites.isPlaceholderData}>
              {data.list.map((invite) => (
                <li key={invite.id} className={styles.item} data-invite-id={invite.id}>
                  <Link to={`/my/agency-invites/${invite.id}`} className={styles.entry}>
                    <span className={styles.name}>{invite.agency.name}</span>
                    {invite.unread && invite.status === 'pending' && (
                      <span className={styles.new}>
                        <Trans>새 초대</Trans>
                      </span>
                    )}
                    <span className={styles.meta}>{t`수익 배분 ${invite.sharePercent}%`}</span>
                    <span className={styles.meta} data-status={invite.status}>
                      {labels[invite.status]}
                    </span>
                    <time className={styles.meta} dateTime={invite.expiresAt}>
                      {t`만료 ${shortTime(invite.expiresAt)}`}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && <Pager page={page} pages={pages} onChange={go} />}
          </div>
        );
      }}
    </QueryState>
  );
}

/** /my/agency-invites: the agencies' invitations to the member, newest first, each linking to its page. */
export function AgencyInviteListPage() {
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>에이전시 초대</Trans>
      </PageTitle>
      <MemberGate>{() => <Invites />}</MemberGate>
    </Page>
  );
}
