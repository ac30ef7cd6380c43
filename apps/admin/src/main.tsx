import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneSignIn } from './login/StandaloneSignIn.tsx';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

const base = import.meta.env.BASE_URL;
const loadAdmin = () => import('./App.tsx');

/** react-admin with every screen: everything but the sign-in page, which does without it. */
async function openAdmin() {
  const { App } = await loadAdmin();
  if (window.location.pathname.startsWith(`${base}login`)) window.history.replaceState(null, '', base);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** The path inside the admin, e.g. /login for /admin/login. */
const adminPath = window.location.pathname.slice(base.length - 1);

if (/^\/login\/?$/.test(adminPath)) {
  // Fetching react-admin once the user starts typing hides its download behind the typing.
  root.render(
    <StrictMode>
      <StandaloneSignIn openAdmin={openAdmin} preload={() => void loadAdmin()} />
    </StrictMode>,
  );
} else {
  void openAdmin();
}
