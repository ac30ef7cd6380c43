import { layoutWords } from '@seminary/core/i18n/en/admin/layout.ts';
import { isStaffRole } from '@seminary/core/staff-roles';
import type { ReactNode } from 'react';
import { Layout, Loading, usePermissions } from 'react-admin';
import { AdminAppBar } from './AdminAppBar.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import { NotAuthorisedPage } from './NotAuthorisedPage.tsx';

/**
 * react-admin lets wide content widen the whole page; here the page keeps the screen's width and
 * tables scroll sideways in their own frame, so a phone shows the screen without panning.
 */
const fitTheScreen = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

/**
 * The shell of every signed-in screen. A signed-in account without a staff role gets the
 * not-authorised page instead, so no screen mounts and nothing is fetched for it.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  // Checked afresh whenever the shell mounts: a role cached before this session began (on the
  // set-password page, say) must not decide.
  const { permissions, isPending, isFetching } = usePermissions({}, { staleTime: 0 });
  if (isStaffRole(permissions)) {
    return (
      <Layout appBar={AdminAppBar} menu={AdminMenu} sx={fitTheScreen}>
        {children}
      </Layout>
    );
  }
  if (isPending || isFetching)
    return <Loading loadingPrimary={layoutWords.loading} loadingSecondary={layoutWords.checkingYourAccount} />;
  return <NotAuthorisedPage />;
}
