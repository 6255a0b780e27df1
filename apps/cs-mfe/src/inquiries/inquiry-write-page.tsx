import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useWriteInquiry } from '@luvcast/api-client';
import { messageFor } from '@luvcast/i18n';
import { APPEAL_RE, INQUIRY_CATEGORIES, INQUIRY_FILE_MAX_BYTES, INQUIRY_MAX_FILES, inquiryFields } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Page, PageTitle, TextField } from '@luvcast/ui';
import { fileSize, useCategoryLabels } from '../shared/inquiry-labels';
import styles from '../shared/inquiries.module.css';

type Input = v.InferInput<typeof inquiryFields>;
type Output = v.InferOutput<typeof inquiryFields>;

/** The appeal a link opened the form for (`?appeal=board_post:12`), if it is one. */
function useAppeal(): string | undefined {
  const [params] = useSearchParams();
  const appeal = params.get('appeal') ?? '';
  return APPEAL_RE.test(appeal) ? appeal : undefined;
}

function InquiryForm() {
  const { t, i18n } = useLingui();
  const appeal = useAppeal();
  const labels = useCategoryLabels();
  const navigate = useNavigate();
  const write = useWriteInquiry();
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: valibotResolver(inquiryFields),
    defaultValues: { category: (appeal ? 'report' : '') as Output['category'], title: appeal ? t`이의신청` : '', content: '', appeal },
  });
  // contract message keys (libs/contracts messages.ts), in the catalogs under their keys
  const text = (key?: string) => (key ? i18n._(key) : undefined);

  const addFiles = (chosen: File[]) => {
    setFileProblem(null);
    const next = [...files, ...chosen];
    if (next.length > INQUIRY_MAX_FILES) return setFileProblem(messageFor('cs.file.count', { max: INQUIRY_MAX_FILES }));
    if (next.some((f) => f.size > INQUIRY_FILE_MAX_BYTES)) return setFileProblem(text('cs.file.size') ?? null);
    setFiles(next);
  };
  const maxFiles = INQUIRY_MAX_FILES;
  const failureText = useFailureText();
  const failure = write.error ? failureText(write.error) : null;

  return (
    <form className={styles.form} aria-label={appeal ? t`이의신청 작성` : t`문의 작성`} noValidate onSubmit={handleSubmit((fields) => write.mutate({ ...fields, files }, { onSuccess: (inquiry) => navigate(`/cs/inquiries/${inquiry.id}`) }))}>
      {appeal && (
        <p role="note" className={styles.hint}>
          {appeal.startsWith('board_post:') ? <Trans>숨겨진 게시글에 대한 이의신청입니다. 운영자가 조치와 함께 확인합니다.</Trans> : <Trans>채팅 강퇴·차단에 대한 이의신청입니다. 운영자가 조치와 함께 확인합니다.</Trans>}
        </p>
      )}
      <label className={styles.field}>
        <span>
          <Trans>문의 유형</Trans>
        </span>
        <select {...register('category')} aria-invalid={!!errors.category}>
          <option value="">{t`선택해주세요`}</option>
          {INQUIRY_CATEGORIES.map(([code]) => (
            <option key={code} value={code}>
              {labels[code]}
            </option>
          ))}
        </select>
        {errors.category && <span className={styles.error}>{text(errors.category.message)}</span>}
      </label>
      <TextField label={t`제목`} maxLength={100} stripWhitespace={false} error={text(errors.title?.message)} {...register('title')} />
      <label className={styles.field}>
        <span>
          <Trans>문의 내용</Trans>
        </span>
        <textarea maxLength={2000} aria-invalid={!!errors.content} {...register('content')} />
        {errors.content && <span className={styles.error}>{text(errors.content.message)}</span>}
      </label>
      <div className={styles.field}>
        <label className={styles.field}>
          <span>
            <Trans>첨부 파일</Trans>
          </span>
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,application/pdf"
            disabled={files.length >= INQUIRY_MAX_FILES}
            onChange={(e) => {
              addFiles([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        <span className={styles.hint}>
          <Trans>JPG, PNG, GIF, PDF · 파일당 5MB · 최대 {maxFiles}개</Trans>
        </span>
        {files.length > 0 && (
          <ul className={styles.files} aria-label={t`첨부할 파일`}>
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`} className={styles.file}>
                <span>{f.name}</span>
                <span className={styles.meta}>{fileSize(f.size)}</span>
                <Button variant="secondary" type="button" aria-label={t`${f.name} 빼기`} onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                  <Trans>빼기</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {fileProblem && (
          <p role="alert" className={styles.error}>
            {fileProblem}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={write.isPending}>
        <Trans>문의 등록</Trans>
      </Button>
    </form>
  );
}

/** /cs/inquiries/new: a 1:1 inquiry with up to 3 files (the contract's rules, checked again by the API). */
export function InquiryWritePage() {
  return (
    <Page>
      <PageTitle>
        <Trans>문의하기</Trans>
      </PageTitle>
      <MemberGate>{() => <InquiryForm />}</MemberGate>
    </Page>
  );
}
