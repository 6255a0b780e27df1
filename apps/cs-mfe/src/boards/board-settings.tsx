import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetBoardSetting } from '@luvcast/api-client';
import type { BoardSettingResponse, BoardWriteLevel } from '@luvcast/contracts';
import { useFailureText } from '@luvcast/shell-kit';
import { Button } from '@luvcast/ui';
import styles from '../shared/inquiries.module.css';
import own from './boards.module.css';

/** The BJ's controls: the board open or closed, and who may post. */
export function BoardSettings({ setting }: { setting: BoardSettingResponse }) {
  const { t } = useLingui();
  const save = useSetBoardSetting();
  const failureText = useFailureText();
  const [open, setOpen] = useState(setting.open);
  const [level, setLevel] = useState<BoardWriteLevel>(setting.writeLevel);
  const levels: [BoardWriteLevel, string][] = [
    [0, t`모든 회원`],
    [1, t`팬(팔로워)`],
    [2, t`구독자`],
  ];
  const changed = open !== setting.open || level !== setting.writeLevel;
  return (
    <form
      className={own.settings}
      aria-label={t`게시판 설정`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ channelId: setting.channelId, open, writeLevel: level });
      }}
    >
      <label>
        <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} /> <Trans>게시판 열기</Trans>
      </label>
      <label>
        <Trans>글쓰기 권한</Trans>{' '}
        <select value={level} onChange={(e) => setLevel(Number(e.target.value) as BoardWriteLevel)}>
          {levels.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={!changed} loading={save.isPending}>
        <Trans>설정 저장</Trans>
      </Button>
      {save.isSuccess && !changed && (
        <span role="status">
          <Trans>저장했습니다.</Trans>
        </span>
      )}
      {save.error && (
        <span role="alert" className={styles.error}>
          {failureText(save.error)}
        </span>
      )}
    </form>
  );
}
