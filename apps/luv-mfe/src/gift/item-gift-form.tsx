import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIdempotencyKey, useMyItems, useSendItem } from '@luvcast/api-client';
import { FONT_STYLES, ITEM_CONTENT_MAX, ITEMS_AT_ONCE_MAX, type FontStyle, type ProdName } from '@luvcast/contracts';
import { Button, toast } from '@luvcast/ui';
import styles from '../shared/dialog.module.css';
import { FailureAlert } from '../shared/spend-notices';

/**
 * Items in the gift dialog: the member's items, how many, and a message item's text and font
 * style; sent with POST /api/my/item/{id}/use under one Idempotency-Key per choice.
 */
export function ItemGiftForm({ channelId, nickname, onSent }: { channelId: number; nickname: string; onSent: () => void }) {
  const { t } = useLingui();
  const items = useMyItems();
  const send = useSendItem();
  const list = items.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [content, setContent] = useState('');
  const [fontStyle, setFontStyle] = useState<FontStyle>('normal');
  const item = list.find((i) => i.itemId === chosen) ?? list[0];
  const { key, renew } = useIdempotencyKey([channelId, item?.itemId, quantity, content, fontStyle]);
  const styleNames: Record<FontStyle, string> = { normal: t`기본`, bold: t`굵게`, red: t`빨강`, blue: t`파랑`, green: t`초록`, rainbow: t`무지개` };
  if (!item) return null;
  // at most what is held, and what one use may send
  const most = Math.min(item.quantity, ITEMS_AT_ONCE_MAX);

  return (
    <form
      className={styles.form}
      aria-label={t`${nickname}님에게 아이템 보내기`}
      onSubmit={(e) => {
        e.preventDefault();
        if (send.isPending) return;
        send.mutate(
          { itemId: item.itemId, body: { channelId, prodName: item.prodName as ProdName, quantity, ...(item.message ? { content: content.trim(), fontStyle } : {}) }, idempotencyKey: key },
          {
            onSuccess: (answer) => {
              renew();
              toast(t`${nickname}님에게 ${item.name} ${answer.used}개를 보냈습니다.`, { kind: 'success' });
              onSent();
            },
          },
        );
      }}
    >
      <fieldset className={styles.presets}>
        <legend>
          <Trans>보유 아이템</Trans>
        </legend>
        {list.map((i) => (
          <button key={i.itemId} type="button" className={styles.preset} aria-pressed={i.itemId === item.itemId} onClick={() => (setChosen(i.itemId), setQuantity(1))}>
            {t`${i.name} ${i.quantity}개`}
          </button>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>
          <Trans>보낼 수량</Trans>
        </span>
        <input type="number" min={1} max={most} value={quantity} onChange={(e) => setQuantity(Math.min(most, Math.max(1, Math.floor(Number(e.target.value) || 1))))} />
      </label>
      {item.message ? (
        <>
          <label className={styles.field}>
            <span>
              <Trans>함께 보낼 메시지</Trans>
            </span>
            <input value={content} maxLength={ITEM_CONTENT_MAX} onChange={(e) => setContent(e.target.value)} required />
          </label>
          <label className={styles.field}>
            <span>
              <Trans>글꼴</Trans>
            </span>
            <select value={fontStyle} onChange={(e) => setFontStyle(e.target.value as FontStyle)}>
              {FONT_STYLES.map((s) => (
                <option key={s} value={s}>
                  {styleNames[s]}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
      <FailureAlert error={send.error} />
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending}>
          <Trans>아이템 보내기</Trans>
        </Button>
      </div>
    </form>
  );
}
