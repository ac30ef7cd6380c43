import { defaultI18nProvider, ForgotPasswordPage, SetPasswordPage } from 'ra-supabase';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { theme } from './layout/theme.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import about from './resources/about_sections/index.ts';
import alumni from './resources/alumni_profiles/index.ts';
import alumniRegistrations from './resources/alumni_registrations/index.ts';
import audit from './resources/audit_log/index.ts';
import bankStatements from './resources/bank_statements/index.ts';
import banners from './resources/banners/index.ts';
import campusLife from './resources/campus_life/index.ts';
import courses from './resources/courses/index.ts';
import dataRequests from './resources/data_requests/index.ts';
import donations from './resources/donation_info/index.ts';
import downloads from './resources/downloads/index.ts';
import events from './resources/events/index.ts';
import gallery from './resources/gallery/index.ts';
import mail from './resources/mail/index.ts';
import payments from './resources/payment_settings/index.ts';
import blog from './resources/posts/index.ts';
import privacy from './resources/privacy_notice/index.ts';
import registrations from './resources/registrations/index.ts';
import logo from './resources/site_logo/index.ts';
import staff from './resources/staff/index.ts';
import statistics from './resources/statistics/index.ts';
import studentRegistrations from './resources/student_registrations/index.ts';
import teachers from './resources/teachers/index.ts';
import videos from './resources/videos/index.ts';

/**
 * The admin as react-admin runs it, at /admin/ with a browser router so password-recovery links
 * land on their page. This whole module is loaded on demand (see main.tsx), and each screen on
 * its first visit (see layout/sectionScreen.tsx).
 *
 * Each section is a <Resource> at /admin/<name>: the sidebar lists them in this order, for the
 * roles the authProvider's canAccess admits, and a record's dialog has an address of its own,
 * /admin/<name>/<id> (an application: /admin/student-registrations/<id>).
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
        <Resource name="banners" {...banners} />
        <Resource name="about" {...about} />
        <Resource name="statistics" {...statistics} />
        <Resource name="gallery" {...gallery} />
        <Resource name="teachers" {...teachers} />
        <Resource name="campus-life" {...campusLife} />
        <Resource name="blog" {...blog} />
        <Resource name="events" {...events} />
        <Resource name="videos" {...videos} />
        <Resource name="courses" {...courses} />
        <Resource name="downloads" {...downloads} />
        <Resource name="alumni" {...alumni} />
        <Resource name="alumni-registrations" {...alumniRegistrations} />
        <Resource name="registrations" {...registrations} />
        <Resource name="student-registrations" {...studentRegistrations} />
        <Resource name="bank-statements" {...bankStatements} />
        <Resource name="mail" {...mail} />
        <Resource name="privacy" {...privacy} />
        <Resource name="data-requests" {...dataRequests} />
        <Resource name="staff" {...staff} />
        <Resource name="audit" {...audit} />
        <Resource name="donations" {...donations} />
        <Resource name="payments" {...payments} />
        <Resource name="logo" {...logo} />
      </Admin>
    </BrowserRouter>
  );
}
