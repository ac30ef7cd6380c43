import { SCHOOL } from '@seminary/core/constants';
import { loginWords } from '@seminary/core/i18n/en/admin/login.ts';
import { texts, validationMessages } from '@seminary/core/texts';
import { type FormEvent, useEffect, useState } from 'react';
import './signIn.css';

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : texts.admin.login.failed;
}

/**
 * The sign-in form, in plain HTML and CSS rather than Material UI: it is the first thing the
 * admin shows, and without react-admin and MUI it loads a fraction of their JavaScript. The same
 * form serves the sign-in page opened directly and react-admin's redirect to it.
 */
export function SignInForm({
  signIn,
  onInput,
}: {
  /** Rejects with the auth error, whose message is shown. */
  signIn: (credentials: { email: string; password: string }) => Promise<unknown>;
  /** Told when the user types. */
  onInput?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${texts.footer.adminLogin} · ${SCHOOL.name}`;
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(validationMessages.requiredFields);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn({ email: email.trim(), password });
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <form className="sign-in__card" onSubmit={submit} onInput={onInput} noValidate>
        <h1 className="sign-in__title">{texts.footer.adminLogin}</h1>
        <p className="sign-in__subtitle">{SCHOOL.name}</p>
        {error ? (
          <p className="sign-in__error" role="alert">
            {error}
          </p>
        ) : null}
        <label className="sign-in__label" htmlFor="login-email">
          {loginWords.email}
        </label>
        <input
          className="sign-in__input"
          id="login-email"
          type="email"
          autoComplete="email"
          required
          // The only task on this page, so the cursor starts there.
          // biome-ignore lint/a11y/noAutofocus: see above.
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label className="sign-in__label" htmlFor="login-password">
          {loginWords.password}
        </label>
        <input
          className="sign-in__input"
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button className="sign-in__button" type="submit" disabled={busy}>
          {busy ? texts.admin.login.busy : texts.admin.login.button}
        </button>
        <a className="sign-in__link" href={`${import.meta.env.BASE_URL}forgot-password`}>
          {loginWords.forgotPassword}
        </a>
      </form>
    </main>
  );
}
