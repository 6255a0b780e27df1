import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, useChangeRenewal, useChannelSubscribers, useRedeemGivenSubscription, useSubscriptions } from '@luvcast/api-client';
import { SUBSCRIPTION_STATUS, type ChannelSubscriptionListResponse, type SubscriptionListResponse } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, toast } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import { PagedQuery } from '../shared/paged-query';
import shared from '../shared/shared.module.css';
import { useSubscriptionLabels } from './subscription-labels';

const LIMIT = 10;

/** A given subscription (4) not used yet: 사용하기 starts it (or adds its month). */
function UseButton({ line }: { line: SubscriptionListResponse['list'][number] }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const redeem = useRedeemGivenSubscription();
  return (
    <Button
      variant="secondary"
      loading={redeem.isPending}
      onClick={() =>
        redeem.mutate(line.subscriptionId, {
          onSuccess: () => toast(t`${line.nickname}님 구독권을 사용했습니다.`, { kind: 'success' }),
          onError: (err) => toast(failureText(err), { kind: 'error' }),
        })
      }
    >
      <Trans>사용하기</Trans>
    </Button>
  );
}

function RenewalButton({ line }: { line: SubscriptionListResponse['list'][number] }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const change = useChangeRenewal();
  const renews = line.status === SUBSCRIPTION_STATUS.subscribed;
  const resumable = line.status === SUBSCRIPTION_STATUS.renewalCancelled && line.active;
  if (!renews && !resumable) return null;
  return (
    <Button
      variant="secondary"
      loading={change.isPending}
      onClick={() =>
        change.mutate(
          { subscriptionId: line.subscriptionId, action: renews ? 'cancel' : 'resume' },
          {
            onSuccess: () => toast(renews ? t`${line.nickname}님 구독의 다음 갱신을 취소했습니다.` : t`${line.nickname}님 구독이 다시 갱신됩니다.`, { kind: 'success' }),
            onError: (err) => toast(failureText(err), { kind: 'error' }),
          },
        )
      }
    >
      {renews ? <Trans>갱신 취소</Trans> : <Trans>다시 갱신</Trans>}
    </Button>
  );
}

function MySubscriptions({ page }: { page: SubscriptionListResponse }) {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const labels = useSubscriptionLabels();
  return (
    <table className={shared.table}>
      <thead>
        <tr>
          <th>
            <Trans>채널</Trans>
          </th>
          <th>
            <Trans>상품</Trans>
          </th>
          <th>
            <Trans>상태</Trans>
          </th>
          <th>
            <Trans>기간 끝</Trans>
          </th>
          <th />
        </tr>
      </thead>
      <tbody>
        {page.list.map((s) => (
          <tr key={s.subscriptionId} data-subscription={s.loginId}>
            <td>
              <Link to={`/channels/${s.channelId}`}>{s.nickname}</Link>
            </td>
            <td>
              {labels.plan(s.months)} · {money.count(s.price)} {currency}
            </td>
            <td data-status={s.status}>
              {labels.status(s.status, s.active)}
              {s.giftedBy ? <small> · {t`${s.giftedBy}님의 선물`}</small> : null}
            </td>
            <td>{s.periodEnd ? money.dateTime(s.periodEnd) : '-'}</td>
            <td>{s.status === SUBSCRIPTION_STATUS.unused ? <UseButton line={s} /> : <RenewalButton line={s} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Subscribers({ page }: { page: ChannelSubscriptionListResponse }) {
  const money = useMoney();
  const labels = useSubscriptionLabels();
  return (
    <>
      <p data-active-subscribers={page.active}>
        <Trans>지금 구독자 {money.count(page.active)}명</Trans>
      </p>
      <table className={shared.table}>
        <thead>
          <tr>
            <th>
              <Trans>구독자</Trans>
            </th>
            <th>
              <Trans>상태</Trans>
            </th>
            <th>
              <Trans>구독 시작</Trans>
            </th>
            <th className={shared.num}>
              <Trans>갱신</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.list.map((s) => (
            <tr key={s.subscriptionId}>
              <td>{s.nickname}</td>
              <td>{labels.status(s.status, s.active)}</td>
              <td>{s.startedAt ? money.dateTime(s.startedAt) : '-'}</td>
              <td className={shared.num}>{money.count(s.renewals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Lists() {
  const [mineAt, setMineAt] = useState(0);
  const [theirsAt, setTheirsAt] = useState(0);
  const mine = useSubscriptions(mineAt, LIMIT);
  const theirs = useChannelSubscribers(theirsAt, LIMIT);
  // a member without a channel has no subscribers' list (404 live.channel.none)
  const noChannel = theirs.error instanceof ApiError && theirs.error.code === 'live.channel.none';
  return (
    <>
      <Card as="section" aria-labelledby="my-subscriptions">
        <h2 id="my-subscriptions" className={shared.heading}>
          <Trans>내 구독</Trans>
        </h2>
        <PagedQuery query={mine} error={<Trans>구독 내역을 불러오지 못했습니다.</Trans>} empty={<Trans>구독한 채널이 없습니다.</Trans>} onPage={setMineAt}>
          {(page) => <MySubscriptions page={page} />}
        </PagedQuery>
      </Card>
      {noChannel ? null : (
        <Card as="section" aria-labelledby="channel-subscribers">
          <h2 id="channel-subscribers" className={shared.heading}>
            <Trans>내 채널 구독자</Trans>
          </h2>
          <PagedQuery query={theirs} error={<Trans>구독자를 불러오지 못했습니다.</Trans>} empty={<Trans>아직 구독자가 없습니다.</Trans>} onPage={setTheirsAt}>
            {(page) => <Subscribers page={page} />}
          </PagedQuery>
        </Card>
      )}
    </>
  );
}

/** /luv/subscriptions: the member's subscriptions (renewal cancel / resume) and, for a broadcaster, the channel's subscribers. */
export function SubscriptionsPage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>구독 관리</Trans>
      </PageTitle>
      <MemberGate>{() => <Lists />}</MemberGate>
    </Page>
  );
}
