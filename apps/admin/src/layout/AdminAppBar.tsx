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
        <UserMenu label={identity?.fullName ? `Account menu: ${identity.fullName}` : 'Account menu'}>
          <Logout />
        </UserMenu>
      }
    />
  );
}
