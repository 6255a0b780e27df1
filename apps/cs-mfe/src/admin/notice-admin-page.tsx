import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { brands, SECOND_BRAND } from '@luvcast/brand-config';
import { useAdminNotices, useCreateAdminNotice, useDeleteAdminNotice, useProfile, useUpdateAdminNotice, useUploadCsStatic } from '@luvcast/api-client';
import { adminNoticeBody, CS_STATIC_TYPES, NOTICE_CONTENT_MAX, NOTICE_KINDS, NOTICE_TITLE_MAX, type AdminNotice, type NoticeKind } from '@luvcast/contracts';
import { Pager, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState, Tabs, TextField } from '@luvcast/ui';
import { NoticeContent } from '../shared/notice-content';
import { useNoticeKindTexts } from '../shared/notice-kinds';
import { StaffGate } from './staff-gate';
import styles from '../shared/inquiries.module.css';

const LIMIT = 20;
type Filter = NoticeKind | 'all';
type Input = v.InferInput<typeof adminNoticeBody>;
type Output = v.InferOutput<typeof adminNoticeBody>;

/** The brands an operator writes for: role O every brand (null) and each brand, role S their own. */
function useBrandChoices(): { value: string; label: string }[] {
  const { t } = useLingui();
  const role = useProfile().data?.role;
  const one = (id: keyof typeof brands) => ({ value: id, label: brands[id].name });
  return role === 'O' ? [{ value: '', label: t`모든 브랜드` }, ...Object.values(brands).map((b) => one(b.id))] : [one(SECOND_BRAND)];
}

/** Write or change one row; the image button uploads a picture and puts its path on a line of its own at the cursor. */
function NoticeEditor({ editing, kind, onDone }: { editing: AdminNotice | null; kind: NoticeKind; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const kinds = useNoticeKindTexts();
  const brandChoices = useBrandChoices();
  const create = useCreateAdminNotice();
  const update = useUpdateAdminNotice();
  const upload = useUploadCsStatic();
  const failureText = useFailureText();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: valibotResolver(adminNoticeBody),
    defaultValues: {
      kind: editing?.kind ?? kind,
      brand: editing ? editing.brand : (brandChoices[0]?.value || null),
      title: editing?.title ?? '',
      content: editing?.content ?? '',
      isImportant: editing?.isImportant ?? false,
    },
  });
  const content = useWatch({ control, name: 'content' }) ?? '';
  // contract message keys (libs/contracts messages.ts), in the catalogs under their keys
  const text = (key?: string) => (key ? i18n._(key) : undefined);
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const { ref: contentRef, ...contentField } = register('content');

  const insertImage = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        const value = getValues('content') ?? '';
        const at = area.current?.selectionStart ?? value.length;
        const before = value.slice(0, at);
        const after = value.slice(at);
        const line = `${before && !before.endsWith('\n') ? '\n' : ''}${url}\n`;
        setValue('content', `${before}${line}${after}`, { shouldDirty: true });
      },
    });

  return (
    <Card as="section" className={styles.form} aria-label={editing ? t`글 수정` : t`새 글 쓰기`}>
      <h2>{editing ? <Trans>글 수정</Trans> : <Trans>새 글 쓰기</Trans>}</h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((body) => (editing ? update.mutate({ id: editing.id, ...body }, { onSuccess: onDone }) : create.mutate(body, { onSuccess: onDone })))}
      >
        <label className={styles.field}>
          <span>
            <Trans>종류</Trans>
          </span>
          <select {...register('kind')}>
            {NOTICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {kinds[k].title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>
            <Trans>브랜드</Trans>
          </span>
          <select {...register('brand', { setValueAs: (value: string | null) => (value ? value : null) })} aria-invalid={!!errors.brand}>
            {brandChoices.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
          {errors.brand && <span className={styles.error}>{text(errors.brand.message)}</span>}
        </label>
        <TextField label={t`제목`} maxLength={NOTICE_TITLE_MAX} stripWhitespace={false} error={text(errors.title?.message)} {...register('title')} />
        <label className={styles.field}>
          <span>
            <Trans>내용</Trans>
          </span>
          <textarea
            rows={12}
            maxLength={NOTICE_CONTENT_MAX}
            aria-invalid={!!errors.content}
            {...contentField}
            ref={(el) => {
              contentRef(el);
              area.current = el;
            }}
          />
          {errors.content && <span className={styles.error}>{text(errors.content.message)}</span>}
        </label>
        <label className={styles.field}>
          <span>
            <Trans>이미지 올리기 (PNG, JPG, WEBP, GIF, 5MB)</Trans>
          </span>
          <input
            type="file"
            accept={CS_STATIC_TYPES.join(',')}
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) insertImage(file);
              e.target.value = '';
            }}
          />
        </label>
        {upload.error && (
          <p role="alert" className={styles.error}>
            {failureText(upload.error)}
          </p>
        )}
        <label>
          <input type="checkbox" {...register('isImportant')} /> <Trans>중요 (목록 맨 위에 표시)</Trans>
        </label>
        {error && (
          <p role="alert" className={styles.error}>
            {failureText(error)}
          </p>
        )}
        <span className={styles.actions}>
          <Button type="submit" loading={pending}>
            {editing ? <Trans>수정 완료</Trans> : <Trans>등록</Trans>}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            <Trans>취소</Trans>
          </Button>
        </span>
      </form>
      <section aria-label={t`미리보기`}>
        <h3>
          <Trans>미리보기</Trans>
        </h3>
        <NoticeContent content={content} />
      </section>
    </Card>
  );
}

function DeleteButton({ notice }: { notice: AdminNotice }) {
  const remove = useDeleteAdminNotice();
  const failureText = useFailureText();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Trans>삭제</Trans>
      </Button>
    );
  }
  return (
    <span className={styles.actions}>
      <Button loading={remove.isPending} onClick={() => remove.mutate(notice.id)}>
        <Trans>삭제 확인</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        <Trans>취소</Trans>
      </Button>
      {remove.error && (
        <span role="alert" className={styles.error}>
          {failureText(remove.error)}
        </span>
      )}
    </span>
  );
}

function NoticeRows({ filter, onEdit }: { filter: Filter; onEdit: (notice: AdminNotice) => void }) {
  const { t } = useLingui();
  const kinds = useNoticeKindTexts();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rows = useAdminNotices({ kind: filter === 'all' ? undefined : filter, offset: (page - 1) * LIMIT, limit: LIMIT });
  const go = (n: number) => setParams({ ...(filter === 'all' ? {} : { kind: filter }), ...(n > 1 ? { page: String(n) } : {}) });
  return (
    <QueryState query={rows} loadingLabel={t`불러오는 중`} error={<Trans>글을 불러오지 못했습니다.</Trans>} empty={<Trans>글이 없습니다.</Trans>} isEmpty={(data) => data.list.length === 0}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <ul className={styles.list} aria-label={t`글 목록`} aria-busy={rows.isPlaceholderData}>
              {data.list.map((notice) => (
                <li key={notice.id} className={`${styles.item} ${styles.link}`} data-notice-id={notice.id}>
                  <span className={styles.meta}>{kinds[notice.kind].title}</span>
                  <span className={styles.meta}>{notice.brand ? (brands[notice.brand as keyof typeof brands]?.name ?? notice.brand) : t`모든 브랜드`}</span>
                  {notice.isImportant && (
                    <span className={styles.status}>
                      <Trans>중요</Trans>
                    </span>
                  )}
                  <span className={styles.title}>{notice.title}</span>
                  <span className={styles.meta}>{notice.authorLoginId ?? '-'}</span>
                  <time className={styles.meta} dateTime={notice.updatedAt ?? notice.createdAt}>
                    {(notice.updatedAt ?? notice.createdAt).slice(0, 16).replace('T', ' ')}
                  </time>
                  <Button variant="secondary" onClick={() => onEdit(notice)}>
                    <Trans>수정</Trans>
                  </Button>
                  <DeleteButton notice={notice} />
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

/**
 * /cs/admin/notices?kind=notice|develop|guide: operators write, change and delete notices,
 * developer notices and guides (role S: their brand's own), with images uploaded to /api/cs/static.
 */
export function NoticeAdminPage() {
  const { t } = useLingui();
  const kinds = useNoticeKindTexts();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const filter: Filter = NOTICE_KINDS.includes(asked as NoticeKind) ? (asked as NoticeKind) : 'all';
  // undefined: no editor; null: a new row; else the row being changed
  const [editing, setEditing] = useState<AdminNotice | null | undefined>(undefined);
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>공지·도움말 관리</Trans>
        </PageTitle>
        <span className={styles.actions}>
          <Link to="/cs/admin">
            <Trans>운영 홈</Trans>
          </Link>
          <Link to="/cs/admin/inquiries">
            <Trans>문의 관리</Trans>
          </Link>
          <Link to="/cs/admin/operator-actions">
            <Trans>운영 기록</Trans>
          </Link>
        </span>
      </div>
      <StaffGate>
        <Tabs<Filter>
          aria-label={t`글 종류`}
          items={[{ id: 'all', label: t`전체` }, ...NOTICE_KINDS.map((k) => ({ id: k, label: kinds[k].title }))]}
          value={filter}
          onChange={(id) => setParams(id === 'all' ? {} : { kind: id })}
        />
        {editing === undefined ? (
          <span className={styles.actions}>
            <Button onClick={() => setEditing(null)}>
              <Trans>새 글 쓰기</Trans>
            </Button>
          </span>
        ) : (
          <NoticeEditor key={editing?.id ?? 'new'} editing={editing} kind={filter === 'all' ? 'notice' : filter} onDone={() => setEditing(undefined)} />
        )}
        <NoticeRows key={filter} filter={filter} onEdit={setEditing} />
      </StaffGate>
    </Page>
  );
}
