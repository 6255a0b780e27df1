import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useAdminAgencyInvites, useAgencies, useCancelAgencyInvite, useCreateAgency, useSendAgencyInvite } from '@luvcast/api-client';
import { AGENCY_CONTRACT_MAX_BYTES, AGENCY_INVITE_STATUSES, agencyCreateBody, agencyInviteFields, type AdminAgencyInviteView, type AgencyInviteStatus, type MessageKey } from '@luvcast/contracts';
import { Pager, useFailureText } from '@luvcast/shell-kit';
import { Button, Page, PageTitle, QueryState, Tabs, TextField } from '@luvcast/ui';
import { StaffGate } from './staff-gate';
import styles from '../shared/inquiries.module.css';
import own from './agency-invites.module.css';

const LIMIT = 20;
// contract message keys (libs/contracts messages.ts), in the catalogs under their keys
const CONTRACT_REQUIRED: MessageKey = 'agency.contract.required';
const CONTRACT_SIZE: MessageKey = 'agency.contract.size';
type StatusTab = AgencyInviteStatus | 'all';

/** A contract message key (a valibot issue's message, or one of the constants above) in the reader's language. */
function useKeyText() {
  const { i18n } = useLingui();
  return (key: MessageKey | string | undefined) => (key ? i18n._(key) : null);
}

function useStatusLabels(): Record<AgencyInviteStatus, string> {
  const { t } = useLingui();
  return { pending: t`응답 대기`, accepted: t`수락함`, rejected: t`거절함`, cancelled: t`취소됨`, expired: t`기간 만료` };
}

function CreateAgency() {
  const { t } = useLingui();
  const keyText = useKeyText();
  const failureText = useFailureText();
  const create = useCreateAgency();
  const [name, setName] = useState('');
  const [brand, setBrand] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failure = problem ?? (create.error ? failureText(create.error) : null);
  return (
    <form
      className={styles.form}
      aria-label={t`에이전시 만들기`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        const parsed = v.safeParse(agencyCreateBody, { name, ...(brand ? { brand } : {}) });
        if (!parsed.success) return setProblem(keyText(parsed.issues[0].message));
        create.mutate(parsed.output, { onSuccess: () => setName('') });
      }}
    >
      <TextField label={t`에이전시 이름`} name="agencyName" maxLength={50} stripWhitespace={false} value={name} onChange={(e) => setName(e.target.value)} />
      <label className={styles.field}>
        <span>
          <Trans>브랜드</Trans>
        </span>
        <select value={brand} onChange={(e) => setBrand(e.target.value)}>
          <option value="">{t`지금 사이트의 브랜드`}</option>
          <option value="luv">luv</option>
          <option value="lex">lex</option>
          <option value="bell">bell</option>
        </select>
      </label>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {create.isSuccess && !failure && (
        <p role="status">
          <Trans>에이전시 {create.data.name}을(를) 만들었습니다.</Trans>
        </p>
      )}
      <Button type="submit" loading={create.isPending}>
        <Trans>에이전시 만들기</Trans>
      </Button>
    </form>
  );
}

function Agencies() {
  const { t } = useLingui();
  const agencies = useAgencies();
  return (
    <QueryState query={agencies} loadingLabel={t`불러오는 중`} error={<Trans>에이전시를 불러오지 못했습니다.</Trans>} empty={<Trans>에이전시가 없습니다.</Trans>} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <ul className={styles.list} aria-label={t`에이전시 목록`}>
          {data.list.map((a) => (
            <li key={a.id} className={`${own.item} ${own.row}`}>
              <span className={styles.title}>{a.name}</span>
              <span className={styles.meta}>{a.brand}</span>
              <span className={styles.meta}>{t`소속 ${a.members}명`}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function SendInvite() {
  const { t } = useLingui();
  const keyText = useKeyText();
  const failureText = useFailureText();
  const agencies = useAgencies();
  const send = useSendAgencyInvite();
  const fileInput = useRef<HTMLInputElement>(null);
  const [agencyId, setAgencyId] = useState('');
  const [loginId, setLoginId] = useState('');
  const [share, setShare] = useState('');
  const [message, setMessage] = useState('');
  const [contract, setContract] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failure = problem ?? (send.error ? failureText(send.error) : null);
  return (
    <form
      className={styles.form}
      aria-label={t`초대 보내기`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        if (!agencyId) return setProblem(t`에이전시를 선택해주세요.`);
        const parsed = v.safeParse(agencyInviteFields, { agencyId, loginId, sharePercent: share, message });
        if (!parsed.success) return setProblem(keyText(parsed.issues[0].message));
        if (!contract) return setProblem(keyText(CONTRACT_REQUIRED));
        if (contract.size > AGENCY_CONTRACT_MAX_BYTES) return setProblem(keyText(CONTRACT_SIZE));
        send.mutate(
          { ...parsed.output, contract },
          {
            onSuccess: () => {
              setLoginId('');
              setMessage('');
              setContract(null);
              if (fileInput.current) fileInput.current.value = '';
            },
          },
        );
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>에이전시</Trans>
        </span>
        <select value={agencyId} onChange={(e) => setAgencyId(e.target.value)}>
          <option value="">{t`선택해주세요`}</option>
          {(agencies.data?.list ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.brand})
            </option>
          ))}
        </select>
      </label>
      <TextField label={t`회원 아이디`} name="loginId" maxLength={15} value={loginId} onChange={(e) => setLoginId(e.target.value)} />
      <TextField label={t`수익 배분 (%)`} name="sharePercent" inputMode="numeric" value={share} onChange={(e) => setShare(e.target.value)} />
      <label className={styles.field}>
        <span>
          <Trans>초대 메시지</Trans>
        </span>
        <textarea value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>
          <Trans>계약서</Trans>
        </span>
        <input ref={fileInput} type="file" accept="application/pdf,image/jpeg,image/png,image/gif" onChange={(e) => setContract(e.target.files?.[0] ?? null)} />
      </label>
      <span className={styles.hint}>
        <Trans>PDF 또는 JPG, PNG, GIF · 5MB · 초대는 14일 뒤 만료됩니다</Trans>
      </span>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {send.isSuccess && !failure && (
        <p role="status">
          <Trans>
            {send.data.member.nickname}({send.data.member.loginId})님에게 {send.data.agency.name}의 초대를 보냈습니다.
          </Trans>
        </p>
      )}
      <Button type="submit" loading={send.isPending}>
        <Trans>초대 보내기</Trans>
      </Button>
    </form>
  );
}

function InviteRow({ invite }: { invite: AdminAgencyInviteView }) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const failureText = useFailureText();
  const cancel = useCancelAgencyInvite();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={own.item} data-invite-id={invite.id}>
      <div className={own.row}>
        <span className={styles.title}>{invite.agency.name}</span>
        <span className={styles.meta}>
          {invite.member.nickname} ({invite.member.loginId})
        </span>
        <span className={styles.meta}>{t`수익 배분 ${invite.sharePercent}%`}</span>
        <span className={styles.status} data-status={invite.status}>
          {labels[invite.status]}
        </span>
        <span className={styles.meta}>{invite.contractName}</span>
        <time className={styles.meta} dateTime={invite.expiresAt}>
          {t`만료 ${invite.expiresAt.slice(0, 16).replace('T', ' ')}`}
        </time>
      </div>
      {invite.status === 'pending' && (
        <div className={styles.actions}>
          {confirming ? (
            <>
              <span>
                <Trans>이 초대를 취소할까요? 회원은 더 이상 응답할 수 없습니다.</Trans>
              </span>
              <Button loading={cancel.isPending} onClick={() => cancel.mutate(invite.id, { onSettled: () => setConfirming(false) })}>
                <Trans>초대 취소하기</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                <Trans>돌아가기</Trans>
              </Button>
            </>
          ) : (
            <Button variant="secondary" aria-label={t`${invite.member.loginId}에게 보낸 ${invite.agency.name} 초대 취소`} onClick={() => (cancel.reset(), setConfirming(true))}>
              <Trans>초대 취소</Trans>
            </Button>
          )}
        </div>
      )}
      {cancel.error && (
        <p role="alert" className={styles.error}>
          {failureText(cancel.error)}
        </p>
      )}
    </li>
  );
}

function Invites() {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const [tab, setTab] = useState<StatusTab>('all');
  const [page, setPage] = useState(1);
  const invites = useAdminAgencyInvites(tab === 'all' ? undefined : tab, (page - 1) * LIMIT, LIMIT);
  return (
    <section aria-label={t`보낸 초대`} className={styles.form}>
      <h2>
        <Trans>보낸 초대</Trans>
      </h2>
      <Tabs<StatusTab>
        aria-label={t`초대 상태`}
        items={[{ id: 'all', label: t`전체` }, ...AGENCY_INVITE_STATUSES.map((s) => ({ id: s, label: labels[s] }))]}
        value={tab}
        onChange={(id) => (setTab(id), setPage(1))}
      />
      <QueryState query={invites} loadingLabel={t`불러오는 중`} error={<Trans>초대를 불러오지 못했습니다.</Trans>} empty={<Trans>보낸 초대가 없습니다.</Trans>} isEmpty={(data) => data.list.length === 0}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / LIMIT));
          return (
            <>
              <ul className={styles.list} aria-label={t`초대 목록`} aria-busy={invites.isPlaceholderData}>
                {data.list.map((invite) => (
                  <InviteRow key={invite.id} invite={invite} />
                ))}
              </ul>
              {pages > 1 && <Pager page={page} pages={pages} onChange={setPage} />}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/** /cs/admin/agency-invites: operators create agencies, send invites with the contract file, list and cancel them. */
export function AgencyInvitesPage() {
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>에이전시 초대 관리</Trans>
        </PageTitle>
        <span className={styles.actions}>
          <Link to="/cs/admin/inquiries">
            <Trans>문의 관리</Trans>
          </Link>
          <Link to="/cs/admin/operator-actions">
            <Trans>운영 기록</Trans>
          </Link>
        </span>
      </div>
      <StaffGate>
        <div className={own.sections}>
          <CreateAgency />
          <Agencies />
          <SendInvite />
          <Invites />
        </div>
      </StaffGate>
    </Page>
  );
}
