import DashboardIcon from '@mui/icons-material/Dashboard';
import { CanAccess, Menu, MenuItemLink } from 'react-admin';
import { sections } from './sections.ts';

/** The dashboard and the sections the signed-in role may use, through react-admin's access control. */
export function AdminMenu() {
  return (
    <Menu aria-label="Admin sections">
      <MenuItemLink to="/" end primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      {sections.map(({ path, label, icon: Icon }) => (
        <CanAccess key={path} resource={path} action="list" loading={null}>
          <MenuItemLink to={`/${path}`} primaryText={label} leftIcon={<Icon />} />
        </CanAccess>
      ))}
    </Menu>
  );
}
