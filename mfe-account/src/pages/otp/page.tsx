import { safeReturnPath } from '@shop/shared/paths';
import { Navigate, useSearchParams } from '@shop/shared/router';
import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { SubmitButton } from '../../entities/session/submit-button';
import {
  $otp,
  $resending,
  $submitting,
  $verified,
  formSubmitted,
  newCodeRequested,
  otpChanged,
  pageClosed,
  pageOpened,
} from './model';
import '../../entities/session/sign-in.css';

export function OtpPage() {
  const [otp, submitting, resending, verified, opened, closed, changeOtp, submit, askNewCode] = useUnit([
    $otp,
    $submitting,
    $resending,
    $verified,
    pageOpened,
    pageClosed,
    otpChanged,
    formSubmitted,
    newCodeRequested,
  ]);
  const [search] = useSearchParams();
  useEffect(() => {
    document.title = 'One-time code | Shop';
    opened();
    return () => closed();
  }, [opened, closed]);
  if (verified) return <Navigate to={safeReturnPath(search.get('from'))} replace />;
  return (
    <section className="sign-in" aria-labelledby="otp-title">
      <h1 id="otp-title">One-time code</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="otp-code">Verification code</label>
        <input
          id="otp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="Code"
          maxLength={6}
          value={otp}
          onChange={(event) => changeOtp(event.target.value)}
        />
        <p className="sign-in-hint">Enter the 6-digit code we e-mailed you. It works once, for 10 minutes.</p>
        <SubmitButton submitting={submitting}>Submit</SubmitButton>
      </form>
      <button className="sign-in-secondary" type="button" disabled={resending} onClick={() => askNewCode()}>
        <BusyLabel busy={resending}>Send a new code</BusyLabel>
      </button>
    </section>
  );
}
