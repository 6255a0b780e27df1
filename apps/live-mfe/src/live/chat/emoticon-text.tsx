import type { ReactNode } from 'react';
import type { Emoji } from '@luvcast/contracts';
import styles from './chat-panel.module.css';

/** An emoticon token in a chat line: `:title:` (what the picker inserts). */
export const EMOTICON_TOKEN = /:([^:\n]{1,50}):/g;

/** Whether a text may hold an emoticon token (the catalogue is only loaded then). */
export const mayHoldEmoticon = (text: string) => new RegExp(EMOTICON_TOKEN.source).test(text);

/**
 * A chat text with the tokens of known emoticons shown as their images (alt: the title). Everything
 * else, unknown tokens included, stays text: React escapes it, nothing in a message becomes markup,
 * and an image's address comes from the brand's catalogue, never from the message.
 */
export function EmoticonText({ text, emoticons }: { text: string; emoticons: ReadonlyMap<string, Emoji> }): ReactNode {
  if (emoticons.size === 0) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMOTICON_TOKEN)) {
    const emoji = emoticons.get(match[1]);
    if (!emoji) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<img key={match.index} className={styles.inlineEmoji} src={emoji.imageUrl} alt={emoji.title} width={24} height={24} />);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
