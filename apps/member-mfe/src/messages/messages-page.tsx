import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useDeclareMessage,
  useDeleteMessage,
  useDeleteMessageBox,
  useMessageBlocks,
  useMessages,
  useReadMessage,
  useSendMessage,
  useSetMessageBlock,
  type MessageBox,
} from '@luvcast/api-client';
import { DECLARATION_REASONS, MESSAGE_MAX_LENGTH, type DeclarationReason, type MessageView } from '@luvcast/contracts';
import { MemberGate, useDeclarationReasonLabels, useFailureText } from '@luvcast/shell-kit';
import { Button, Page, PageTitle, QueryState, Tabs, TextField } from '@luvcast/ui';
import styles from './messages.module.css';

type Tab = MessageBox | 'blocks';

function Compose({ to, onSent }: { to: string; onSent: () => void }) {
  const { t } = useLingui();
  const failure = useFailureText();
  const send = useSendMessage();
  const [loginId, setLoginId] = useState(to);
  const [content, setContent] = useState('');
  return (
    <form
      className={styles.form}
      aria-label={t`쪽지 쓰기`}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ loginId, content }, { onSuccess: () => (setContent(''), onSent()) });
      }}
    >
      <TextField label={t`받는 회원 아이디`} name="loginId" value={loginId} onChange={(e) => setLoginId(e.target.value)} required />
      <div className={styles.field}>
        <label className={styles.field}>
          <span>
            <Trans>내용</Trans>
          </span>
          <textarea value={content} maxLength={MESSAGE_MAX_LENGTH} onChange={(e) => setContent(e.target.value)} required />
        </label>
        <span className={styles.meta}>
          {content.length} / {MESSAGE_MAX_LENGTH}
        </span>
      </div>
      {send.error && (
        <p role="alert" className={styles.error}>
          {failure(send.error)}
        </p>
      )}
      <Button type="submit" loading={send.isPending}>
        <Trans>보내기</Trans>
      </Button>
    </form>
  );
}

/** The reasons of a report in the reader's language (codes are the contract's). */
/** Reports a received message: a reason and an optional text; the operators see the message as it was. */
function ReportForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const { t } = useLingui();
  const failure = useFailureText();
  const labels = useDeclarationReasonLabels();
  const declare = useDeclareMessage();
  const [reason, setReason] = useState<DeclarationReason | ''>('');
  const [detail, setDetail] = useState('');
  if (declare.isSuccess) {
    return (
      <p role="status">
        <Trans>신고가 접수되었습니다. 운영자가 확인합니다.</Trans>
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      aria-label={t`쪽지 신고`}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason) declare.mutate({ messageId, reason, detail });
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>신고 사유</Trans>
        </span>
        <select value={reason} onChange={(e) => setReason(e.target.value as DeclarationReason)} required>
          <option value="">{t`선택해주세요`}</option>
          {DECLARATION_REASONS.map(([code]) => (
            <option key={code} value={code}>
              {labels[code]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>
          <Trans>신고 내용 (선택)</Trans>
        </span>
        <textarea value={detail} maxLength={500} onChange={(e) => setDetail(e.target.value)} />
      </label>
      {declare.error && (
        <p role="alert" className={styles.error}>
          {failure(declare.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={declare.isPending}>
          <Trans>신고하기</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          <Trans>취소</Trans>
        </Button>
      </div>
    </form>
  );
}

function Message({ message, onReply }: { message: MessageView; onReply: (loginId: string) => void }) {
  const { t } = useLingui();
  const failure = useFailureText();
  const read = useReadMessage();
  const remove = useDeleteMessage();
  const block = useSetMessageBlock();
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const other = message.box === 'received' ? message.from : message.to;
  const unread = message.box === 'received' && !message.readAt;
  return (
    <li className={styles.item} data-message-id={message.messageId}>
      <div className={styles.row}>
        <span className={styles.who}>
          {other.nickname} ({other.loginId})
        </span>
        {unread && (
          <span className={styles.unread}>
            <Trans>안 읽음</Trans>
          </span>
        )}
        <time className={styles.meta} dateTime={message.createdAt}>
          {message.createdAt.slice(0, 16).replace('T', ' ')}
        </time>
        {message.box === 'sent' && <span className={styles.meta}>{message.readAt ? t`읽음` : t`읽지 않음`}</span>}
      </div>
      {open ? (
        <div className={styles.content}>{message.content}</div>
      ) : (
        <Button
          variant="ghost"
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
            if (unread) read.mutate(message.messageId);
          }}
        >
          <Trans>내용 보기</Trans>
        </Button>
      )}
      <div className={styles.actions}>
        {message.box === 'received' && (
          <>
            <Button variant="secondary" onClick={() => onReply(message.from.loginId)}>
              <Trans>답장</Trans>
            </Button>
            <Button variant="secondary" loading={block.isPending} onClick={() => block.mutate({ loginId: message.from.loginId, block: true })}>
              <Trans>차단</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setReporting(true)}>
              <Trans>신고</Trans>
            </Button>
          </>
        )}
        <Button variant="secondary" loading={remove.isPending} onClick={() => remove.mutate(message.messageId)}>
          <Trans>삭제</Trans>
        </Button>
      </div>
      {reporting && <ReportForm messageId={message.messageId} onDone={() => setReporting(false)} />}
      {block.isSuccess && (
        <p role="status">
          <Trans>{message.from.nickname}님을 차단했습니다. 이 회원은 더 이상 쪽지를 보낼 수 없습니다.</Trans>
        </p>
      )}
      {(remove.error || block.error) && (
        <p role="alert" className={styles.error}>
          {failure(remove.error ?? block.error)}
        </p>
      )}
    </li>
  );
}

function Box({ box, onReply }: { box: MessageBox; onReply: (loginId: string) => void }) {
  const { t } = useLingui();
  const messages = useMessages(box);
  const removeAll = useDeleteMessageBox();
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState
      query={messages}
      loadingLabel={t`불러오는 중`}
      error={<Trans>쪽지를 불러오지 못했습니다.</Trans>}
      empty={box === 'received' ? <Trans>받은 쪽지가 없습니다.</Trans> : <Trans>보낸 쪽지가 없습니다.</Trans>}
      isEmpty={(data) => data.list.length === 0}
    >
      {(data) => (
        <div className={styles.section}>
          <ul className={styles.list} aria-label={box === 'received' ? t`받은 쪽지` : t`보낸 쪽지`}>
            {data.list.map((m) => (
              <Message key={m.messageId} message={m} onReply={onReply} />
            ))}
          </ul>
          <div className={styles.actions}>
            {confirming ? (
              <>
                <span>
                  <Trans>이 쪽지함의 쪽지를 모두 삭제할까요?</Trans>
                </span>
                <Button loading={removeAll.isPending} onClick={() => removeAll.mutate(box, { onSuccess: () => setConfirming(false) })}>
                  <Trans>모두 삭제</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  <Trans>취소</Trans>
                </Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                <Trans>전체 삭제</Trans>
              </Button>
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}

function Blocks() {
  const { t } = useLingui();
  const blocks = useMessageBlocks();
  const unblock = useSetMessageBlock();
  return (
    <QueryState query={blocks} loadingLabel={t`불러오는 중`} error={<Trans>차단 목록을 불러오지 못했습니다.</Trans>} empty={<Trans>차단한 회원이 없습니다.</Trans>} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <ul className={styles.list} aria-label={t`차단 목록`}>
          {data.list.map((b) => (
            <li key={b.loginId} className={`${styles.item} ${styles.row}`}>
              <span className={styles.who}>
                {b.nickname} ({b.loginId})
              </span>
              <Button variant="secondary" aria-label={t`${b.nickname} 차단 해제`} onClick={() => unblock.mutate({ loginId: b.loginId, block: false })}>
                <Trans>차단 해제</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function Messages() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('received');
  const [composeTo, setComposeTo] = useState<string | null>(null);
  const unread = useMessages('received').data?.unread ?? 0;
  return (
    <div className={styles.section}>
      {composeTo === null ? (
        <div className={styles.actions}>
          <Button onClick={() => setComposeTo('')}>
            <Trans>쪽지 쓰기</Trans>
          </Button>
        </div>
      ) : (
        <Compose key={composeTo} to={composeTo} onSent={() => (setComposeTo(null), setTab('sent'))} />
      )}
      <Tabs<Tab>
        aria-label={t`쪽지함`}
        items={[
          { id: 'received', label: unread ? t`받은 쪽지 (${unread})` : t`받은 쪽지` },
          { id: 'sent', label: t`보낸 쪽지` },
          { id: 'blocks', label: t`차단 목록` },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'blocks' ? <Blocks /> : <Box key={tab} box={tab} onReply={(loginId) => setComposeTo(loginId)} />}
    </div>
  );
}

/** /my/messages: direct messages — received and sent boxes, writing and replying, the block list. */
export function MessagesPage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>쪽지</Trans>
      </PageTitle>
      <MemberGate>{() => <Messages />}</MemberGate>
    </Page>
  );
}
