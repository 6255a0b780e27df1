import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIdempotencyKey, useLuvPresets, useLuvSum, useSendGift } from '@luvcast/api-client';
import { DEFAULT_LUV_PRESETS, GIFT_MAX_LUV, GIFT_MESSAGE_MAX } from '@luvcast/contracts';
import type { GiftDialogProps } from '@luvcast/shell-contract';
import { Button, toast } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import styles from '../shared/dialog.module.css';
import { ItemGiftForm } from './item-gift-form';
import { BalanceLine, FailureAlert, ShortNotice } from '../shared/spend-notices';


/**
 * The gift dialog (exposed as luv_mfe/gift-dialog; the shell's modal shows it, live-mfe opens it
 * through the session store): the balance, quick amounts or any amount, a message, 선물하기 (and the
 * member's gift items below, item-gift-form.tsx). One
 * Idempotency-Key per gift: pressing again after a dropped connection retries the same gift, which
 * the API sends once; another amount or message is another gift.
 */
export function GiftDialog({ channelId, nickname, onClose }: GiftDialogProps) {
  const { t } = useLingui();
  const { name: currency, object: currencyObject } = useCurrency();
  const money = useMoney();
  const balance = useLuvSum();
  // the broadcaster's quick amounts (the defaults until they are read)
  const presets = useLuvPresets(channelId).data?.presets ?? DEFAULT_LUV_PRESETS;
  const send = useSendGift();
  const [amountText, setAmountText] = useState('1000');
  const [message, setMessage] = useState('');
  const amount = Number(amountText);
  const { key, renew } = useIdempotencyKey([channelId, amount, message]);
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= GIFT_MAX_LUV;
  const have = balance.data?.luvSum;
  const short = have !== undefined && valid && amount > have;
  const error = send.error;

  const submit = () => {
    if (!valid || send.isPending) return;
    send.mutate(
      { body: { channelId, amount, message: message.trim() }, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          renew();
          const sent = money.count(answer.amount);
          toast(t`${nickname}님에게 ${sent} ${currencyObject} 선물했습니다.`, { kind: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <>
      <form
        className={styles.form}
        aria-label={t`${nickname}님에게 선물하기`}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className={styles.to}>
          <Trans>
            <strong>{nickname}</strong>님에게 {currencyObject} 선물합니다.
          </Trans>
        </p>
        <BalanceLine have={have} />
        <fieldset className={styles.presets}>
          <legend>
            <Trans>선물할 {currency}</Trans>
          </legend>
          {presets.map((p) => (
            <button key={p} type="button" className={styles.preset} aria-pressed={amount === p} onClick={() => setAmountText(String(p))}>
              {money.count(p)}
            </button>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span>
            <Trans>직접 입력</Trans>
          </span>
          <input inputMode="numeric" value={amountText} onChange={(e) => setAmountText(e.target.value.replace(/\D/g, '').slice(0, 8))} aria-invalid={!valid} />
        </label>
        <label className={styles.field}>
          <span>
            <Trans>메시지 (선택)</Trans>
          </span>
          <input value={message} maxLength={GIFT_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} placeholder={t`응원 메시지를 남겨 보세요`} />
        </label>
        {short ? <ShortNotice /> : null}
        <FailureAlert error={error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            <Trans>닫기</Trans>
          </Button>
          <Button type="submit" loading={send.isPending} disabled={!valid}>
            <Trans>선물하기</Trans>
          </Button>
        </div>
      </form>
      <ItemGiftForm channelId={channelId} nickname={nickname} onSent={onClose} />
    </>
  );
}
