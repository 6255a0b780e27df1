import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetProfileImage } from '@luvcast/api-client';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, type MessageKey, type Profile } from '@luvcast/contracts';
import { useFailureText } from '@luvcast/shell-kit';
import { Button } from '@luvcast/ui';
import styles from './profile-page.module.css';

// contract message keys (their texts come from @luvcast/contracts, not from the PO files)
const WRONG_TYPE: MessageKey = 'my.profileImage.type';
const TOO_LARGE: MessageKey = 'my.profileImage.size';

/** The profile picture with 사진 변경 (JPG, PNG, GIF up to 5 MB, checked here and again by the API) and 사진 삭제. */
export function ProfileImageField({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const save = useSetProfileImage();
  const failureText = useFailureText();
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    // the API's words for what it would refuse anyway
    if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(i18n._(WRONG_TYPE));
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setProblem(i18n._(TOO_LARGE));
    save.mutate(file);
  };
  const failure = problem ?? (save.error ? failureText(save.error) : null);
  return (
    <div className={styles.picture}>
      {profile.profileImage ? (
        <img className={styles.avatar} src={profile.profileImage} alt={t`프로필 사진`} width={96} height={96} />
      ) : (
        <span className={styles.avatar} role="img" aria-label={t`프로필 사진 없음`}>
          {profile.nickname.slice(0, 1)}
        </span>
      )}
      <div className={styles.pictureActions}>
        <input
          ref={picker}
          type="file"
          accept={PROFILE_IMAGE_TYPES.join(',')}
          hidden
          aria-label={t`프로필 사진 파일`}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="secondary" loading={save.isPending && save.variables !== null} onClick={() => picker.current?.click()}>
          <Trans>사진 변경</Trans>
        </Button>
        {profile.profileImage && (
          <Button variant="ghost" loading={save.isPending && save.variables === null} onClick={() => save.mutate(null)}>
            <Trans>사진 삭제</Trans>
          </Button>
        )}
        <span className={styles.hint}>
          <Trans>JPG, PNG, GIF · 5MB까지 · 정사각형으로 잘려 보입니다</Trans>
        </span>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
