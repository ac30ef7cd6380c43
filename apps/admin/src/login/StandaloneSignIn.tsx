import { useEffect } from 'react';
import { supabase } from '../providers/supabaseClient.ts';
import { SignInForm } from './SignInForm.tsx';

/**
 * The sign-in page opened directly, before react-admin is loaded: it signs in with the one
 * Supabase client the admin shares, then hands over to the admin at its home, as react-admin's
 * own sign-in would.
 */
export function StandaloneSignIn({ openAdmin, preload }: { openAdmin: () => Promise<void>; preload: () => void }) {
  // Someone already signed in who opens the sign-in page goes straight to the admin.
  useEffect(() => {
    supabase.auth.getSession().then(({ data }) => {
      if (data.session) void openAdmin();
    });
  }, [openAdmin]);

  async function signIn(credentials: { email: string; password: string }) {
    const { error } = await supabase.auth.signInWithPassword(credentials);
    if (error) throw error;
    await openAdmin();
  }

  return <SignInForm signIn={signIn} onInput={preload} />;
}
