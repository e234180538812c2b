import { paths } from '@shop/shared/paths';
import { Navigate, useSearchParams } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
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
  return (
    <section className="sign-in" aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="login-email">E-mail address</label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="Email Address"
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
        />
        <p className="sign-in-hint">We will e-mail you a 6-digit code. No password needed.</p>
        <SubmitButton submitting={submitting}>Next</SubmitButton>
      </form>
    </section>
  );
}
