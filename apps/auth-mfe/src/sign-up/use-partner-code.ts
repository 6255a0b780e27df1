import { useEffect, useState } from 'react';
import { checkPartnerCode } from '@luvcast/api-client';
import { GUEST_OK } from '@luvcast/contracts';
import { readPartnerCode } from '../shared/brand';

export interface PartnerCodeState {
  /** the partner_code cookie when the API knows it (GET /api/guest/refcode answers ok), else '' */
  code: string;
  /** true while the cookie's code is being checked */
  checking: boolean;
}

/**
 * The partner code that waives identity verification (spec §5), as the API sees it: a partner_code
 * cookie the API does not know (stale, or typed into ?partnerCode=) counts as none, so the form
 * shows the 본인인증 button again instead of leaving the visitor without a way to sign up.
 */
export function usePartnerCode(): PartnerCodeState {
  const [cookie] = useState(readPartnerCode);
  const [state, setState] = useState<PartnerCodeState>({ code: '', checking: cookie !== '' });
  useEffect(() => {
    if (!cookie) return;
    let alive = true;
    checkPartnerCode(cookie)
      .catch(() => '')
      .then((answer) => {
        if (alive) setState({ code: answer === GUEST_OK ? cookie : '', checking: false });
      });
    return () => {
      alive = false;
    };
  }, [cookie]);
  return state;
}
