import { useState } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { usePayments } from '@luvcast/api-client';
import type { PaymentListResponse } from '@luvcast/contracts';
import { MemberGate } from '@luvcast/shell-kit';
import { Card, Page, PageTitle } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import { PagedQuery } from '../shared/paged-query';
import { usePaymentLabels } from '../shared/payment-labels';
import shared from '../shared/shared.module.css';

const LIMIT = 10;

function PaymentTable({ page }: { page: PaymentListResponse }) {
  const { name: currency } = useCurrency();
  const money = useMoney();
  const labels = usePaymentLabels();
  return (
    <table className={shared.table}>
      <thead>
        <tr>
          <th>
            <Trans>일시</Trans>
          </th>
          <th>
            <Trans>상품</Trans>
          </th>
          <th className={shared.num}>
            <Trans>금액</Trans>
          </th>
          <th>
            <Trans>수단</Trans>
          </th>
          <th>
            <Trans>상태</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {page.list.map((p) => (
          <tr key={p.paymentId}>
            <td>{money.dateTime(p.createdAt)}</td>
            <td>
              <Link to={`/luv/payments/${p.paymentId}`}>
                {money.count(p.luv + p.bonus)} {currency}
              </Link>
            </td>
            <td className={shared.num}>{money.won(p.price)}</td>
            <td>{labels.method(p.method)}</td>
            <td>{labels.status(p.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Payments() {
  const [offset, setOffset] = useState(0);
  const payments = usePayments(offset, LIMIT);
  const empty = (
    <>
      <Trans>결제 내역이 없습니다.</Trans> <Link to="/luv/shop">{<Trans>충전하기</Trans>}</Link>
    </>
  );
  return (
    <Card>
      <PagedQuery query={payments} error={<Trans>결제 내역을 불러오지 못했습니다.</Trans>} empty={empty} onPage={setOffset}>
        {(page) => <PaymentTable page={page} />}
      </PagedQuery>
    </Card>
  );
}

/** /luv/payments: the member's payments, newest first, each linking to its result page. */
export function PaymentsPage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>결제 내역</Trans>
      </PageTitle>
      <MemberGate>{() => <Payments />}</MemberGate>
    </Page>
  );
}
