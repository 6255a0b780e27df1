import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePaymentReceipt } from '@luvcast/api-client';
import type { PaymentReceipt } from '@luvcast/contracts';
import { MemberGate } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { useMoney } from '../shared/currency';
import { usePaymentLabels } from '../shared/payment-labels';
import styles from './payments.module.css';

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const { t } = useLingui();
  const money = useMoney();
  const labels = usePaymentLabels();
  return (
    <Card as="article" className={styles.receipt} aria-label={t`영수증`}>
      <dl className={styles.details}>
        <dt>
          <Trans>판매자</Trans>
        </dt>
        <dd>
          {receipt.company.name} ({receipt.company.ceo})
        </dd>
        <dt>
          <Trans>사업자등록번호</Trans>
        </dt>
        <dd>{receipt.company.businessNumber}</dd>
        <dt>
          <Trans>주소</Trans>
        </dt>
        <dd>{receipt.company.address}</dd>
        <dt>
          <Trans>구매자</Trans>
        </dt>
        <dd>
          {receipt.buyer.nickname} ({receipt.buyer.loginId})
        </dd>
        <dt>
          <Trans>상품</Trans>
        </dt>
        <dd>{receipt.item}</dd>
        <dt>
          <Trans>결제 수단</Trans>
        </dt>
        <dd>{labels.method(receipt.method)}</dd>
        <dt>
          <Trans>공급가액</Trans>
        </dt>
        <dd>{money.won(receipt.supplyValue)}</dd>
        <dt>
          <Trans>부가세</Trans>
        </dt>
        <dd>{money.won(receipt.vat)}</dd>
        <dt>
          <Trans>합계</Trans>
        </dt>
        <dd>
          <strong>{money.won(receipt.price)}</strong>
        </dd>
        <dt>
          <Trans>승인번호</Trans>
        </dt>
        <dd>{receipt.approvalNo ?? '-'}</dd>
        <dt>
          <Trans>승인일시</Trans>
        </dt>
        <dd>{money.dateTime(receipt.approvedAt)}</dd>
        {receipt.cancelledAt ? (
          <>
            <dt>
              <Trans>취소일시</Trans>
            </dt>
            <dd>{money.dateTime(receipt.cancelledAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.print()}>
          <Trans>인쇄</Trans>
        </Button>
        <Link to={`/luv/payments/${receipt.paymentId}`}>
          <Trans>결제로 돌아가기</Trans>
        </Link>
      </div>
    </Card>
  );
}

function ReceiptQuery({ paymentId }: { paymentId: string }) {
  const { t } = useLingui();
  const receipt = usePaymentReceipt(paymentId);
  return (
    <QueryState query={receipt} loadingLabel={t`불러오는 중`} error={<Trans>영수증이 없는 결제입니다.</Trans>}>
      {(data) => <Receipt receipt={data} />}
    </QueryState>
  );
}

/** /luv/payments/:paymentId/receipt: the receipt of an approved payment (printable). */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>영수증</Trans>
      </PageTitle>
      <MemberGate>{() => <ReceiptQuery paymentId={paymentId} />}</MemberGate>
    </Page>
  );
}
