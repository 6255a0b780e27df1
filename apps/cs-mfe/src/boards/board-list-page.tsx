import { Link, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBoardList, useBoardSetting } from '@luvcast/api-client';
import { Pager, useMembersOnlyClick } from '@luvcast/shell-kit';
import { Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from '../shared/inquiries.module.css';
import { BoardSettings } from './board-settings';
import own from './boards.module.css';

const LIMIT = 10;

function Posts({ channelId }: { channelId: number }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const posts = useBoardList(channelId, (page - 1) * LIMIT, LIMIT);
  const go = (n: number) => setParams(n === 1 ? {} : { page: String(n) });
  return (
    <QueryState
      query={posts}
      loadingLabel={t`불러오는 중`}
      error={<Trans>게시판을 불러오지 못했습니다.</Trans>}
      empty={<Trans>아직 글이 없습니다. 첫 글을 남겨보세요!</Trans>}
      isEmpty={(data) => data.list.length === 0}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <ul className={styles.list} aria-busy={posts.isPlaceholderData} aria-label={t`게시글 목록`}>
              {data.list.map((post) => (
                <li key={post.id} className={styles.item}>
                  <Link to={`/cs/boards/${channelId}/${post.id}`} className={styles.link}>
                    {post.important && (
                      <span className={own.pinned}>
                        <Trans>공지</Trans>
                      </span>
                    )}
                    <span className={styles.title}>{post.title}</span>
                    {post.hidden && (
                      <span className={own.hiddenMark}>
                        <Trans>숨김</Trans>
                      </span>
                    )}
                    {post.commentCount > 0 && <span className={styles.meta}>[{post.commentCount}]</span>}
                    <span className={styles.meta}>{post.author.nickname}</span>
                    <span className={styles.meta} aria-label={t`좋아요 ${post.likeCount}`}>
                      ♥ {post.likeCount}
                    </span>
                    <time className={styles.meta} dateTime={post.createdAt}>
                      {post.createdAt.slice(0, 10)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && <Pager page={page} pages={pages} onChange={go} />}
          </>
        );
      }}
    </QueryState>
  );
}

/** /cs/boards/:channelId?page=N: a channel's fan board (pinned posts first), its write button and the BJ's settings. */
export function BoardListPage() {
  const channelId = Number(useParams().channelId);
  const setting = useBoardSetting(channelId);
  const membersOnly = useMembersOnlyClick();
  const s = setting.data;
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>팬 게시판</Trans>
        </PageTitle>
        {s?.canWrite ? (
          <Link to={`/cs/boards/${channelId}/new`}>
            <Trans>글쓰기</Trans>
          </Link>
        ) : (
          s &&
          s.open &&
          !s.canConfigure && (
            <Link to={`/cs/boards/${channelId}/new`} onClick={membersOnly}>
              <Trans>글쓰기</Trans>
            </Link>
          )
        )}
      </div>
      {s && !s.open && (
        <p className={own.notice} role="status">
          <Trans>이 채널의 게시판은 닫혀 있습니다.</Trans>
        </p>
      )}
      {s?.canConfigure && <BoardSettings setting={s} />}
      <Posts channelId={channelId} />
    </Page>
  );
}
