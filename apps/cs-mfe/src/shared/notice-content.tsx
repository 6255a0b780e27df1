import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { csStaticUrl } from '@luvcast/api-client';
import { CS_STATIC_LINE_RE, CS_STATIC_PATH } from '@luvcast/contracts';
import styles from './notice-content.module.css';

type Block = { image: string } | { text: string };

/**
 * A notice's text in blocks: a line that is exactly an uploaded image's path
 * (`/api/cs/static/<uuid>.<png|jpg|webp|gif>`, spaces around allowed) is that image; every other
 * line is text.
 */
export function noticeBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length) blocks.push({ text: text.join('\n') });
    text = [];
  };
  for (const line of content.split(/\r?\n/)) {
    const image = CS_STATIC_LINE_RE.exec(line)?.[1];
    if (image) {
      flush();
      blocks.push({ image });
    } else {
      text.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * Shows a notice's text as text, with its line breaks, and the operator's uploaded images as
 * <img>. Nothing else is interpreted (no HTML, no links, no other image hosts).
 */
export function NoticeContent({ content }: { content: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.content}>
      {noticeBlocks(content).map((block, i) => (
        <Fragment key={i}>
          {'image' in block ? (
            <img className={styles.image} src={csStaticUrl(`${CS_STATIC_PATH}${block.image}`)} alt={t`첨부 이미지`} loading="lazy" />
          ) : (
            <div className={styles.text}>{block.text}</div>
          )}
        </Fragment>
      ))}
    </div>
  );
}
