import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangeRenewal, useChannelSubscription, useGiveSubscription, useIdempotencyKey, useLuvSum, useSubscribe } from '@luvcast/api-client';
import { GIVEN_SUBSCRIPTION, SUBSCRIPTION_STATUS, type SubscriptionLine, type SubscriptionPlanCode } from '@luvcast/contracts';
import type { GiftDialogProps } from '@luvcast/shell-contract';
import { Button, QueryState, toast } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import styles from '../shared/dialog.module.css';
import { useSubscriptionLabels } from './subscription-labels';
import { BalanceLine, FailureAlert, ShortNotice } from '../shared/spend-notices';

/** A subscription in force: until when, whether it renews, and the button that changes that. */
function Current({ line, onClose }: { line: SubscriptionLine; onClose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const labels = useSubscriptionLabels();
  const change = useChangeRenewal();
  const renews = line.status === SUBSCRIPTION_STATUS.subscribed;
  const until = money.dateTime(line.periodEnd!);
  return (
    <div className={styles.form}>
      <p className={styles.to} data-subscription-status={line.status}>
        <strong>{labels.status(line.status, line.active)}</strong> · {renews ? <Trans>다음 갱신 {until}</Trans> : <Trans>{until}까지 이용</Trans>}
      </p>
      <FailureAlert error={change.error} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>닫기</Trans>
        </Button>
        <Button
          variant={renews ? 'secondary' : 'primary'}
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { subscriptionId: line.subscriptionId, action: renews ? 'cancel' : 'resume' },
              { onSuccess: () => toast(renews ? t`다음 갱신을 취소했습니다. ${until}까지 구독이 유지됩니다.` : t`구독이 다시 갱신됩니다.`, { kind: 'success' }) },
            )
          }
        >
          {renews ? <Trans>갱신 취소</Trans> : <Trans>다시 갱신하기</Trans>}
        </Button>
      </div>
    </div>
  );
}

/** Gives one month of the channel to another member by login ID (704). One Idempotency-Key per recipient. */
function GiveForm({ channelId, nickname, onClose }: GiftDialogProps) {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const give = useGiveSubscription();
  const [loginId, setLoginId] = useState('');
  const { key, renew } = useIdempotencyKey([channelId, loginId.trim()]);
  const price = money.count(GIVEN_SUBSCRIPTION.price);
  return (
    <form
      className={styles.form}
      aria-label={t`${nickname}님 구독 선물하기`}
      onSubmit={(e) => {
        e.preventDefault();
        const to = loginId.trim();
        if (!to || give.isPending) return;
        give.mutate(
          { body: { channelId, loginId: to }, idempotencyKey: key },
          {
            onSuccess: () => {
              renew();
              toast(t`${to}님에게 구독 1개월을 선물했습니다.`, { kind: 'success' });
              onClose();
            },
          },
        );
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>
            구독 1개월 선물하기 ({price} {currency}) — 받을 회원의 아이디
          </Trans>
        </span>
        <input value={loginId} maxLength={64} onChange={(e) => (give.reset(), setLoginId(e.target.value))} required />
      </label>
      <FailureAlert error={give.error} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={give.isPending}>
          <Trans>구독 선물하기</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * The subscribe dialog (exposed with the gift dialog as luv_mfe/gift-dialog; the shell's modal
 * shows it when live-mfe opens `kind: 'subscribe'`): the plans and the balance, or the
 * subscription in force with its renewal. One Idempotency-Key per choice: pressing again after a
 * dropped connection retries the same subscription, which the API charges once.
 */
export function SubscribeDialog({ channelId, nickname, onClose }: GiftDialogProps) {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const labels = useSubscriptionLabels();
  const balance = useLuvSum();
  const state = useChannelSubscription(channelId);
  const subscribe = useSubscribe();
  const [plan, setPlan] = useState<SubscriptionPlanCode>(700);
  const { key, renew } = useIdempotencyKey([channelId, plan]);
  const have = balance.data?.luvSum;
  const error = subscribe.error;

  return (
    <QueryState query={state} loadingLabel={t`불러오는 중`} error={<Trans>구독 정보를 불러오지 못했습니다.</Trans>}>
      {(info) => {
        if (info.subscription?.active) {
          return (
            <>
              <Current line={info.subscription} onClose={onClose} />
              {info.open ? <GiveForm channelId={channelId} nickname={nickname} onClose={onClose} /> : null}
            </>
          );
        }
        if (!info.open) {
          return (
            <p className={styles.notice} role="status">
              <Trans>이 채널은 구독을 받지 않습니다.</Trans>
            </p>
          );
        }
        const price = info.plans.find((p) => p.itemCode === plan)?.price ?? 0;
        const short = have !== undefined && price > have;
        return (
          <>
            <form
              className={styles.form}
              aria-label={t`${nickname}님 구독하기`}
              onSubmit={(e) => {
                e.preventDefault();
                if (subscribe.isPending) return;
                subscribe.mutate(
                  { body: { channelId, itemCode: plan }, idempotencyKey: key },
                  {
                    onSuccess: () => {
                      renew();
                      toast(t`${nickname}님을 구독했습니다.`, { kind: 'success' });
                      onClose();
                    },
                  },
                );
              }}
            >
              <p className={styles.to}>
                <Trans>
                  <strong>{nickname}</strong>님을 구독하면 구독자 배지와 구독자 전용 채팅을 이용할 수 있습니다. 기간이 끝나면 자동으로 갱신됩니다.
                </Trans>
              </p>
              <BalanceLine have={have} />
              <fieldset className={styles.presets}>
                <legend>
                  <Trans>구독 상품</Trans>
                </legend>
                {info.plans.map((p) => {
                  const months = labels.plan(p.months);
                  const cost = money.count(p.price);
                  return (
                    <button key={p.itemCode} type="button" className={styles.preset} aria-pressed={plan === p.itemCode} onClick={() => (subscribe.reset(), setPlan(p.itemCode as SubscriptionPlanCode))}>
                      {t`${months} · ${cost} ${currency}`}
                    </button>
                  );
                })}
              </fieldset>
              {short ? <ShortNotice /> : null}
              <FailureAlert error={error} />
              <div className={styles.actions}>
                <Button variant="secondary" onClick={onClose}>
                  <Trans>닫기</Trans>
                </Button>
                <Button type="submit" loading={subscribe.isPending}>
                  <Trans>구독하기</Trans>
                </Button>
              </div>
            </form>
            <GiveForm channelId={channelId} nickname={nickname} onClose={onClose} />
          </>
        );
      }}
    </QueryState>
  );
}
