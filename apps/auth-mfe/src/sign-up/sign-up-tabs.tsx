import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@luvcast/shell-kit';
import { Tabs } from '@luvcast/ui';
import { showsSignUpTabs } from '../shared/brand';

export type SignUpKind = 'domestic' | 'foreigner';

/**
 * Domestic / foreigner tab strip (spec §2). On a page switching navigates and keeps the query
 * string; in the login dialog (`onChange` given) it switches the form in place. Hidden as
 * `showsSignUpTabs` says.
 */
export function SignUpTabs({ value, onChange }: { value: SignUpKind; onChange?: (kind: SignUpKind) => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const brand = useBrand();
  if (!showsSignUpTabs(brand)) return null;
  return (
    <Tabs
      aria-label={t`가입 유형`}
      items={[
        { id: 'domestic', label: t`내국인` },
        { id: 'foreigner', label: t`외국인` },
      ]}
      value={value}
      onChange={(id) => (onChange ? onChange(id) : navigate({ pathname: id === 'domestic' ? '/signup' : '/signup/foreigner', search }))}
    />
  );
}
