import { useLingui } from '@lingui/react/macro';
import type { DeclarationReason } from '@luvcast/contracts';

/** The report reasons (DECLARATION_REASONS' codes) in the reader's language: every report form and the operators' queue. */
export function useDeclarationReasonLabels(): Record<DeclarationReason, string> {
  const { t } = useLingui();
  return { spam: t`스팸/광고`, abuse: t`욕설/비방`, sexual: t`음란/선정성`, illegal: t`불법 정보`, etc: t`기타` };
}
