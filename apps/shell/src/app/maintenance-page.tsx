import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageKey } from '@luvcast/contracts';
import { Button } from '@luvcast/ui';
import styles from './not-found.module.css';

/** a contract key: its text comes from @luvcast/contracts, not from the PO files */
const MAINTENANCE: MessageKey = 'common.maintenance';

/**
 * /notices/maintenance (spec §2): where the web server (maintenance flag, 302) and the api-client
 * (any 503) send visitors. A shell route, so it shows even when no remote can load.
 */
export function MaintenancePage() {
  const { i18n } = useLingui();
  return (
    <section className={styles.notFound} data-maintenance>
      <h1>{i18n._(MAINTENANCE)}</h1>
      <p>
        <Trans>점검이 끝나면 다시 이용하실 수 있습니다.</Trans>
      </p>
      <Button variant="secondary" onClick={() => window.location.assign('/')}>
        <Trans>다시 시도</Trans>
      </Button>
    </section>
  );
}
