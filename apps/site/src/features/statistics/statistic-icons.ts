// The eight icons a statistic may show (spec section 2); an unknown name shows the default.
import { DEFAULT_ICON_NAME, type IconName } from '@seminary/core/constants';
import { Award, BookOpen, Building, Calendar, Clock, Globe, GraduationCap, type LucideIcon, Users } from 'lucide-react';

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
