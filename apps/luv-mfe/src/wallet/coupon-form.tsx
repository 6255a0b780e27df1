import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIdempotencyKey, useRedeemCoupon } from '@luvcast/api-client';
import { Button, Card, TextField } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import { useFailureText } from '@luvcast/shell-kit';
import styles from './wallet-page.module.css';

/** Coupon entry (POST /api/shoppings/useCoupon): the luv arrive in the balance at once. */
export function CouponForm() {
  const { t } = useLingui();
  const { object: currencyObject } = useCurrency();
  const money = useMoney();
  const failureText = useFailureText();
  const redeem = useRedeemCoupon();
  const [code, setCode] = useState('');
  const { key, renew } = useIdempotencyKey([code]);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Card as="section" aria-labelledby="luv-coupon">
      <h2 id="luv-coupon" className={styles.heading}>
        <Trans>쿠폰 등록</Trans>
      </h2>
      <form
        className={styles.couponForm}
        onSubmit={(e) => {
          e.preventDefault();
          setDone(null);
          if (!code || redeem.isPending) return;
          redeem.mutate(
            { couponNumber: code, idempotencyKey: key },
            {
              onSuccess: (answer) => {
                const luv = money.count(answer.luv);
                setDone(t`쿠폰으로 ${luv} ${currencyObject} 받았습니다.`);
                setCode('');
                renew();
              },
            },
          );
        }}
      >
        <TextField label={t`쿠폰 번호`} name="couponNumber" value={code} maxLength={40} onChange={(e) => setCode(e.target.value.toUpperCase())} autoComplete="off" />
        <Button type="submit" loading={redeem.isPending} disabled={!code}>
          <Trans>등록</Trans>
        </Button>
      </form>
      {done ? (
        <p role="status" className={styles.success}>
          {done}
        </p>
      ) : null}
      {redeem.error && !done ? (
        <p role="alert" className={styles.error}>
          {failureText(redeem.error)}
        </p>
      ) : null}
    </Card>
  );
}
