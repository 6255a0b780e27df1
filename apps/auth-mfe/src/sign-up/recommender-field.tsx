import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@luvcast/ui';
import { useMessage } from '../shared/use-message';
import { recommenderLine } from './blur-checks';

/**
 * The optional recommender ID of both sign-up forms; once the lookup found them (`recommender`, their
 * nickname), the hint names them: "{nickname}님이 추천인으로 등록됩니다.".
 */
export function RecommenderField({ error, recommender, registration }: { error?: string; recommender: string; registration: UseFormRegisterReturn }) {
  const { t } = useLingui();
  const message = useMessage();
  return (
    <TextField
      label={t`추천인 아이디 (선택)`}
      maxLength={15}
      error={error}
      hint={recommender ? recommenderLine(message('auth.recommender.registered'), recommender) : undefined}
      {...registration}
    />
  );
}
