import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useBoardPost, useUpdateBoardPost, useWriteBoardPost } from '@luvcast/api-client';
import { BOARD_CONTENT_MAX, BOARD_TITLE_MAX, boardPostFields } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Page, PageTitle, QueryState, TextField } from '@luvcast/ui';
import styles from '../shared/inquiries.module.css';

type Input = v.InferInput<typeof boardPostFields>;
type Output = v.InferOutput<typeof boardPostFields>;

function PostForm({ channelId, editing }: { channelId: number; editing?: { id: number; title: string; content: string } }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const write = useWriteBoardPost();
  const update = useUpdateBoardPost();
  const failureText = useFailureText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: valibotResolver(boardPostFields), defaultValues: { title: editing?.title ?? '', content: editing?.content ?? '' } });
  // contract message keys (libs/contracts messages.ts), in the catalogs under their keys
  const text = (key?: string) => (key ? i18n._(key) : undefined);
  const pending = write.isPending || update.isPending;
  const error = write.error ?? update.error;
  const done = (post: { id: number }) => navigate(`/cs/boards/${channelId}/${post.id}`);
  return (
    <form
      className={styles.form}
      aria-label={editing ? t`글 수정` : t`글쓰기`}
      noValidate
      onSubmit={handleSubmit((fields) => (editing ? update.mutate({ boardId: editing.id, ...fields }, { onSuccess: done }) : write.mutate({ channelId, ...fields }, { onSuccess: done })))}
    >
      <TextField label={t`제목`} maxLength={BOARD_TITLE_MAX} stripWhitespace={false} error={text(errors.title?.message)} {...register('title')} />
      <label className={styles.field}>
        <span>
          <Trans>내용</Trans>
        </span>
        <textarea rows={10} maxLength={BOARD_CONTENT_MAX} aria-invalid={!!errors.content} {...register('content')} />
        {errors.content && <span className={styles.error}>{text(errors.content.message)}</span>}
      </label>
      {error && (
        <p role="alert" className={styles.error}>
          {failureText(error)}
        </p>
      )}
      <Button type="submit" loading={pending}>
        {editing ? <Trans>수정 완료</Trans> : <Trans>등록</Trans>}
      </Button>
    </form>
  );
}

function EditForm({ channelId, boardId }: { channelId: number; boardId: number }) {
  const { t } = useLingui();
  const post = useBoardPost(boardId);
  return (
    <QueryState query={post} loadingLabel={t`불러오는 중`} error={<Trans>글을 불러오지 못했습니다.</Trans>}>
      {(found) =>
        found.mine ? (
          <PostForm channelId={channelId} editing={found} />
        ) : (
          <p role="alert">
            <Trans>본인이 쓴 글만 수정할 수 있습니다.</Trans>
          </p>
        )
      }
    </QueryState>
  );
}

/** /cs/boards/:channelId/new and /cs/boards/:channelId/:boardId/edit: a post on a channel's fan board (the contract's rules, checked again by the API). */
export function BoardWritePage() {
  const params = useParams();
  const channelId = Number(params.channelId);
  const boardId = params.boardId ? Number(params.boardId) : null;
  return (
    <Page>
      <PageTitle>{boardId ? <Trans>글 수정</Trans> : <Trans>글쓰기</Trans>}</PageTitle>
      <MemberGate>{() => (boardId ? <EditForm channelId={channelId} boardId={boardId} /> : <PostForm channelId={channelId} />)}</MemberGate>
    </Page>
  );
}
