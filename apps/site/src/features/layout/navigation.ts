// The header's main links and the footer's link lists, in the page's language
// and leading to pages in that language.
import { ROUTES } from '@seminary/core/constants';
import { type Locale, t } from '@seminary/core/i18n/locales';
import { localePath } from '../../i18n/locale.ts';

export interface NavigationLink {
  href: string;
  label: string;
  /** Drawn as a button: the header's call to action. */
  highlighted?: boolean;
}

function inLanguage(locale: Locale, links: NavigationLink[]): readonly NavigationLink[] {
  return links.map((link) => ({ ...link, href: localePath(locale, link.href) }));
}

/** The header's links in their fixed order, 'Apply Now' highlighted among them. */
export function mainLinks(locale: Locale): readonly NavigationLink[] {
  const labels = t(locale).header.links;
  return inLanguage(locale, [
    { href: ROUTES.home, label: labels.home },
    { href: ROUTES.about, label: labels.about },
    { href: ROUTES.courses, label: labels.courses },
    { href: ROUTES.campusLife, label: labels.campusLife },
    { href: ROUTES.downloads, label: labels.downloads },
    { href: ROUTES.alumni, label: labels.alumni },
    { href: ROUTES.apply, label: labels.apply, highlighted: true },
    { href: ROUTES.give, label: labels.give },
  ]);
}

export function footerQuickLinks(locale: Locale): readonly NavigationLink[] {
  const words = t(locale);
  const labels = words.site.footer.links;
  return inLanguage(locale, [
    { href: ROUTES.about, label: labels.aboutUs },
    { href: ROUTES.courses, label: labels.programsAndCourses },
    { href: ROUTES.campusLife, label: labels.campusLife },
    { href: ROUTES.faculty, label: labels.ourFaculty },
    { href: ROUTES.apply, label: words.header.links.apply },
  ]);
}

export function footerResourceLinks(locale: Locale): readonly NavigationLink[] {
  const words = t(locale);
  const labels = words.site.footer.links;
  return inLanguage(locale, [
    { href: ROUTES.downloads, label: words.header.links.downloads },
    { href: ROUTES.alumni, label: labels.alumniNetwork },
    { href: ROUTES.alumniUpdate, label: labels.updateAlumniProfile },
    { href: ROUTES.events, label: labels.events },
    { href: ROUTES.blog, label: labels.blog },
    { href: ROUTES.give, label: labels.supportOurMission },
  ]);
}

/** Whether a link names the page being shown or the section it belongs to. */
export function isCurrentLink(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/' || href === localePath('te', '/')) return path === href;
  return path === href || path.startsWith(`${href}/`);
}
