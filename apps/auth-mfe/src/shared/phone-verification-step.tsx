import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { COUNTRIES, phoneField, verificationCodeField, type PhonePurpose } from '@luvcast/contracts';
import { useSendPhoneVerification, useVerifyPhone } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, TextField } from '@luvcast/ui';
import { signUpErrorText } from './api-error-text';
import { CaptchaDialog } from './captcha-dialog';
import { createPhoneLock, confirmDisabled, sendDisabled, type PhoneVerificationState } from './phone-lock';
import styles from './form.module.css';

/**
 * The number rule of the API (libphonenumber-js and its metadata, ~50 kB gzipped) loads with this
 * step, not with the login dialog around it. Null when it cannot load: the API checks anyway.
 */
const loadPhoneNumberRule = () =>
  import('./phone-number-rule').then(
    (m) => m.smsPhoneNumberInput,
    () => null,
  );

export interface PhoneVerified {
  token: string;
  countryCode: number;
  phone: string;
}

/**
 * Phone verification by SMS (spec §2 foreigner step one, §4 phone lock): country code, phone
 * number, send (captcha dialog titled Verify first, then the 60 s resend lock), code, confirm
 * (shows a check and disables both buttons). Used by the foreigner sign-up (purpose signup) and
 * by foreign members' find ID / find password / withdrawal (purpose id / password / expire).
 */
export function PhoneVerificationStep({
  purpose = 'signup',
  loginId,
  onVerified,
}: {
  purpose?: PhonePurpose;
  /** the member whose number it must be (purpose password) */
  loginId?: string;
  onVerified: (verified: PhoneVerified) => void;
}) {
  const { t, i18n } = useLingui();
  const text = (key: string) => i18n._(key);
  const notice = useSessionStore((s) => s.showAlert);
  const lock = useRef(createPhoneLock()).current;
  const send = useSendPhoneVerification();
  const verify = useVerifyPhone();
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [state, setState] = useState<PhoneVerificationState>({ sent: false, verified: false, token: '' });
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const ids = useId();

  // re-render once the lock ends so the send button reads right
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    void loadPhoneNumberRule();
  }, []);

  const onSendClick = async () => {
    // the API's rule: a number an SMS reaches under the chosen code (national format accepted)
    const rule = await loadPhoneNumberRule();
    const valid = rule ? v.safeParse(rule, { countryCode, phone }).success : !!countryCode && v.safeParse(phoneField, phone).success;
    if (!valid) return notice(text('auth.phone.empty'));
    if (lock.isLocked()) return notice(text('auth.phone.locked'));
    setCaptchaOpen(true);
  };

  const onCaptchaSolved = (captchaToken: string) => {
    setCaptchaOpen(false);
    send.mutate(
      { countryCode: Number(countryCode), phone, captchaToken, ...(purpose === 'signup' ? {} : { purpose }), ...(loginId ? { loginId } : {}) },
      {
        onSuccess: () => {
          lock.lock();
          setState((s) => ({ ...s, sent: true }));
          notice(text('auth.phone.sent'));
        },
        onError: (error) => notice(signUpErrorText(error, text)),
      },
    );
  };

  const onConfirmClick = () => {
    if (!v.safeParse(verificationCodeField, code).success) return notice(text('auth.phone.codeInvalid'));
    verify.mutate(
      { countryCode: Number(countryCode), phone, code, ...(purpose === 'signup' ? {} : { purpose }) },
      {
        onSuccess: ({ token }) => {
          setState((s) => ({ ...s, verified: true, token }));
          onVerified({ token, countryCode: Number(countryCode), phone });
        },
        onError: (error) => notice(signUpErrorText(error, text)),
      },
    );
  };

  return (
    <>
      <fieldset className={`${styles.form} ${styles.fieldset}`}>
        <legend>
          <Trans>휴대폰 인증</Trans>
        </legend>
        <div className={styles.selectLabel}>
          <label htmlFor={`${ids}-country`}>
            <Trans>국가 번호</Trans>
          </label>
          <select id={`${ids}-country`} className={styles.select} value={countryCode} onChange={(e) => setCountryCode(e.target.value)} disabled={state.verified}>
            <option value="">{t`국가 선택`}</option>
            {COUNTRIES.map((c) => (
              <option key={`${c.phoneCode}-${c.countryName}`} value={c.phoneCode}>
                +{c.phoneCode} {c.countryName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.row}>
          <TextField label={t`휴대폰 번호`} name="phone" inputMode="numeric" maxLength={15} value={phone} onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} disabled={state.verified} />
          <Button variant="secondary" delay loading={send.isPending} disabled={sendDisabled(state)} onClick={() => void onSendClick()}>
            {state.sent ? t`재전송` : t`전송`}
          </Button>
        </div>
        <div className={styles.row}>
          <TextField label={t`인증번호`} name="code" inputMode="numeric" maxLength={8} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} disabled={state.verified} />
          <Button variant="secondary" delay loading={verify.isPending} disabled={confirmDisabled(state)} onClick={onConfirmClick} aria-label={state.verified ? t`인증 완료` : t`확인`}>
            {state.verified ? '✓' : t`확인`}
          </Button>
        </div>
      </fieldset>
      <CaptchaDialog open={captchaOpen} onSolved={onCaptchaSolved} onClose={() => setCaptchaOpen(false)} />
    </>
  );
}
