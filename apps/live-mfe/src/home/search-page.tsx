import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChannelSearch } from '@luvcast/api-client';
import { QueryState } from '@luvcast/ui';
import { ChannelCardList } from './channel-card';
import { SearchForm } from './search-form';
import styles from './home-page.module.css';

/** /search?keyword=: channels whose broadcaster nickname, login ID or title contains the keyword. */
export function SearchPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const results = useChannelSearch(keyword);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1 className={styles.sectionTitle}>{keyword ? <Trans>‘{keyword}’ 검색 결과</Trans> : <Trans>채널 검색</Trans>}</h1>
        <SearchForm key={keyword} initial={keyword} />
      </div>
      {keyword ? (
        <QueryState
          query={results}
          loadingLabel={t`불러오는 중`}
          error={<Trans>검색하지 못했습니다.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={<Trans>검색 결과가 없습니다.</Trans>}
        >
          {(data) => (
            <ChannelCardList channels={data.list} data-search-results />
          )}
        </QueryState>
      ) : (
        <p className={styles.empty}>
          <Trans>검색어를 입력해 주세요.</Trans>
        </p>
      )}
    </div>
  );
}
