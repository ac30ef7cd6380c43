// The eight icons a statistic may show; an unknown name shows the default.
import { DEFAULT_ICON_NAME, type IconName } from '@seminary/core/constants';
import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import Building from 'lucide-react/icons/building';
import Calendar from 'lucide-react/icons/calendar';
import Clock from 'lucide-react/icons/clock';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Users from 'lucide-react/icons/users';

const icons: Record<IconName, LucideIcon> = {
  GraduationCap,
  Users,
  BookOpen,
  Globe,
  Building,
  Award,
  Calendar,
  Clock,
};

export function statisticIcon(name: string): LucideIcon {
  return icons[name as IconName] ?? icons[DEFAULT_ICON_NAME];
}
