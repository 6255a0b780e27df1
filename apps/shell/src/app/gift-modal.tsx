import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GIFT_DIALOG_MODULE, GIFT_DIALOG_REMOTE, type GiftDialogProps } from '@luvcast/shell-contract';
import { useSessionStore } from '@luvcast/session';
import { Modal } from '@luvcast/ui';
import { RemoteDialog, remoteComponent } from './remote-dialog';

/** Load luv_mfe's gift and subscribe dialogs once per page (a failure is not cached). */
export const loadGiftDialog = remoteComponent<GiftDialogProps>(GIFT_DIALOG_MODULE, 'GiftDialog');
export const loadSubscribeDialog = remoteComponent<GiftDialogProps>(GIFT_DIALOG_MODULE, 'SubscribeDialog');

/**
 * The gift modal: live-mfe opens it through the session store (`openGiftDialog`), the shell renders
 * luv_mfe's GiftDialog (or SubscribeDialog, `kind: 'subscribe'`) in it (no remote imports another).
 */
export function GiftModalOverlay() {
  const { t } = useLingui();
  const target = useSessionStore((s) => s.giftDialog);
  const close = useSessionStore((s) => s.closeGiftDialog);
  const subscribe = target?.kind === 'subscribe';
  const frame = (content: ReactNode) => (
    <Modal open onClose={close} title={subscribe ? t`구독하기` : t`선물하기`} closeLabel={t`닫기`}>
      <div data-gift-modal>{content}</div>
    </Modal>
  );
  return (
    <RemoteDialog
      open={target !== null}
      remote={GIFT_DIALOG_REMOTE}
      key={subscribe ? 'subscribe' : 'gift'}
      load={subscribe ? loadSubscribeDialog : loadGiftDialog}
      frame={frame}
      render={(Dialog) => frame(<Dialog key={target!.channelId} channelId={target!.channelId} nickname={target!.nickname} onClose={close} />)}
    />
  );
}
