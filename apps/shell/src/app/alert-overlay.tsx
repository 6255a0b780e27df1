import { useLingui } from '@lingui/react/macro';
import { DEFAULT_ALERT_TITLE, useSessionStore } from '@luvcast/session';
import { Dialog } from '@luvcast/ui';

/** The page-wide alert dialog (안내 / 확인), driven by the session store's overlay state. */
export function AlertOverlay() {
  const { t } = useLingui();
  const alert = useSessionStore((s) => s.alert);
  const closeAlert = useSessionStore((s) => s.closeAlert);
  return (
    <Dialog
      open={alert !== null}
      title={alert?.title === DEFAULT_ALERT_TITLE ? t`안내` : (alert?.title ?? '')}
      message={alert?.message ?? ''}
      confirmLabel={t`확인`}
      onConfirm={closeAlert}
    />
  );
}
