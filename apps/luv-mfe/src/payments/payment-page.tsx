import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCancelPayment, useIdempotencyKey, usePayment } from '@luvcast/api-client';
import { PAYMENT_STATUS, type PaymentView } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Dialog, Page, PageTitle, QueryState, toast } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import { usePaymentLabels } from '../shared/payment-labels';
import styles from './payments.module.css';

function CancelButton({ payment }: { payment: PaymentView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const cancel = useCancelPayment(payment.paymentId);
  const { key } = useIdempotencyKey([payment.paymentId]);
  const [asking, setAsking] = useState(false);
  const paid = payment.status === PAYMENT_STATUS.approved;
  return (
    <>
      <Button variant="secondary" loading={cancel.isPending} onClick={() => setAsking(true)}>
        <Trans>결제 취소</Trans>
      </Button>
      {cancel.error ? (
        <p className={styles.error} role="alert">
          {failureText(cancel.error)}
        </p>
      ) : null}
      <Dialog
        open={asking}
        title={t`결제 취소`}
        message={paid ? t`결제를 취소하면 충전된 금액이 회수되고 결제 금액이 환불됩니다. 취소할까요?` : t`결제를 취소할까요?`}
        confirmLabel={t`취소하기`}
        cancelLabel={t`닫기`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate(key, { onSuccess: () => toast(t`결제를 취소했습니다.`, { kind: 'success' }) });
        }}
      />
    </>
  );
}

function Payment({ payment }: { payment: PaymentView }) {
  const { t } = useLingui();
  const { name: currency, subject: currencySubject } = useCurrency();
  const money = useMoney();
  const labels = usePaymentLabels();
  const total = money.count(payment.luv + payment.bonus);
  const va = payment.virtualAccount;
  return (
    <Card as="section" className={styles.result} data-status={payment.status}>
      <p className={styles.status} role="status">
        {labels.status(payment.status)}
      </p>
      {payment.status === PAYMENT_STATUS.approved ? (
        <p>
          <Trans>
            {total} {currencySubject} 충전되었습니다.
          </Trans>
        </p>
      ) : null}
      {payment.status === PAYMENT_STATUS.requested || payment.status === PAYMENT_STATUS.inProgress ? (
        <p>
          <Trans>결제를 확인하고 있습니다. 잠시만 기다려 주세요.</Trans>
        </p>
      ) : null}
      {va ? (
        <dl className={styles.details} aria-label={t`가상계좌`}>
          <dt>
            <Trans>입금 은행</Trans>
          </dt>
          <dd>{va.bank}</dd>
          <dt>
            <Trans>계좌번호</Trans>
          </dt>
          <dd data-account>{va.account}</dd>
          <dt>
            <Trans>예금주</Trans>
          </dt>
          <dd>{va.holder}</dd>
          <dt>
            <Trans>입금 기한</Trans>
          </dt>
          <dd>{money.dateTime(va.dueAt)}</dd>
          <dt>
            <Trans>입금할 금액</Trans>
          </dt>
          <dd>{money.won(payment.price)}</dd>
        </dl>
      ) : null}
      {payment.failureReason && payment.status !== PAYMENT_STATUS.approved ? <p className={styles.reason}>{payment.failureReason}</p> : null}
      <dl className={styles.details}>
        <dt>
          <Trans>상품</Trans>
        </dt>
        <dd>
          {money.count(payment.luv)} {currency}
          {payment.bonus ? ` + ${money.count(payment.bonus)}` : ''}
        </dd>
        <dt>
          <Trans>결제 금액</Trans>
        </dt>
        <dd>{money.won(payment.price)}</dd>
        <dt>
          <Trans>결제 수단</Trans>
        </dt>
        <dd>{labels.method(payment.method)}</dd>
        <dt>
          <Trans>주문일시</Trans>
        </dt>
        <dd>{money.dateTime(payment.createdAt)}</dd>
      </dl>
      <div className={styles.actions}>
        {payment.approvedAt ? (
          <Link to={`/luv/payments/${payment.paymentId}/receipt`}>
            <Trans>영수증 보기</Trans>
          </Link>
        ) : null}
        {payment.cancellable ? <CancelButton payment={payment} /> : null}
        <Link to="/luv/wallet">
          <Trans>지갑으로</Trans>
        </Link>
      </div>
    </Card>
  );
}

function PaymentQuery({ paymentId }: { paymentId: string }) {
  const { t } = useLingui();
  const payment = usePayment(paymentId);
  return (
    <QueryState query={payment} loadingLabel={t`불러오는 중`} error={<Trans>결제를 찾을 수 없습니다.</Trans>}>
      {(data) => <Payment payment={data} />}
    </QueryState>
  );
}

/** /luv/payments/:paymentId: where the gateway's checkout page comes back to: the result, a virtual account, cancel. */
export function PaymentPage() {
  const { paymentId = '' } = useParams();
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>결제 결과</Trans>
      </PageTitle>
      <MemberGate>{() => <PaymentQuery paymentId={paymentId} />}</MemberGate>
    </Page>
  );
}
