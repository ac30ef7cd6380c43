// The header's main links and the footer's link lists (spec section 2).
import { ROUTES } from '@seminary/core/constants';
import { texts } from '@seminary/core/texts';

export interface NavigationLink {
  href: string;
  label: string;
  /** Drawn as a button: the header's call to action. */
  highlighted?: boolean;
}

/** The header's links in the spec's order, 'Apply Now' highlighted among them. */
export const mainLinks: readonly NavigationLink[] = [
  { href: ROUTES.home, label: texts.header.links.home },
  { href: ROUTES.about, label: texts.header.links.about },
  { href: ROUTES.courses, label: texts.header.links.courses },
  { href: ROUTES.campusLife, label: texts.header.links.campusLife },
  { href: ROUTES.downloads, label: texts.header.links.downloads },
  { href: ROUTES.alumni, label: texts.header.links.alumni },
  { href: ROUTES.apply, label: texts.header.links.apply, highlighted: true },
  { href: ROUTES.give, label: texts.header.links.give },
];

export const footerQuickLinks: readonly NavigationLink[] = [
  { href: ROUTES.about, label: 'About Us' },
  { href: ROUTES.courses, label: 'Programs & Courses' },
  { href: ROUTES.campusLife, label: 'Campus Life' },
  { href: ROUTES.faculty, label: 'Our Faculty' },
  { href: ROUTES.apply, label: texts.header.links.apply },
];

export const footerResourceLinks: readonly NavigationLink[] = [
  { href: ROUTES.downloads, label: texts.header.links.downloads },
  { href: ROUTES.alumni, label: 'Alumni Network' },
  { href: ROUTES.alumniUpdate, label: 'Update Alumni Profile' },
  { href: ROUTES.events, label: 'Events' },
  { href: ROUTES.blog, label: 'Blog' },
  { href: ROUTES.give, label: 'Support Our Mission' },
];

/** Whether a link names the page being shown or the section it belongs to. */
export function isCurrentLink(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
