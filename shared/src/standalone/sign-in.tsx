import { requestLoginCode, verifyLogin } from '@shop/shared/api';
import { notify, signedIn } from '@shop/shared/bus';
import { type FormEvent, useState } from 'react';

/** Where the API of a development machine delivers the sign-in code (README: the development mailbox). */
const DEV_MAILBOX = '/api/dev/mailbox';

/**
 * The sign-in of a slice's standalone page that has no sign-in screens of its own: e-mail, then the one-time
 * code, through the same API calls the account slice makes. Signed in, the bus says so and the gate opens.
 */
export function StandaloneSignIn() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = codeSent
      ? await verifyLogin(email.trim(), code.trim())
      : await requestLoginCode(email.trim());
    if (answer.status !== 'success') {
      notify({ kind: 'error', message: answer.message ?? 'Something Went Wrong!' });
      return;
    }
    if (codeSent) signedIn();
    else setCodeSent(true);
  }

  return (
    <form onSubmit={submit} aria-label="Sign in">
      <p>This screen is a customer's: sign in first.</p>
      <label>
        E-mail{' '}
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </label>
      {codeSent && (
        <label>
          Code{' '}
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
          />{' '}
          (in the <a href={DEV_MAILBOX}>development mailbox</a>)
        </label>
      )}{' '}
      <button type="submit">{codeSent ? 'Sign in' : 'Send code'}</button>
    </form>
  );
}
