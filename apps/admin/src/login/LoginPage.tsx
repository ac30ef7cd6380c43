import { useRedirectIfAuthenticated } from 'ra-supabase';
import { useLogin } from 'react-admin';
import { SignInForm } from './SignInForm.tsx';

/**
 * The sign-in page react-admin shows when it sends a signed-out user to /admin/login or after
 * signing out. react-admin's own notifications (such as the forgot-password page's 'link sent')
 * show above it.
 */
export function LoginPage() {
  useRedirectIfAuthenticated();
  const login = useLogin();
  return <SignInForm signIn={login} />;
}
