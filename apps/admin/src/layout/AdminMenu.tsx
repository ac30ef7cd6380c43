import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, MenuItemLink } from 'react-admin';
import { sections } from './sections.ts';

export function AdminMenu() {
  return (
    <Menu aria-label="Admin sections">
      <MenuItemLink to="/" end primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      {sections.map(({ path, label, icon: Icon }) => (
        <MenuItemLink key={path} to={`/${path}`} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
}
