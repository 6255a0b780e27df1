import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { canModerate, type ChatModerateAction, type ChatRole, type ChatSettings, type ChatSettingsPatch } from '@luvcast/contracts';
import type { ChatRoomState } from '@luvcast/chat-client';
import styles from './chat-panel.module.css';

/** The slow-mode choices, in seconds (0: off). */
export const SLOW_MODE_CHOICES = [0, 3, 5, 10, 30, 60, 120] as const;

export interface ChatSettingsMenuProps {
  role: ChatRole;
  settings: ChatSettings;
  moderate: ChatRoomState['moderate'];
  onResult: (text: string) => void;
}

/**
 * The moderators' chat settings (the broadcaster's menu; managers get what roles.ts allows them):
 * freeze, slow mode, followers-only, subscribers-only, banned words (add / remove) and managers
 * (name / un-name by login id, broadcaster only). Each change is one `moderate` action.
 */
export function ChatSettingsMenu({ role, settings, moderate, onResult }: ChatSettingsMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [managerId, setManagerId] = useState('');
  const panelId = useId();
  const may = (a: ChatModerateAction) => canModerate(role, a, a === 'manager' || a === 'unmanager' ? 'member' : undefined);
  if (!may('settings') && !may('banned-words') && !may('manager')) return null;

  const done = async (call: ReturnType<ChatRoomState['moderate']>, okText: string) => {
    const ack = await call;
    onResult(ack.ok ? okText : (ack.msg ?? t`잠시 후 다시 시도해 주세요.`));
    return ack.ok;
  };
  const patch = (settings: ChatSettingsPatch) => done(moderate({ type: 'settings', settings, reason: '' }), t`채팅 설정을 저장했습니다.`);
  const words = async (change: { add?: string[]; remove?: string[] }) => {
    const w = word.trim();
    if (!w) return;
    if (await done(moderate({ type: 'banned-words', reason: '', ...change }), change.add ? t`금칙어를 추가했습니다: ${w}` : t`금칙어를 삭제했습니다: ${w}`)) setWord('');
  };
  const managers = async (type: 'manager' | 'unmanager') => {
    const target = managerId.trim();
    if (!target) return;
    if (await done(moderate({ type, target, reason: '' }), type === 'manager' ? t`매니저로 지정했습니다: ${target}` : t`매니저를 해제했습니다: ${target}`)) setManagerId('');
  };

  return (
    <div className={styles.settingsWrap}>
      <button type="button" className={styles.settingsButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Trans>채팅 설정</Trans>
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={t`채팅 설정`}
          className={styles.settings}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          {may('settings') ? (
            <fieldset>
              <legend>
                <Trans>채팅 규칙</Trans>
              </legend>
              <label>
                <input type="checkbox" checked={settings.freeze} onChange={(e) => void patch({ freeze: e.target.checked })} />
                <Trans>채팅 얼리기 (방송인과 매니저만 채팅)</Trans>
              </label>
              <label>
                <Trans>저속 모드</Trans>
                <select value={settings.slowSeconds} onChange={(e) => void patch({ slowSeconds: Number(e.target.value) })}>
                  {SLOW_MODE_CHOICES.map((s) => (
                    <option key={s} value={s}>
                      {s === 0 ? t`끄기` : t`${s}초`}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <input type="checkbox" checked={settings.followersOnly} onChange={(e) => void patch({ followersOnly: e.target.checked })} />
                <Trans>팔로워 전용 채팅</Trans>
              </label>
              <label>
                <input type="checkbox" checked={settings.subscribersOnly} onChange={(e) => void patch({ subscribersOnly: e.target.checked })} />
                <Trans>구독자 전용 채팅</Trans>
              </label>
            </fieldset>
          ) : null}
          {may('banned-words') ? (
            <fieldset>
              <legend>
                <Trans>금칙어</Trans>
              </legend>
              <input aria-label={t`금칙어`} value={word} maxLength={50} onChange={(e) => setWord(e.target.value)} />
              <button type="button" onClick={() => void words({ add: [word.trim()] })}>
                <Trans>추가</Trans>
              </button>
              <button type="button" onClick={() => void words({ remove: [word.trim()] })}>
                <Trans>삭제</Trans>
              </button>
            </fieldset>
          ) : null}
          {may('manager') ? (
            <fieldset>
              <legend>
                <Trans>매니저</Trans>
              </legend>
              <input aria-label={t`매니저 아이디`} value={managerId} maxLength={100} onChange={(e) => setManagerId(e.target.value)} />
              <button type="button" onClick={() => void managers('manager')}>
                <Trans>지정</Trans>
              </button>
              <button type="button" onClick={() => void managers('unmanager')}>
                <Trans>해제</Trans>
              </button>
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
