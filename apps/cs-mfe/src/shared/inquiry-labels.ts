import { useLingui } from '@lingui/react/macro';
import type { InquiryCategory } from '@luvcast/contracts';
import { currencyNames, useBrand } from '@luvcast/shell-kit';

/** The inquiry categories in the reader's language (their codes are the contract's). */
export function useCategoryLabels(): Record<InquiryCategory, string> {
  const { t, i18n } = useLingui();
  const currency = currencyNames(useBrand(), i18n.locale).name;
  return { account: t`계정/로그인`, luv: t`${currency}/결제`, live: t`방송/채팅`, report: t`신고/이의신청`, etc: t`기타` };
}

/** "12.3 KB": a file's size for people. */
export const fileSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
