import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import {
  ApiError,
  useBoardComments,
  useBoardPost,
  useDeleteBoardComment,
  useDeleteBoardPost,
  useLikeBoardPost,
  useProfile,
  useToggleBoardImportant,
  useWriteBoardComment,
} from '@luvcast/api-client';
import { BOARD_COMMENT_MAX, boardCommentFields, type BoardPostView } from '@luvcast/contracts';
import { MemberGate, Pager, useFailureText, useMembersOnlyClick } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from '../shared/inquiries.module.css';
import { BoardReport } from './board-report';
import own from './boards.module.css';

const COMMENTS = 20;
type CommentInput = v.InferInput<typeof boardCommentFields>;
type CommentOutput = v.InferOutput<typeof boardCommentFields>;

function CommentForm({ post }: { post: BoardPostView }) {
  const { t, i18n } = useLingui();
  const write = useWriteBoardComment(post.channelId);
  const failureText = useFailureText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CommentInput, unknown, CommentOutput>({ resolver: valibotResolver(boardCommentFields), defaultValues: { content: '' } });
  const text = (key?: string) => (key ? i18n._(key) : undefined);
  return (
    <form className={styles.form} aria-label={t`댓글 쓰기`} noValidate onSubmit={handleSubmit((fields) => write.mutate({ boardId: post.id, ...fields }, { onSuccess: () => reset() }))}>
      <label className={styles.field}>
        <span>
          <Trans>댓글</Trans>
        </span>
        <textarea rows={3} maxLength={BOARD_COMMENT_MAX} aria-invalid={!!errors.content} {...register('content')} />
        {errors.content && <span className={styles.error}>{text(errors.content.message)}</span>}
      </label>
      {write.error && (
        <p role="alert" className={styles.error}>
          {failureText(write.error)}
        </p>
      )}
      <Button type="submit" variant="secondary" loading={write.isPending}>
        <Trans>댓글 등록</Trans>
      </Button>
    </form>
  );
}

function Comments({ post }: { post: BoardPostView }) {
  const { t } = useLingui();
  const signedIn = !!useProfile().data;
  const [page, setPage] = useState(1);
  const comments = useBoardComments(post.id, (page - 1) * COMMENTS, COMMENTS);
  const remove = useDeleteBoardComment(post.channelId);
  const failureText = useFailureText();
  return (
    <section aria-label={t`댓글`} className={styles.form}>
      <h2>
        <Trans>댓글 {post.commentCount}</Trans>
      </h2>
      <QueryState query={comments} loadingLabel={t`불러오는 중`} error={<Trans>댓글을 불러오지 못했습니다.</Trans>} empty={<Trans>첫 댓글을 남겨보세요.</Trans>} isEmpty={(d) => d.list.length === 0}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / COMMENTS));
          return (
            <>
              <ul className={own.comments} aria-busy={comments.isPlaceholderData}>
                {data.list.map((c) => (
                  <li key={c.id} className={own.comment}>
                    <div className={own.commentHead}>
                      <strong>{c.author.nickname}</strong>
                      <time className={styles.meta} dateTime={c.createdAt}>
                        {c.createdAt.slice(0, 16).replace('T', ' ')}
                      </time>
                      {signedIn && !c.mine && <BoardReport targetType="comment" targetId={c.id} name={t`댓글`} />}
                      {c.canDelete && (
                        <Button variant="secondary" aria-label={c.mine ? t`댓글 삭제` : t`댓글 숨기기`} loading={remove.isPending && remove.variables?.id === c.id} onClick={() => remove.mutate({ id: c.id, boardId: post.id })}>
                          {c.mine ? <Trans>삭제</Trans> : <Trans>숨기기</Trans>}
                        </Button>
                      )}
                    </div>
                    <div className={styles.content}>{c.content}</div>
                  </li>
                ))}
              </ul>
              {pages > 1 && <Pager page={page} pages={pages} onChange={setPage} />}
            </>
          );
        }}
      </QueryState>
      {remove.error && (
        <p role="alert" className={styles.error}>
          {failureText(remove.error)}
        </p>
      )}
      {!post.hidden && <MemberGate>{() => <CommentForm post={post} />}</MemberGate>}
    </section>
  );
}

function Moderation({ post }: { post: BoardPostView }) {
  const { t } = useLingui();
  const signedIn = !!useProfile().data;
  const navigate = useNavigate();
  const pin = useToggleBoardImportant();
  const remove = useDeleteBoardPost();
  const failureText = useFailureText();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const back = () => navigate(`/cs/boards/${post.channelId}`);
  const error = pin.error ?? remove.error;
  return (
    <div className={styles.actions}>
      {post.mine && !post.hidden && (
        <Link to={`/cs/boards/${post.channelId}/${post.id}/edit`}>
          <Trans>수정</Trans>
        </Link>
      )}
      {post.mine &&
        (confirming ? (
          <>
            <span>
              <Trans>이 글을 삭제할까요? 댓글과 좋아요도 함께 삭제됩니다.</Trans>
            </span>
            <Button loading={remove.isPending} onClick={() => remove.mutate({ id: post.id, channelId: post.channelId }, { onSuccess: back })}>
              <Trans>삭제</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>취소</Trans>
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>글 삭제</Trans>
          </Button>
        ))}
      {signedIn && !post.mine && !post.hidden && <BoardReport targetType="post" targetId={post.id} name={t`게시글`} />}
      {post.canModerate && !post.hidden && (
        <Button variant="secondary" loading={pin.isPending} onClick={() => pin.mutate({ channelId: post.channelId, boardId: post.id })}>
          {post.important ? <Trans>공지 해제</Trans> : <Trans>공지로 고정</Trans>}
        </Button>
      )}
      {post.canModerate &&
        !post.mine &&
        !post.hidden &&
        (hiding ? (
          <form
            className={own.settings}
            aria-label={t`글 숨기기`}
            onSubmit={(e) => {
              e.preventDefault();
              remove.mutate({ id: post.id, channelId: post.channelId, reason }, { onSuccess: back });
            }}
          >
            <input aria-label={t`숨기는 이유`} placeholder={t`숨기는 이유 (작성자에게 보입니다)`} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button type="submit" loading={remove.isPending}>
              <Trans>숨기기</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setHiding(false)}>
              <Trans>취소</Trans>
            </Button>
          </form>
        ) : (
          <Button variant="secondary" onClick={() => setHiding(true)}>
            <Trans>글 숨기기</Trans>
          </Button>
        ))}
      {error && (
        <p role="alert" className={styles.error}>
          {failureText(error)}
        </p>
      )}
    </div>
  );
}

function Post({ boardId }: { boardId: number }) {
  const { t } = useLingui();
  const post = useBoardPost(boardId);
  const like = useLikeBoardPost();
  const membersOnly = useMembersOnlyClick();
  const failureText = useFailureText();
  if (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400)) {
    return (
      <PageTitle>
        <Trans>게시글을 찾을 수 없습니다.</Trans>
      </PageTitle>
    );
  }
  return (
    <QueryState query={post} loadingLabel={t`불러오는 중`} error={<Trans>게시글을 불러오지 못했습니다.</Trans>}>
      {(found) => (
        <>
          <Card as="article" className={styles.article} data-board-id={found.id}>
            <Link to={`/cs/boards/${found.channelId}`}>
              <Trans>← 게시판으로</Trans>
            </Link>
            <PageTitle>
              {found.important && (
                <span className={own.pinned}>
                  <Trans>공지</Trans>
                </span>
              )}{' '}
              {found.title}
            </PageTitle>
            <p className={styles.meta}>
              {found.author.nickname} · <time dateTime={found.createdAt}>{found.createdAt.slice(0, 16).replace('T', ' ')}</time> · <Trans>조회 {found.viewCount}</Trans>
              {found.updatedAt && (
                <>
                  {' '}
                  · <Trans>수정됨</Trans>
                </>
              )}
            </p>
            {found.hidden && (
              <p className={own.notice} role="status">
                <Trans>운영 정책에 따라 숨겨진 글입니다. 작성자와 관리자에게만 보입니다.</Trans>
                {found.hiddenReason && (
                  <>
                    {' '}
                    <Trans>사유: {found.hiddenReason}</Trans>
                  </>
                )}
                {found.mine && (
                  <>
                    {' '}
                    <Link to={`/cs/inquiries/new?appeal=board_post:${found.id}`}>
                      <Trans>이의신청</Trans>
                    </Link>
                  </>
                )}
              </p>
            )}
            <div className={styles.content}>{found.content}</div>
            <div className={styles.actions}>
              <Button
                variant={found.liked ? 'primary' : 'secondary'}
                aria-pressed={found.liked}
                disabled={found.hidden}
                loading={like.isPending}
                onClick={(e) => {
                  membersOnly(e);
                  if (!e.defaultPrevented) like.mutate({ boardId: found.id, channelId: found.channelId });
                }}
              >
                ♥ <Trans>좋아요 {found.likeCount}</Trans>
              </Button>
              {like.error && (
                <p role="alert" className={styles.error}>
                  {failureText(like.error)}
                </p>
              )}
            </div>
            <Moderation post={found} />
          </Card>
          <Comments post={found} />
        </>
      )}
    </QueryState>
  );
}

/** /cs/boards/:channelId/:boardId: a post, its likes and comments; the author's edit and delete; the moderators' pin and hide. */
export function BoardPostPage() {
  const boardId = Number(useParams().boardId);
  return (
    <Page>
      <Post boardId={boardId} />
    </Page>
  );
}
