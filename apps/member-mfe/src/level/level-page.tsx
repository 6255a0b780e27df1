import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemberLevelInfo } from '@luvcast/api-client';
import { MEMBER_LEVELS, type MemberLevelInfo, type MessageKey } from '@luvcast/contracts';
import { currencyNames, MemberGate, useBrand } from '@luvcast/shell-kit';
import { Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { formatCount } from '@luvcast/i18n';
import styles from './level-page.module.css';

function Level({ info }: { info: MemberLevelInfo }) {
  const { t, i18n } = useLingui();
  const currency = currencyNames(useBrand(), i18n.locale).name;
  // level names are contract message keys (MEMBER_LEVELS), in the catalogs under their keys
  const levelName = (key: string) => i18n._(key as MessageKey);
  const level = info.level;
  const name = levelName(info.nameKey);
  const sent = formatCount(info.sentTotal, i18n);
  const progress = info.progress;
  return (
    <>
      <Card as="section" className={styles.summary} aria-label={t`내 팬 레벨`}>
        <p className={styles.level}>
          <Trans>
            Lv.{level} <strong>{name}</strong>
          </Trans>
        </p>
        <p>
          <Trans>
            지금까지 선물한 {currency}: {sent}
          </Trans>
        </p>
        <progress className={styles.progress} max={100} value={progress} aria-label={t`다음 레벨까지 ${progress}%`} />
        {info.nextLevel !== null && info.remaining !== null ? (
          <NextLevel next={info.nextLevel} nextMin={formatCount(info.nextMin ?? 0, i18n)} remaining={formatCount(info.remaining, i18n)} currency={currency} />
        ) : (
          <p>
            <Trans>가장 높은 레벨입니다.</Trans>
          </p>
        )}
      </Card>
      <Card as="section" aria-label={t`레벨 기준`}>
        <table className={styles.table}>
          <caption>
            <Trans>레벨 기준 (보낸 선물의 합계)</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>레벨</Trans>
              </th>
              <th scope="col">
                <Trans>이름</Trans>
              </th>
              <th scope="col">
                <Trans>필요한 {currency}</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {MEMBER_LEVELS.map((l) => (
              <tr key={l.level} aria-current={l.level === info.level ? 'true' : undefined} className={l.level === info.level ? styles.current : undefined}>
                <td>{l.level}</td>
                <td>{levelName(l.nameKey)}</td>
                <td>{formatCount(l.min, i18n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p>
        <Link to="/my/rankings">
          <Trans>내 선물 순위</Trans>
        </Link>
      </p>
    </>
  );
}

function NextLevel({ next, nextMin, remaining, currency }: { next: number; nextMin: string; remaining: string; currency: string }) {
  return (
    <p>
      <Trans>
        Lv.{next}까지 {remaining} {currency} 남았습니다 (기준 {nextMin}).
      </Trans>
    </p>
  );
}

function LevelInfo() {
  const { t } = useLingui();
  const info = useMemberLevelInfo();
  return (
    <QueryState query={info} error={<Trans>레벨을 불러오지 못했습니다.</Trans>} loadingLabel={t`불러오는 중`}>
      {(data) => <Level info={data} />}
    </QueryState>
  );
}

/** /my/level: the member's fan level by the luv they sent in gifts (GET /api/my/member-level-info) and the level table (MEMBER_LEVELS). */
export function LevelPage() {
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>팬 레벨</Trans>
      </PageTitle>
      <MemberGate>{() => <LevelInfo />}</MemberGate>
    </Page>
  );
}
