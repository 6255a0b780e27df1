import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { newIdempotencyKey, useCancelWithdrawal, useWithdrawals } from '@luvcast/api-client';
import { WITHDRAWAL_STATUS } from '@luvcast/contracts';
import { Button } from '@luvcast/ui';
import { useMoney } from '../shared/currency';
import { useFailureText } from '@luvcast/shell-kit';
import { PagedQuery } from '../shared/paged-query';
import shared from '../shared/shared.module.css';

function useStatusLabel(): (status: number) => string {
  const { t } = useLingui();
  const labels: Record<number, string> = {
    [WITHDRAWAL_STATUS.requested]: t`신청`,
    [WITHDRAWAL_STATUS.processing]: t`처리 중`,
    [WITHDRAWAL_STATUS.paid]: t`지급 완료`,
    [WITHDRAWAL_STATUS.cancelled]: t`취소`,
    [WITHDRAWAL_STATUS.rejected]: t`반려`,
  };
  return (s) => labels[s] ?? String(s);
}

/** The member's withdrawals: amounts, status (with an operator's reason), cancel while only requested. */
export function WithdrawalList({ currency }: { currency: string }) {
  const money = useMoney();
  const label = useStatusLabel();
  const failureText = useFailureText();
  const [offset, setOffset] = useState(0);
  const list = useWithdrawals(offset, 10);
  const cancel = useCancelWithdrawal();
  return (
    <PagedQuery query={list} error={<Trans>출금 내역을 불러오지 못했습니다.</Trans>} empty={<Trans>출금 내역이 없습니다.</Trans>} onPage={setOffset}>
      {(page) => (
        <>
          {cancel.error ? (
            <p role="alert" className={shared.error}>
              {failureText(cancel.error)}
            </p>
          ) : null}
          <table className={shared.table}>
            <thead>
              <tr>
                <th>
                  <Trans>신청일</Trans>
                </th>
                <th className={shared.num}>{currency}</th>
                <th className={shared.num}>
                  <Trans>실수령액</Trans>
                </th>
                <th>
                  <Trans>상태</Trans>
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {page.list.map((w) => (
                <tr key={w.withdrawId} data-withdrawal={w.withdrawId}>
                  <td>{money.dateTime(w.createdAt)}</td>
                  <td className={shared.num}>{money.count(w.amount)}</td>
                  <td className={shared.num}>{money.won(w.net)}</td>
                  <td>
                    {label(w.status)}
                    {w.reason ? ` (${w.reason})` : ''}
                  </td>
                  <td>
                    {w.cancellable ? (
                      <Button variant="ghost" loading={cancel.isPending && cancel.variables?.withdrawId === w.withdrawId} onClick={() => cancel.mutate({ withdrawId: w.withdrawId, idempotencyKey: newIdempotencyKey() })}>
                        <Trans>신청 취소</Trans>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </PagedQuery>
  );
}
