import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCreatePayment, useIdempotencyKey, useLuvShop } from '@luvcast/api-client';
import { CARD_CODE, type LuvShopResponse, type PaymentMethod } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import { usePaymentLabels } from '../shared/payment-labels';
import styles from './shop-page.module.css';

/** Leaves the page for the gateway's checkout page (a function so tests can watch it). */
export const goToCheckout = { assign: (url: string) => window.location.assign(url) };

function Shop({ shop }: { shop: LuvShopResponse }) {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const labels = usePaymentLabels();
  const failureText = useFailureText();
  const [packageId, setPackageId] = useState<number | null>(shop.packages[0]?.id ?? null);
  const [method, setMethod] = useState<PaymentMethod>('creditcard');
  const create = useCreatePayment();
  const { key } = useIdempotencyKey([packageId, method]);
  const chosen = shop.packages.find((p) => p.id === packageId);
  const overCap = !!(shop.monthlyCap && chosen && chosen.price > shop.monthlyCap.left);

  const pay = () => {
    if (!chosen || create.isPending) return;
    create.mutate(
      { body: { packageId: chosen.id, method, ...(method === 'creditcard' ? { cardCode: CARD_CODE } : {}) }, idempotencyKey: key },
      { onSuccess: ({ checkoutUrl }) => goToCheckout.assign(checkoutUrl) },
    );
  };

  return (
    <>
      {shop.monthlyCap ? (
        <Card className={styles.cap} role="note">
          <Trans>
            만 19세 미만은 한 달에 {money.won(shop.monthlyCap.cap)}까지 결제할 수 있습니다. 이번 달 남은 금액: <strong>{money.won(shop.monthlyCap.left)}</strong>
          </Trans>
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="luv-packages">
        <h2 id="luv-packages" className={styles.heading}>
          <Trans>{currency} 상품</Trans>
        </h2>
        <div role="radiogroup" aria-labelledby="luv-packages" className={styles.packages}>
          {shop.packages.map((p) => {
            const amount = money.count(p.luv);
            const bonus = money.count(p.bonus);
            return (
              <label key={p.id} className={styles.package} data-selected={p.id === packageId}>
                <input type="radio" name="package" value={p.id} checked={p.id === packageId} onChange={() => setPackageId(p.id)} />
                <span className={styles.luv}>
                  {amount} {currency}
                </span>
                {p.bonus ? <span className={styles.bonus}>{t`+${bonus} 보너스`}</span> : null}
                <span className={styles.price}>{money.won(p.price)}</span>
              </label>
            );
          })}
        </div>
      </Card>
      <Card as="section" aria-labelledby="luv-methods">
        <h2 id="luv-methods" className={styles.heading}>
          <Trans>결제 수단</Trans>
        </h2>
        <div role="radiogroup" aria-labelledby="luv-methods" className={styles.methods}>
          {shop.methods.map((m) => (
            <label key={m} className={styles.method} data-selected={m === method}>
              <input type="radio" name="method" value={m} checked={m === method} onChange={() => setMethod(m)} />
              {labels.method(m)}
            </label>
          ))}
        </div>
      </Card>
      {chosen ? (
        <Card className={styles.summary}>
          <p>
            <Trans>
              결제 금액 <strong>{money.won(chosen.price)}</strong> (부가세 포함)
            </Trans>
          </p>
          <p className={styles.note}>
            <Trans>결제 후 {shop.cancelDays}일 안에, 충전한 금액을 쓰지 않았다면 결제를 취소할 수 있습니다.</Trans>
          </p>
          {overCap ? (
            <p className={styles.error} role="alert">
              <Trans>이번 달 결제 한도를 넘습니다.</Trans>
            </p>
          ) : null}
          {create.error ? (
            <p className={styles.error} role="alert">
              {failureText(create.error)}
            </p>
          ) : null}
          <Button onClick={pay} loading={create.isPending} disabled={overCap}>
            <Trans>결제하기</Trans>
          </Button>
        </Card>
      ) : null}
    </>
  );
}

function ShopQuery() {
  const { t } = useLingui();
  const shop = useLuvShop();
  return (
    <QueryState query={shop} loadingLabel={t`불러오는 중`} error={<Trans>상품을 불러오지 못했습니다.</Trans>}>
      {(data) => <Shop shop={data} />}
    </QueryState>
  );
}

/** /luv/shop: the brand's luv packages and payment methods; 결제하기 goes to the gateway's checkout page. */
export function ShopPage() {
  const { name: currency } = useCurrency();
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>{currency} 충전</Trans>
      </PageTitle>
      <MemberGate>{() => <ShopQuery />}</MemberGate>
    </Page>
  );
}
