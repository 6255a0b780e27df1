import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOperatorActions } from '@luvcast/api-client';
import { Page, PageTitle, QueryState } from '@luvcast/ui';
import { Pager } from '@luvcast/shell-kit';
import { StaffGate } from './staff-gate';
import { useActionNames } from './action-names';

const LIMIT = 20;

function Actions() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const actions = useOperatorActions((page - 1) * LIMIT, LIMIT);
  const actionNames = useActionNames();
  const names: Record<string, string> = { ...actionNames, 'agency.create': t`에이전시 생성`, 'agencyInvite.send': t`에이전시 초대`, 'agencyInvite.cancel': t`에이전시 초대 취소` };
  return (
    <QueryState query={actions} loadingLabel={t`불러오는 중`} error={<Trans>운영 기록을 불러오지 못했습니다.</Trans>} empty={<Trans>운영 기록이 없습니다.</Trans>} isEmpty={(d) => d.list.length === 0}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <table aria-label={t`운영 기록`}>
              <thead>
                <tr>
                  <th>{t`시각`}</th>
                  <th>{t`운영자`}</th>
                  <th>{t`작업`}</th>
                  <th>{t`대상`}</th>
                  <th>{t`사유`}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <time dateTime={a.createdAt}>{a.createdAt.slice(0, 19).replace('T', ' ')}</time>
                    </td>
                    <td>{a.operatorLoginId}</td>
                    <td>{names[a.action] ?? a.action}</td>
                    <td>
                      {a.targetType} {a.targetId}
                    </td>
                    <td>{a.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pages > 1 && <Pager page={page} pages={pages} onChange={setPage} />}
          </>
        );
      }}
    </QueryState>
  );
}

/** /cs/admin/operator-actions: who did what, when and why (operators, role O). */
export function OperatorActionsPage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>운영 기록</Trans>
      </PageTitle>
      <StaffGate>
        <Actions />
      </StaffGate>
    </Page>
  );
}
