import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@luvcast/ui';
import styles from './home-page.module.css';

/** 채널 검색: goes to /search?keyword=. */
export function SearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed) navigate(`/search?keyword=${encodeURIComponent(trimmed)}`);
  };
  return (
    <form role="search" className={styles.searchForm} onSubmit={submit} aria-label={t`채널 검색`}>
      <input
        type="search"
        className={styles.searchInput}
        aria-label={t`검색어`}
        placeholder={t`닉네임, 아이디, 방송 제목`}
        value={keyword}
        maxLength={50}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        <Trans>검색</Trans>
      </Button>
    </form>
  );
}
