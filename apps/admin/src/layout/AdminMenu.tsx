import { layoutWords } from '@seminary/core/i18n/en/admin/layout.ts';
import { Menu } from 'react-admin';

/**
 * react-admin's menu: the dashboard, then each <Resource> the signed-in role may list, as the
 * authProvider's canAccess decides.
 */
export function AdminMenu() {
  return <Menu aria-label={layoutWords.adminSections} />;
}
