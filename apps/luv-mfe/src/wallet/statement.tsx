import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getStatementCsv, useStatement } from '@luvcast/api-client';
import type { StatementKind } from '@luvcast/contracts';
import { Button } from '@luvcast/ui';
import { useMoney } from '../shared/currency';
import { useFailureText } from '@luvcast/shell-kit';
import { PagedQuery } from '../shared/paged-query';
import shared from '../shared/shared.module.css';
import styles from './wallet-page.module.css';

const LIMIT = 20;

function useKindLabels(): Record<StatementKind, string> {
  const { t } = useLingui();
  return {
    seed: t`가입 축하`,
    purchase: t`구매`,
    purchase_cancel: t`구매 취소`,
    coupon: t`쿠폰`,
    gift: t`선물`,
    item: t`아이템`,
    subscription: t`구독`,
    withdrawal_hold: t`출금 신청`,
    withdrawal_pay: t`출금 완료`,
    withdrawal_cancel: t`출금 취소`,
    exchange: t`환전 이벤트`,
    adjustment: t`조정`,
  };
}

/** Saves the statement CSV (fetched with the session, then handed to the browser as a download). */
async function download() {
  const { blob, filename } = await getStatementCsv();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Every ledger line of the member (GET /api/luv/statement) and the CSV export. */
export function Statement({ currency }: { currency: string }) {
  const money = useMoney();
  const kinds = useKindLabels();
  const failureText = useFailureText();
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const statement = useStatement(offset, LIMIT);
  return (
    <>
      <div className={styles.exportRow}>
        <Button
          variant="secondary"
          loading={exporting}
          onClick={() => {
            setExporting(true);
            setExportError(null);
            download()
              .catch((err: unknown) => setExportError(failureText(err)))
              .finally(() => setExporting(false));
          }}
        >
          <Trans>CSV로 내보내기</Trans>
        </Button>
        {exportError ? (
          <span role="alert" className={shared.error}>
            {exportError}
          </span>
        ) : null}
      </div>
      <PagedQuery query={statement} error={<Trans>내역을 불러오지 못했습니다.</Trans>} empty={<Trans>내역이 없습니다.</Trans>} onPage={setOffset}>
        {(page) => (
          <>
            <table className={shared.table}>
              <thead>
                <tr>
                  <th>
                    <Trans>일시</Trans>
                  </th>
                  <th>
                    <Trans>구분</Trans>
                  </th>
                  <th>
                    <Trans>내용</Trans>
                  </th>
                  <th className={shared.num}>{currency}</th>
                  <th className={shared.num}>
                    <Trans>잔액</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((l) => (
                  <tr key={l.id}>
                    <td>{money.dateTime(l.at)}</td>
                    <td>
                      {kinds[l.kind] ?? l.kind}
                      {l.account === 'earnings' ? (
                        <>
                          {' '}
                          <Trans>(수익)</Trans>
                        </>
                      ) : l.account === 'items' ? (
                        <>
                          {' '}
                          <Trans>(보유 아이템)</Trans>
                        </>
                      ) : null}
                    </td>
                    <td>{l.memo}</td>
                    <td className={`${shared.num} ${l.amount > 0 ? shared.plus : shared.minus}`}>
                      {l.amount > 0 ? '+' : ''}
                      {money.count(l.amount)}
                    </td>
                    <td className={shared.num}>{money.count(l.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </PagedQuery>
    </>
  );
}
