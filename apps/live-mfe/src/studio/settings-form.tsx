import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChannelConfig, useThemes, useUpdateChannelConfig } from '@luvcast/api-client';
import { channelConfigUpdate, FAN_LEVELS, type ChannelConfig, type ChannelConfigUpdate } from '@luvcast/contracts';
import { Button, Card, Checkbox, QueryState, TextField, toast } from '@luvcast/ui';
import { useFailureText } from '../shared/failure-text';
import { useMessage } from '../shared/use-message';
import styles from './studio-page.module.css';

interface Draft {
  title: string;
  themeId: string;
  isForAdult: boolean;
  /** a new password ('' = keep the current one) */
  password: string;
  removePassword: boolean;
  minRatingLevel: number;
  maxViewerCount: string;
}

const draftOf = (config: ChannelConfig): Draft => ({
  title: config.title,
  themeId: config.themeId === null ? '' : String(config.themeId),
  isForAdult: config.isForAdult,
  password: '',
  removePassword: false,
  minRatingLevel: config.minRatingLevel,
  maxViewerCount: String(config.maxViewerCount),
});

/** The PUT body of a draft: the password only when it changes (null keeps it, '' removes it). */
export function updateOf(draft: Draft): ChannelConfigUpdate {
  return {
    title: draft.title,
    themeId: draft.themeId === '' ? null : Number(draft.themeId),
    isForAdult: draft.isForAdult,
    password: draft.removePassword ? '' : draft.password === '' ? null : draft.password,
    minRatingLevel: draft.minRatingLevel,
    maxViewerCount: draft.maxViewerCount.trim() === '' ? 0 : draft.maxViewerCount.trim(),
  };
}

/** Title, theme, adult-only, password, minimum fan level and viewer cap: GET / PUT /api/m/channel/config. */
export function SettingsForm() {
  const { t } = useLingui();
  const config = useChannelConfig();
  return (
    <Card as="section" className={styles.section} aria-labelledby="studio-settings">
      <h2 id="studio-settings" className={styles.sectionTitle}>
        <Trans>방송 설정</Trans>
      </h2>
      <QueryState query={config} loadingLabel={t`불러오는 중`} error={<Trans>방송 설정을 불러오지 못했습니다.</Trans>}>
        {(data) => <SettingsFields config={data} />}
      </QueryState>
    </Card>
  );
}

function SettingsFields({ config }: { config: ChannelConfig }) {
  const { t } = useLingui();
  const message = useMessage();
  const failureText = useFailureText();
  const themes = useThemes();
  const save = useUpdateChannelConfig();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));
  const [error, setError] = useState('');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  // a save elsewhere (the broadcaster app, start-stream) shows here once this form is not being edited
  useEffect(() => {
    if (!save.isPending) setDraft((d) => (d.password || d.removePassword ? d : draftOf(config)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server's config changes
  }, [config]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = updateOf(draft);
    const checked = v.safeParse(channelConfigUpdate, body);
    if (!checked.success) return setError(message(checked.issues[0].message));
    setError('');
    save.mutate(body, {
      onSuccess: () => {
        setDraft((d) => ({ ...d, password: '', removePassword: false }));
        toast(t`방송 설정을 저장했습니다.`, { kind: 'success' });
      },
      onError: (failure) => setError(failureText(failure)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`방송 설정`}>
      <TextField label={t`방송 제목`} name="title" value={draft.title} maxLength={100} stripWhitespace={false} onChange={(e) => set('title', e.target.value)} />
      <label className={styles.selectField}>
        <span className={styles.label}>
          <Trans>테마</Trans>
        </span>
        <select className={styles.select} value={draft.themeId} onChange={(e) => set('themeId', e.target.value)}>
          <option value="">{t`선택 안 함`}</option>
          {(themes.data ?? []).map((theme) => (
            <option key={theme.key} value={String(theme.key)}>
              {theme.text}
            </option>
          ))}
        </select>
      </label>
      <Checkbox label={t`19세 이상 시청 (성인 방송)`} checked={draft.isForAdult} onChange={(e) => set('isForAdult', e.target.checked)} />
      <TextField
        label={config.hasPassword ? t`새 방송 비밀번호` : t`방송 비밀번호`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={draft.password}
        disabled={draft.removePassword}
        maxLength={20}
        hint={config.hasPassword ? t`비밀번호가 설정되어 있습니다. 바꾸려면 새 비밀번호를 입력하세요.` : t`비워 두면 누구나 들어올 수 있습니다. 4~20자.`}
        onChange={(e) => set('password', e.target.value)}
      />
      {config.hasPassword ? <Checkbox label={t`비밀번호 해제`} checked={draft.removePassword} onChange={(e) => set('removePassword', e.target.checked)} /> : null}
      <label className={styles.selectField}>
        <span className={styles.label}>
          <Trans>시청 가능 팬 등급</Trans>
        </span>
        <select className={styles.select} value={draft.minRatingLevel} onChange={(e) => set('minRatingLevel', Number(e.target.value))}>
          <option value={FAN_LEVELS.none}>{t`누구나`}</option>
          <option value={FAN_LEVELS.follower}>{t`팔로워 이상`}</option>
          <option value={FAN_LEVELS.favorite}>{t`팔로워 + 즐겨찾기`}</option>
        </select>
      </label>
      <TextField
        label={t`최대 시청자 수`}
        name="maxViewerCount"
        inputMode="numeric"
        value={draft.maxViewerCount}
        hint={t`0이면 제한이 없습니다.`}
        onChange={(e) => set('maxViewerCount', e.target.value.replace(/\D/g, ''))}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          <Trans>설정 저장</Trans>
        </Button>
      </div>
    </form>
  );
}
