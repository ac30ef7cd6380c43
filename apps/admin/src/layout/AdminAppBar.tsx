import { layoutWords } from '@seminary/core/i18n/en/admin/layout.ts';
import { AppBar, Logout, UserMenu, useGetIdentity } from 'react-admin';

/**
 * react-admin's app bar, with the account menu's name built from the signed-in address it
 * shows, so what a screen reader announces matches what is visible (WCAG 2.5.3).
 */
export function AdminAppBar() {
  const { identity } = useGetIdentity();
  return (
    <AppBar
      userMenu={
        <UserMenu label={identity?.fullName ? layoutWords.accountMenuOf(identity.fullName) : layoutWords.accountMenu}>
          <Logout />
        </UserMenu>
      }
    />
  );
}
