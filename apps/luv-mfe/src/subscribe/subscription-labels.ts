import { useLingui } from '@lingui/react/macro';
import { SUBSCRIPTION_STATUS } from '@luvcast/contracts';

/** The words for a subscription's status and plan (the spec's codes). */
export function useSubscriptionLabels() {
  const { t } = useLingui();
  return {
    status: (status: number, active: boolean): string => {
      if (status === SUBSCRIPTION_STATUS.subscribed) return active ? t`구독 중` : t`갱신 대기`;
      if (status === SUBSCRIPTION_STATUS.renewalCancelled) return active ? t`갱신 취소됨` : t`만료`;
      if (status === SUBSCRIPTION_STATUS.unsubscribed) return t`구독 종료`;
      if (status === SUBSCRIPTION_STATUS.unused) return t`미사용`;
      return t`만료`;
    },
    plan: (months: number): string => (months === 1 ? t`1개월` : t`${months}개월`),
  };
}
