import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRegenerateStreamKey, useStreamKey } from '@luvcast/api-client';
import { Button, Card, CopyField, Dialog, QueryState, toast } from '@luvcast/ui';
import { FailureAlert } from '../shared/failure-text';
import styles from './studio-page.module.css';

/** RTMP server URL and stream key (masked until 보기; copy; 재발급 after a confirmation). */
export function StreamKeyPanel() {
  const { t } = useLingui();
  const key = useStreamKey();
  const regenerate = useRegenerateStreamKey();
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const copied = (ok: boolean) => (ok ? toast(t`복사했습니다.`, { kind: 'success' }) : toast(t`복사하지 못했습니다. 직접 선택해 복사해 주세요.`, { kind: 'error' }));

  return (
    <Card as="section" className={styles.section} aria-labelledby="studio-stream-key">
      <h2 id="studio-stream-key" className={styles.sectionTitle}>
        <Trans>방송 프로그램 연결</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>OBS 등 방송 프로그램의 방송 설정에서 서비스를 “사용자 지정”으로 두고 아래 서버 주소와 스트림 키를 넣으세요.</Trans>
      </p>
      <QueryState query={key} loadingLabel={t`불러오는 중`} error={<Trans>스트림 키를 불러오지 못했습니다.</Trans>}>
        {(data) => (
          <div className={styles.fields}>
            <CopyField label={t`서버 주소`} value={data.url} copyLabel={t`복사`} copiedLabel={t`복사됨`} onCopy={copied} />
            <CopyField
              label={t`스트림 키`}
              value={data.streamKey}
              secret
              revealed={revealed}
              onRevealedChange={setRevealed}
              copyLabel={t`복사`}
              copiedLabel={t`복사됨`}
              revealLabel={t`보기`}
              hideLabel={t`숨기기`}
              onCopy={copied}
            />
            <p className={styles.hint}>
              <Trans>스트림 키는 비밀번호처럼 다루세요. 키를 아는 사람은 누구나 이 채널로 방송할 수 있습니다.</Trans>
            </p>
            <div>
              <Button variant="secondary" loading={regenerate.isPending} onClick={() => setConfirming(true)}>
                <Trans>스트림 키 재발급</Trans>
              </Button>
            </div>
            <FailureAlert failure={regenerate.error} className={styles.error} />
          </div>
        )}
      </QueryState>
      <Dialog
        open={confirming}
        title={t`스트림 키 재발급`}
        message={t`새 키를 발급하면 지금 키는 더 이상 쓸 수 없고, 그 키로 진행 중인 방송은 끊깁니다. 재발급할까요?`}
        confirmLabel={t`재발급`}
        cancelLabel={t`취소`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          regenerate.mutate(undefined, { onSuccess: () => toast(t`새 스트림 키를 발급했습니다.`, { kind: 'success' }) });
        }}
      />
    </Card>
  );
}
