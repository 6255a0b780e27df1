import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLuvPresets, useSetLuvPresets } from '@luvcast/api-client';
import { LUV_PRESETS_MAX, luvPresetBody } from '@luvcast/contracts';
import { Button, Card, TextField, toast } from '@luvcast/ui';
import { useFailureText } from '../shared/failure-text';
import styles from './studio-page.module.css';

/** "100, 500 1000" -> [100, 500, 1000] (null when a part is no whole number; commas separate amounts, so none inside one). */
const parse = (text: string): number[] | null => {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  return parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : null;
};

/** The quick gift amounts viewers see on this channel's gift dialog (POST /api/my/channel/luv-preset). */
export function LuvPresetsForm({ channelId }: { channelId: number }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const presets = useLuvPresets(channelId);
  const save = useSetLuvPresets();
  const [text, setText] = useState('');
  useEffect(() => {
    if (presets.data) setText(presets.data.presets.join(', '));
  }, [presets.data]);
  const parsed = parse(text);
  const valid = parsed !== null && v.is(luvPresetBody, { presets: parsed });
  const most = LUV_PRESETS_MAX;
  return (
    <Card as="section" className={styles.section} aria-labelledby="studio-luv-presets">
      <h2 id="studio-luv-presets" className={styles.sectionTitle}>
        <Trans>선물 빠른 금액</Trans>
      </h2>
      <form
        aria-labelledby="studio-luv-presets"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && parsed) save.mutate(parsed, { onSuccess: () => toast(t`선물 빠른 금액을 저장했습니다.`, { kind: 'success' }) });
        }}
      >
        <TextField
          label={t`금액 (쉼표로 구분)`}
          name="luvPresets"
          value={text}
          stripWhitespace={false}
          onChange={(e) => setText(e.target.value)}
          hint={t`시청자의 선물 창에 보이는 버튼입니다. 서로 다른 금액 ${most}개까지.`}
          error={text && !valid ? t`금액을 확인해주세요.` : save.error ? failureText(save.error) : undefined}
        />
        <Button type="submit" disabled={!valid} loading={save.isPending}>
          <Trans>저장</Trans>
        </Button>
      </form>
    </Card>
  );
}
