// Structured data for search engines: the school as an EducationalOrganization, its
// courses as Course items, its news posts as Articles and its calendar as Events (schema.org).
import { SCHOOL } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { en } from '@seminary/core/i18n/en';
import { LOCALE_TAGS, type Locale } from '@seminary/core/i18n/languages';
import type { Article, Event, PostalAddress, WithContext } from 'schema-dts';
import { siteConfig } from '../../site.config.ts';

/** A schema.org object; the builders of Articles and Events type theirs with schema-dts. */
export type JsonLd = object;

/** The school's postal address: where it is, and where its events are held. */
const SCHOOL_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: siteConfig.contact.address,
  addressLocality: SCHOOL.city,
  addressRegion: 'Andhra Pradesh',
  addressCountry: 'IN',
} as const satisfies PostalAddress;

/** The school's node, which its courses, posts and events name as their provider, author or organiser. */
function organizationId(site: URL): string {
  return new URL('/#organization', site).href;
}

export function organizationJsonLd(site: URL, logoUrl: string | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': organizationId(site),
    name: siteConfig.name,
    url: site.href,
    description: en.site.description(SCHOOL.name, SCHOOL.city, SCHOOL.foundedYear),
    foundingDate: String(SCHOOL.foundedYear),
    email: siteConfig.contact.email,
    telephone: siteConfig.contact.phones[0],
    address: SCHOOL_ADDRESS,
    ...(logoUrl ? { logo: new URL(logoUrl, site).href } : {}),
  };
}

export function coursesJsonLd(site: URL, courses: readonly Tables<'courses'>[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': courses.map((course) => ({
      '@type': 'Course',
      name: course.title,
      description: course.description,
      timeRequired: course.duration,
      provider: { '@id': organizationId(site) },
      ...(course.schedule ? { courseSchedule: { '@type': 'Schedule', description: course.schedule } } : {}),
    })),
  };
}

export interface ArticleFacts {
  url: string;
  headline: string;
  description: string;
  /** The cover's absolute URL, when the post has one. */
  image: string | undefined;
  datePublished: string;
  dateModified: string;
  inLanguage: Locale;
}

/** A news post as Google's Article: headline, picture, dates, and the school as author and publisher. */
export function articleJsonLd(site: URL, article: ArticleFacts): JsonLd {
  const school = { '@id': organizationId(site) };
  const data: WithContext<Article> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: article.url,
    url: article.url,
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: LOCALE_TAGS[article.inLanguage].lang,
    author: school,
    publisher: school,
    ...(article.image ? { image: [article.image] } : {}),
  };
  return data;
}

/** JSON for a <script type="application/ld+json">, safe against a closing script tag in data. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface EventFacts {
  url: string;
  name: string;
  description: string;
  /** ISO 8601: a day for whole-day events, else a time with India's offset. */
  startDate: string;
  endDate: string;
  place: string;
  /** The picture's absolute URL, when the event has one. */
  image: string | undefined;
  inLanguage: Locale;
}

/**
 * An event as Google's Event: name, dates, the school's campus as the place, picture, and the
 * school as organiser. Held in person, and scheduled: the calendar keeps no cancelled events.
 */
export function eventJsonLd(site: URL, event: EventFacts): JsonLd {
  const data: WithContext<Event> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    url: event.url,
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: LOCALE_TAGS[event.inLanguage].lang,
    location: {
      '@type': 'Place',
      name: event.place,
      address: SCHOOL_ADDRESS,
    },
    organizer: {
      '@type': 'EducationalOrganization',
      '@id': organizationId(site),
      name: siteConfig.name,
      url: site.href,
    },
    ...(event.image ? { image: [event.image] } : {}),
  };
  return data as JsonLd;
}
