import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangeFavoriteEmoticon, useEmojiList } from '@luvcast/api-client';
import type { Emoji } from '@luvcast/contracts';
import styles from './chat-panel.module.css';

/** The text an emoticon puts into a chat line (lines are plain text; the token names the emoticon). */
export const emoticonToken = (e: Pick<Emoji, 'title'>) => `:${e.title}:`;

/**
 * The emoticon picker beside the chat input: the brand's emoticons (GET /api/guest/show-all-emoji,
 * first 100), loaded when it first opens; favourites first, toggled with
 * POST /api/lives/change-favorite-emoticon. Picking one inserts its token into the draft.
 */
export function EmoticonPicker({ onPick, disabled }: { onPick: (token: string) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [favorites, setFavorites] = useState<ReadonlySet<number>>(new Set());
  const list = useEmojiList({}, opened);
  const favorite = useChangeFavoriteEmoticon();
  const panelId = useId();

  const toggleFavorite = (e: Emoji) => {
    const isFavorite = !favorites.has(e.id);
    const apply = (on: boolean) =>
      setFavorites((all) => {
        const next = new Set(all);
        if (on) next.add(e.id);
        else next.delete(e.id);
        return next;
      });
    apply(isFavorite);
    favorite.mutate({ emoticonId: e.id, isFavorite }, { onError: () => apply(!isFavorite) });
  };
  const emojis = [...(list.data?.list ?? [])].sort((a, b) => Number(favorites.has(b.id)) - Number(favorites.has(a.id)));

  return (
    <div className={styles.pickerWrap}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
      >
        <Trans>이모티콘</Trans>
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={t`이모티콘`}
          className={styles.picker}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          {list.isPending ? (
            <p role="status">
              <Trans>불러오는 중…</Trans>
            </p>
          ) : list.isError ? (
            <p role="alert">
              <Trans>이모티콘을 불러오지 못했습니다.</Trans>
            </p>
          ) : (
            <ul className={styles.emojiGrid}>
              {emojis.map((e) => (
                <li key={e.id}>
                  <button
                    type="button"
                    className={styles.emoji}
                    onClick={() => {
                      onPick(emoticonToken(e));
                      setOpen(false);
                    }}
                  >
                    <img src={e.imageUrl} alt={e.title} width={32} height={32} />
                  </button>
                  <button type="button" className={styles.favorite} aria-pressed={favorites.has(e.id)} aria-label={t`${e.title} 즐겨찾기`} onClick={() => toggleFavorite(e)}>
                    {favorites.has(e.id) ? '★' : '☆'}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
