import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getCaptchaChallenge } from '@luvcast/api-client';
import { Button, Modal } from '@luvcast/ui';
import { powToken, solvePow } from './pow';
import styles from './form.module.css';
import { useMessage } from './use-message';

/**
 * The captcha dialog titled Verify (spec §2) shown before an SMS is sent: fetches the server's
 * proof-of-work challenge, solves it in the browser when the user confirms, hands back the token.
 */
export function CaptchaDialog({ open, onSolved, onClose }: { open: boolean; onSolved: (token: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const message = useMessage();
  const [state, setState] = useState<'idle' | 'solving' | 'failed'>('idle');
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) {
      abort.current?.abort();
      setState('idle');
    }
  }, [open]);

  const solve = async () => {
    setState('solving');
    abort.current = new AbortController();
    try {
      const challenge = await getCaptchaChallenge();
      const n = await solvePow(challenge, abort.current.signal);
      if (n === null) throw new Error('unsolved');
      onSolved(powToken(challenge, n));
    } catch {
      if (!abort.current.signal.aborted) setState('failed');
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Verify" closeLabel={t`닫기`}>
      <div className={styles.form}>
        <p className={styles.note}>
          <Trans>자동 가입 방지를 위해 확인해주세요.</Trans>
        </p>
        {state === 'failed' && (
          <p role="alert" className={styles.error}>
            {message('auth.captcha.incomplete')}
          </p>
        )}
        <Button onClick={() => void solve()} loading={state === 'solving'} data-autofocus>
          <Trans>로봇이 아닙니다</Trans>
        </Button>
      </div>
    </Modal>
  );
}
