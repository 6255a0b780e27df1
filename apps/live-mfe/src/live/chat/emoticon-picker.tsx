import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangeFavoriteEmoticon, useEmojiList } from '@luvcast/api-client';
import type { Emoji } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { useFailureText } from '../../shared/failure-text';
import styles from './chat-panel.module.css';

/** The text an emoticon puts into a chat line (lines are plain text; the token names the emoticon). */
export const emoticonToken = (e: Pick<Emoji, 'title'>) => `:${e.title}:`;

/**
 * The emoticon picker beside the chat input: the brand's emoticons (GET /api/guest/show-all-emoji,
 * first 100), loaded when it first opens. Favourites are the list's `isFavorite` (the member's,
 * kept by the API) and come first; a member's star toggles one with
 * POST /api/lives/change-favorite-emoticon (the cached list changes at once and goes back if the
 * API refuses). Guests get no stars. Picking one inserts its token into the draft.
 */
export function EmoticonPicker({ onPick, disabled }: { onPick: (token: string) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const signedIn = useSessionStore((s) => s.me !== null);
  const list = useEmojiList({}, opened);
  const favorite = useChangeFavoriteEmoticon();
  const failureText = useFailureText();
  const panelId = useId();

  // the cache holds the change while the call runs and the old state after a refusal (api-client)
  const toggleFavorite = (e: Emoji) => favorite.mutate({ emoticonId: e.id, isFavorite: !e.isFavorite });
  // favourites first, otherwise the API's order (a stable sort)
  const emojis = [...(list.data?.list ?? [])].sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite));

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
                  {signedIn ? (
                    <button type="button" className={styles.favorite} aria-pressed={e.isFavorite} aria-label={t`${e.title} 즐겨찾기`} onClick={() => toggleFavorite(e)}>
                      <span aria-hidden="true">{e.isFavorite ? '★' : '☆'}</span>
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {favorite.isError ? (
            <p role="alert" className={styles.notice}>
              <Trans>즐겨찾기를 바꾸지 못했습니다.</Trans> {failureText(favorite.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
