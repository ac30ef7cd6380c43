// Structured data for search engines: the school as an EducationalOrganization and its
// courses as Course items (schema.org).
import { SCHOOL } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { siteConfig } from '../../site.config.ts';

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(site: URL, logoUrl: string | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': new URL('/#organization', site).href,
    name: siteConfig.name,
    url: site.href,
    description: siteConfig.description,
    foundingDate: String(SCHOOL.foundedYear),
    email: siteConfig.contact.email,
    telephone: siteConfig.contact.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.contact.address,
      addressLocality: SCHOOL.city,
      addressRegion: 'Andhra Pradesh',
      addressCountry: 'IN',
    },
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
      provider: { '@id': new URL('/#organization', site).href },
      ...(course.schedule ? { courseSchedule: { '@type': 'Schedule', description: course.schedule } } : {}),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against a closing script tag in data. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
