import { paths, SIGN_IN_FORM } from '@shop/shared/paths';
import { Navigate, useSearchParams } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { formProblemText } from '../../entities/session/sign-in-refusal';
import { SubmitButton } from '../../entities/session/submit-button';
import { $codeSent, $email, $submitting, emailChanged, formSubmitted, pageClosed, pageOpened } from './model';
import '../../entities/session/sign-in.css';

export function LoginPage() {
  const [email, submitting, codeSent, opened, closed, changeEmail, submit] = useUnit([
    $email,
    $submitting,
    $codeSent,
    pageOpened,
    pageClosed,
    emailChanged,
    formSubmitted,
  ]);
  const [search] = useSearchParams();
  useEffect(() => {
    document.title = 'Login | Shop';
    opened();
    return () => closed();
  }, [opened, closed]);
  // The return address travels on to the code screen.
  if (codeSent) return <Navigate to={{ pathname: paths.otp(), search: search.toString() }} />;
  const from = search.get(SIGN_IN_FORM.from);
  // Posted before the scripts ran, the form came back saying why (the shop's server asks the API for it).
  const problem = formProblemText('email', search.get(SIGN_IN_FORM.problem));
  return (
    <section className="sign-in" aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      {problem && (
        <p className="sign-in-problem" role="alert">
          {problem}
        </p>
      )}
      <form
        method="post"
        action={paths.login()}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="login-email">E-mail address</label>
        <input
          id="login-email"
          name={SIGN_IN_FORM.email}
          type="email"
          autoComplete="email"
          placeholder="Email Address"
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
        />
        <p className="sign-in-hint">We will e-mail you a 6-digit code. No password needed.</p>
        {from && <input type="hidden" name={SIGN_IN_FORM.from} value={from} />}
        <SubmitButton submitting={submitting}>Next</SubmitButton>
      </form>
    </section>
  );
}
