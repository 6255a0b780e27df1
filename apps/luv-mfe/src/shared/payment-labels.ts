import { useLingui } from '@lingui/react/macro';
import { PAYMENT_STATUS, type PaymentMethod } from '@luvcast/contracts';

/** The spec's payment statuses and methods in words (ko source, translated by the catalogs). */
export function usePaymentLabels() {
  const { t } = useLingui();
  const statuses: Record<number, string> = {
    [PAYMENT_STATUS.waiting]: t`입금 대기`,
    [PAYMENT_STATUS.requested]: t`결제 요청`,
    [PAYMENT_STATUS.inProgress]: t`결제 진행 중`,
    [PAYMENT_STATUS.wrongDeposit]: t`입금 오류`,
    [PAYMENT_STATUS.cancelled]: t`결제 취소`,
    [PAYMENT_STATUS.approvalError]: t`승인 오류`,
    [PAYMENT_STATUS.approved]: t`결제 완료`,
  };
  const methods: Record<PaymentMethod, string> = {
    kakaopay: t`카카오페이`,
    virtualaccount: t`가상계좌`,
    myaccount: t`계좌이체`,
    mobile: t`휴대폰`,
    creditcard: t`신용카드`,
  };
  return { status: (code: number) => statuses[code] ?? String(code), method: (m: PaymentMethod) => methods[m] ?? m };
}
