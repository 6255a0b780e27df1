import { Trans, useLingui } from '@lingui/react/macro';
import { useDaily } from '@luvcast/api-client';
import { visuallyHidden } from '@luvcast/ui';
import { formatCount } from '@luvcast/i18n';
import styles from './wallet-page.module.css';

const DAYS = 30;
const WIDTH = 480;
const HEIGHT = 120;

/** The last 30 days (Asia/Seoul) as yyyy-MM-dd, oldest first. */
function lastDays(now = Date.now()): string[] {
  return Array.from({ length: DAYS }, (_, i) => new Date(now + 9 * 3_600_000 - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Luv per day over 30 days (GET /api/luv/daily): sent for a viewer, received for a broadcaster.
 * An SVG bar chart with a text summary and a table for screen readers.
 */
export function DailyChart({ side, currency }: { side: 'received' | 'sent'; currency: string }) {
  const { t, i18n } = useLingui();
  const daily = useDaily(side, DAYS);
  if (!daily.data) return null;
  const byDay = new Map(daily.data.days.map((d) => [d.day, d.amount]));
  const days = lastDays().map((day) => ({ day, amount: byDay.get(day) ?? 0 }));
  const max = Math.max(1, ...days.map((d) => d.amount));
  const total = formatCount(days.reduce((s, d) => s + d.amount, 0), i18n);
  const bar = WIDTH / DAYS;
  const title = side === 'received' ? t`최근 30일 받은 ${currency}: 모두 ${total}` : t`최근 30일 보낸 ${currency}: 모두 ${total}`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} preserveAspectRatio="none">
        {days.map((d, i) => {
          const h = (d.amount / max) * (HEIGHT - 4);
          return <rect key={d.day} x={i * bar + 1} y={HEIGHT - h} width={bar - 2} height={h} className={styles.bar} />;
        })}
      </svg>
      <figcaption>{title}</figcaption>
      <table style={visuallyHidden}>
        <thead>
          <tr>
            <th>
              <Trans>날짜</Trans>
            </th>
            <th>{currency}</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((d) => d.amount > 0)
            .map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{formatCount(d.amount, i18n)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
