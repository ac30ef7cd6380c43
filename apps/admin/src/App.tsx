import { defaultI18nProvider, ForgotPasswordPage, SetPasswordPage } from 'ra-supabase';
import { Admin, CanAccess, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { ForbiddenScreen } from './layout/ForbiddenScreen.tsx';
import { sections } from './layout/sections.ts';
import { theme } from './layout/theme.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';

/**
 * The admin as react-admin runs it, at /admin/ with a browser router so password-recovery links
 * land on their page. This whole module is loaded on demand (see main.tsx), and each screen on
 * its first visit (see layout/sections.ts).
 */
export function App() {
  return (
    // Navigations commit at once, not in a transition: react-admin's logout navigates to the
    // sign-in page and then clears its cache synchronously, which would restart a pending
    // transition forever and leave the signed-out user in a redirect loop.
    <BrowserRouter basename="/admin" useTransitions={false}>
      <Admin
        title="Seminary Admin"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={defaultI18nProvider}
        loginPage={LoginPage}
        layout={AdminLayout}
        dashboard={Dashboard}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/set-password" element={<SetPasswordPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </CustomRoutes>
        <CustomRoutes>
          {sections.map(({ path, screen: Screen }) => (
            <Route
              key={path}
              path={`/${path}/*`}
              element={
                // Only the sections of the signed-in role mount; the others say so in words.
                <CanAccess resource={path} action="list" accessDenied={<ForbiddenScreen />}>
                  <Screen />
                </CanAccess>
              }
            />
          ))}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
