import { paths, SIGN_IN_FORM, safeReturnPath } from '@shop/shared/paths';
import { Navigate, useSearchParams } from '@shop/shared/router';
import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { formProblemText } from '../../entities/session/sign-in-refusal';
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
  // The e-mail form posted before the scripts ran names the address here; the scripts keep it in the tab.
  const email = search.get(SIGN_IN_FORM.email);
  const from = search.get(SIGN_IN_FORM.from);
  useEffect(() => {
    document.title = 'One-time code | Shop';
    opened(email);
    return () => closed();
  }, [opened, closed, email]);
  if (verified) return <Navigate to={safeReturnPath(from)} replace />;
  const problem = formProblemText('code', search.get(SIGN_IN_FORM.problem));
  // What the forms post when no script runs: the address, and where the visitor was going.
  const carried = (
    <>
      {email && <input type="hidden" name={SIGN_IN_FORM.email} value={email} />}
      {from && <input type="hidden" name={SIGN_IN_FORM.from} value={from} />}
    </>
  );
  return (
    <section className="sign-in" aria-labelledby="otp-title">
      <h1 id="otp-title">One-time code</h1>
      {problem && (
        <p className="sign-in-problem" role="alert">
          {problem}
        </p>
      )}
      <form
        method="post"
        action={paths.otp()}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="otp-code">Verification code</label>
        <input
          id="otp-code"
          name={SIGN_IN_FORM.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="Code"
          maxLength={6}
          value={otp}
          onChange={(event) => changeOtp(event.target.value)}
        />
        <p className="sign-in-hint">Enter the 6-digit code we e-mailed you. It works once, for 10 minutes.</p>
        {carried}
        <SubmitButton submitting={submitting}>Submit</SubmitButton>
      </form>
      {/* Without scripts, the e-mail form again: the shop's server asks for a new code and comes back here. */}
      <form
        method="post"
        action={paths.login()}
        onSubmit={(event) => {
          event.preventDefault();
          askNewCode();
        }}
      >
        {carried}
        <button className="sign-in-secondary" type="submit" disabled={resending}>
          <BusyLabel busy={resending}>Send a new code</BusyLabel>
        </button>
      </form>
    </section>
  );
}
