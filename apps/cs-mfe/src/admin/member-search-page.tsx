import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemberSearch } from '@luvcast/api-client';
import { Button, Page, PageTitle, QueryState, TextField } from '@luvcast/ui';
import { Pager } from '@luvcast/shell-kit';
import { StaffGate } from './staff-gate';
import { useMemberLabels } from './member-labels';
import styles from '../shared/inquiries.module.css';

const LIMIT = 20;

function Results({ query, page, onPage }: { query: string; page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const labels = useMemberLabels();
  const found = useMemberSearch(query, (page - 1) * LIMIT, LIMIT);
  return (
    <QueryState query={found} loadingLabel={t`불러오는 중`} error={<Trans>회원을 불러오지 못했습니다.</Trans>} empty={<Trans>찾는 회원이 없습니다.</Trans>} isEmpty={(d) => d.list.length === 0}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <p className={styles.meta}>
              <Trans>모두 {data.total}명</Trans>
            </p>
            <ul className={styles.list} aria-label={t`회원 목록`} aria-busy={found.isPlaceholderData}>
              {data.list.map((m) => (
                <li key={m.loginId} className={styles.item}>
                  <Link to={`/cs/admin/members/${encodeURIComponent(m.loginId)}`} className={styles.link}>
                    <span className={styles.title}>
                      {m.nickname} ({m.loginId})
                    </span>
                    <span className={styles.meta}>{m.brand}</span>
                    <span className={styles.meta}>{labels.roles[m.role] ?? m.role}</span>
                    <span className={styles.meta}>{m.withdrawn ? labels.withdrawn : labels.statuses[m.status]}</span>
                    <time className={styles.meta} dateTime={m.createdAt}>
                      {m.createdAt.slice(0, 10)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && <Pager page={page} pages={pages} onChange={onPage} />}
          </>
        );
      }}
    </QueryState>
  );
}

/** /cs/admin/members?query=&page=: operators find a member by login ID or nickname (role S: their brand's members). */
export function MemberSearchPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>회원 조회</Trans>
        </PageTitle>
        <Link to="/cs/admin">
          <Trans>운영 홈</Trans>
        </Link>
      </div>
      <StaffGate>
        <form
          className={styles.form}
          role="search"
          aria-label={t`회원 검색`}
          onSubmit={(e) => {
            e.preventDefault();
            const q = typed.trim();
            if (q.length < 2) return setProblem(t`아이디 또는 닉네임을 2자 이상 입력해주세요.`);
            setProblem(null);
            setParams({ query: q });
          }}
        >
          <TextField label={t`아이디 또는 닉네임`} name="query" maxLength={15} value={typed} onChange={(e) => setTyped(e.target.value)} error={problem ?? undefined} />
          <Button type="submit">
            <Trans>검색</Trans>
          </Button>
        </form>
        {query.length >= 2 && <Results key={query} query={query} page={page} onPage={(n) => setParams({ query, ...(n > 1 ? { page: String(n) } : {}) })} />}
      </StaffGate>
    </Page>
  );
}
