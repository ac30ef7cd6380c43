// Unknown paths under a section that shows one page for all of them:
// /courses/{anything but the three programs} goes to /courses, /about/* to /about; under /te
// the same, to the Telugu page.
import { PROGRAM_TYPES, ROUTES } from '@seminary/core/constants';

const sections: readonly { prefix: string; target: string; except: readonly string[] }[] = [
  { prefix: `${ROUTES.courses}/`, target: ROUTES.courses, except: PROGRAM_TYPES.map((type) => ROUTES.program(type)) },
  { prefix: `${ROUTES.about}/`, target: ROUTES.about, except: [ROUTES.faculty] },
];

/** The Telugu pages' prefix (i18n/locale.ts), matched here so the 404 script stays this small. */
const teluguPrefix = /^\/te(?=\/|$)/;

export function redirectTargetFor(pathname: string): string | null {
  const fullPath = pathname.replace(/\/+$/, '');
  const language = teluguPrefix.exec(fullPath)?.[0] ?? '';
  const path = fullPath.slice(language.length);
  for (const { prefix, target, except } of sections) {
    if (path.startsWith(prefix) && !except.includes(path)) return `${language}${target}`;
  }
  return null;
}
