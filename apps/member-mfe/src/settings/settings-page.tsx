import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemberSettings, useUpdateMemberSettings } from '@luvcast/api-client';
import { memberSettingsBody, type MemberSettings, type MemberSettingsBody, type MemberSettingsPatch } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Checkbox, Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from './settings-page.module.css';

function SettingsForm({ settings }: { settings: MemberSettings }) {
  const { t, i18n } = useLingui();
  const save = useUpdateMemberSettings();
  const failureText = useFailureText();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<MemberSettingsBody, unknown, MemberSettingsPatch>({
    resolver: valibotResolver(memberSettingsBody),
    defaultValues: { ...settings, memberSortCode: String(settings.memberSortCode) },
  });
  // the sort select's value is a digit string; the contract makes it a number
  // contract message keys (libs/contracts messages.ts), in the catalogs under their keys
  const text = (key?: string) => (key ? i18n._(key) : undefined);
  const submit = handleSubmit((patch) =>
    save.mutate(patch, { onSuccess: (r) => reset({ ...r.settings, memberSortCode: String(r.settings.memberSortCode) }) }),
  );
  const sortError = text(errors.memberSortCode?.message);
  return (
    <form className={styles.form} aria-label={t`설정`} noValidate onSubmit={submit}>
      <Card as="fieldset" className={styles.group}>
        <legend>
          <Trans>알림과 공개</Trans>
        </legend>
        <Checkbox role="switch" label={t`라이브 시청자 목록에 내 닉네임 보이기`} {...register('isView')} />
        <Checkbox role="switch" label={t`선물 순위에 내 닉네임 보이기 (끄면 익명)`} {...register('isSponser')} />
        <Checkbox role="switch" label={t`선물이나 쪽지를 받으면 진동·소리로 알리기`} {...register('isVibes')} />
        <Checkbox role="switch" label={t`열혈팬 배지 보이기`} {...register('isBigFan')} />
      </Card>
      <Card className={styles.group}>
        <label className={styles.select}>
          <span>
            <Trans>팔로우한 채널 정렬</Trans>
          </span>
          <select aria-invalid={sortError ? true : undefined} {...register('memberSortCode')}>
            <option value="1">{t`방송 중인 채널 먼저`}</option>
            <option value="2">{t`최근 팔로우한 순`}</option>
            <option value="3">{t`닉네임 순`}</option>
          </select>
        </label>
        {sortError && <p className={styles.error}>{sortError}</p>}
      </Card>
      {save.error && (
        <p role="alert" className={styles.error}>
          {failureText(save.error)}
        </p>
      )}
      {save.isSuccess && !isDirty && (
        <p role="status" className={styles.done}>
          <Trans>설정을 저장했습니다.</Trans>
        </p>
      )}
      <Button type="submit" loading={save.isPending}>
        <Trans>저장</Trans>
      </Button>
    </form>
  );
}

function Settings() {
  const { t } = useLingui();
  const settings = useMemberSettings();
  return (
    <QueryState query={settings} error={<Trans>설정을 불러오지 못했습니다.</Trans>} loadingLabel={t`불러오는 중`}>
      {(data) => <SettingsForm settings={data.settings} />}
    </QueryState>
  );
}

/** /my/settings: the member's settings (POST /api/my/setting): viewer list, gift rankings, vibration, big-fan badge, the followed channels' order. */
export function SettingsPage() {
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>설정</Trans>
      </PageTitle>
      <MemberGate>{() => <Settings />}</MemberGate>
    </Page>
  );
}
