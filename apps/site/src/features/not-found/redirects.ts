// Unknown paths under a section that shows one page for all of them (spec section 2):
// /courses/{anything but the three programs} goes to /courses, /about/* to /about.
import { PROGRAM_TYPES, ROUTES } from '@seminary/core/constants';

const sections: readonly { prefix: string; target: string; except: readonly string[] }[] = [
  { prefix: `${ROUTES.courses}/`, target: ROUTES.courses, except: PROGRAM_TYPES.map((type) => ROUTES.program(type)) },
  { prefix: `${ROUTES.about}/`, target: ROUTES.about, except: [ROUTES.faculty] },
];

export function redirectTargetFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  for (const { prefix, target, except } of sections) {
    if (path.startsWith(prefix) && !except.includes(path)) return target;
  }
  return null;
}
