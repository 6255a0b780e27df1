import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useGiftList, type GiftListKind } from '@luvcast/api-client';
import { useMoney } from '../shared/currency';
import { PagedQuery } from '../shared/paged-query';
import shared from '../shared/shared.module.css';

const LIMIT = 10;

/** A page of gifts sent or received (GET /api/luv/{kind}-list), with the other side and the message. */
export function GiftHistory({ kind, currency }: { kind: GiftListKind; currency: string }) {
  const money = useMoney();
  const [offset, setOffset] = useState(0);
  const list = useGiftList(kind, offset, LIMIT);
  const received = kind.startsWith('received');
  return (
    <PagedQuery query={list} error={<Trans>내역을 불러오지 못했습니다.</Trans>} empty={received ? <Trans>받은 선물이 없습니다.</Trans> : <Trans>보낸 선물이 없습니다.</Trans>} onPage={setOffset}>
      {(page) => (
        <>
          <table className={shared.table}>
            <thead>
              <tr>
                <th>
                  <Trans>일시</Trans>
                </th>
                <th>{received ? <Trans>보낸 사람</Trans> : <Trans>받은 BJ</Trans>}</th>
                <th className={shared.num}>{currency}</th>
                <th>
                  <Trans>메시지</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((g) => (
                <tr key={g.giftId}>
                  <td>{money.dateTime(g.createdAt)}</td>
                  <td>
                    {g.nickname} ({g.loginId})
                  </td>
                  <td className={`${shared.num} ${received ? shared.plus : shared.minus}`}>
                    {received ? '+' : '-'}
                    {money.count(g.amount)}
                  </td>
                  <td>{g.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={shared.empty}>
            <Trans>
              모두 {money.count(page.total)}건, {money.count(page.sum)} {currency}
            </Trans>
          </p>
        </>
      )}
    </PagedQuery>
  );
}
