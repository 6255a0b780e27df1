import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@luvcast/ui';
import { currentBrand, readPartnerCode, TAB_STRIP_HIDDEN_PARTNER_CODE } from '../shared/brand';

/**
 * Domestic / foreigner tab strip; switching keeps the query string (spec §2). Hidden for the
 * partner code TAB_STRIP_HIDDEN_PARTNER_CODE and on brands without foreigner sign-up.
 */
export function SignUpTabs({ value }: { value: 'domestic' | 'foreigner' }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  if (readPartnerCode() === TAB_STRIP_HIDDEN_PARTNER_CODE || !currentBrand().features.foreignerSignup) return null;
  return (
    <Tabs
      aria-label={t`가입 유형`}
      items={[
        { id: 'domestic', label: t`내국인` },
        { id: 'foreigner', label: t`외국인` },
      ]}
      value={value}
      onChange={(id) => navigate({ pathname: id === 'domestic' ? '/signup' : '/signup/foreigner', search })}
    />
  );
}
