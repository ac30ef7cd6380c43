import type { SvgIconComponent } from '@mui/icons-material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PublicIcon from '@mui/icons-material/Public';
import SchoolIcon from '@mui/icons-material/School';
import { DEFAULT_ICON_NAME, type IconName } from '@seminary/core/constants';

/** The site draws these icons with lucide; the admin shows the nearest Material icon beside the name. */
const icons: Record<IconName, SvgIconComponent> = {
  GraduationCap: SchoolIcon,
  Users: GroupsIcon,
  BookOpen: MenuBookIcon,
  Globe: PublicIcon,
  Building: ApartmentIcon,
  Award: EmojiEventsIcon,
  Calendar: CalendarMonthIcon,
  Clock: AccessTimeIcon,
};

export function statisticIcon(name: string): SvgIconComponent {
  return icons[name as IconName] ?? icons[DEFAULT_ICON_NAME];
}
