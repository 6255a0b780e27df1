import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { MemberGate } from '@luvcast/shell-kit';

/** Operators' screens: operators (O) and brand operators (S); the API checks again on every call. */
export function StaffGate({ children }: { children: ReactNode }) {
  return (
    <MemberGate>
      {(me) =>
        me.role === 'O' || me.role === 'S' ? (
          children
        ) : (
          <p role="alert">
            <Trans>운영자만 볼 수 있는 화면입니다.</Trans>
          </p>
        )
      }
    </MemberGate>
  );
}
