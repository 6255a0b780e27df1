import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, useAgencyInvite, useDownloadAgencyContract, useRespondAgencyInvite } from '@luvcast/api-client';
import type { AgencyInviteResponseType, AgencyInviteView } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { shortTime, useStatusLabels } from './status-labels';
import styles from './agency-invites.module.css';

/** 수락 / 거절, each confirmed once more before it is sent (an answer is final). */
function Answer({ invite }: { invite: AgencyInviteView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const respond = useRespondAgencyInvite();
  const [confirming, setConfirming] = useState<AgencyInviteResponseType | null>(null);
  const name = invite.agency.name;
  return (
    <div className={styles.actions}>
      {confirming ? (
        <div role="group" aria-label={t`응답 확인`} className={styles.actions}>
          <span>{confirming === 'accept' ? t`${name}의 초대를 수락할까요? 다른 대기 중인 초대는 취소됩니다.` : t`${name}의 초대를 거절할까요?`}</span>
          <Button loading={respond.isPending} onClick={() => respond.mutate({ id: invite.id, type: confirming }, { onSettled: () => setConfirming(null) })}>
            {confirming === 'accept' ? <Trans>수락하기</Trans> : <Trans>거절하기</Trans>}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            <Trans>취소</Trans>
          </Button>
        </div>
      ) : (
        <>
          <Button onClick={() => (respond.reset(), setConfirming('accept'))}>
            <Trans>수락</Trans>
          </Button>
          <Button variant="secondary" onClick={() => (respond.reset(), setConfirming('reject'))}>
            <Trans>거절</Trans>
          </Button>
        </>
      )}
      {respond.error && (
        <p role="alert" className={styles.error}>
          {failureText(respond.error)}
        </p>
      )}
    </div>
  );
}

function Invite({ id }: { id: number }) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const failureText = useFailureText();
  const invite = useAgencyInvite(id);
  const download = useDownloadAgencyContract();
  const notFound = invite.error instanceof ApiError && (invite.error.status === 404 || invite.error.status === 400);
  if (notFound) {
    return (
      <PageTitle>
        <Trans>초대를 찾을 수 없습니다.</Trans>
      </PageTitle>
    );
  }
  return (
    <QueryState query={invite} loadingLabel={t`불러오는 중`} error={<Trans>초대를 불러오지 못했습니다.</Trans>}>
      {(found) => (
        <Card as="article" className={styles.article} data-invite-id={found.id}>
          <PageTitle>{found.agency.name}</PageTitle>
          <dl className={styles.fields}>
            <dt>
              <Trans>수익 배분</Trans>
            </dt>
            <dd data-field="share">{found.sharePercent}%</dd>
            <dt>
              <Trans>상태</Trans>
            </dt>
            <dd data-field="status" data-status={found.status}>
              {labels[found.status]}
            </dd>
            <dt>
              <Trans>받은 날</Trans>
            </dt>
            <dd>
              <time dateTime={found.createdAt}>{shortTime(found.createdAt)}</time>
            </dd>
            <dt>
              <Trans>만료</Trans>
            </dt>
            <dd data-field="expires">
              <time dateTime={found.expiresAt}>{shortTime(found.expiresAt)}</time>
            </dd>
          </dl>
          {found.message && (
            <section aria-label={t`초대 메시지`}>
              <p className={styles.message}>{found.message}</p>
            </section>
          )}
          <div className={styles.actions}>
            <span className={styles.meta}>
              <Trans>계약서: {found.contractName}</Trans>
            </span>
            <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate(found.id)}>
              <Trans>계약서 받기</Trans>
            </Button>
          </div>
          {download.error && (
            <p role="alert" className={styles.error}>
              {failureText(download.error)}
            </p>
          )}
          {found.status === 'pending' ? (
            <Answer invite={found} />
          ) : found.status === 'accepted' ? (
            <p role="status">
              <Trans>{found.agency.name}의 초대를 수락했습니다.</Trans>
            </p>
          ) : found.status === 'rejected' ? (
            <p role="status">
              <Trans>초대를 거절했습니다.</Trans>
            </p>
          ) : found.status === 'expired' ? (
            <p>
              <Trans>기간이 지나 더 이상 응답할 수 없는 초대입니다.</Trans>
            </p>
          ) : (
            <p>
              <Trans>취소된 초대입니다.</Trans>
            </p>
          )}
        </Card>
      )}
    </QueryState>
  );
}

/** /my/agency-invites/:id: one invite (opening it marks it read): agency, share, message, expiry, the contract, accept / reject. */
export function AgencyInvitePage() {
  const id = Number(useParams().id);
  return (
    <Page width="medium">
      <Link to="/my/agency-invites" className={styles.back}>
        <Trans>목록으로</Trans>
      </Link>
      <MemberGate>{() => <Invite id={Number.isInteger(id) && id > 0 ? id : 0} />}</MemberGate>
    </Page>
  );
}
