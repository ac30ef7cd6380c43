import { type ComponentType, lazy, type ReactElement } from 'react';
import { CanAccess } from 'react-admin';
import { ForbiddenScreen } from './ForbiddenScreen.tsx';

/**
 * A section's screen as its <Resource> lists it: loaded on the first visit, so the sign-in page
 * does not download every screen, and mounted only for a role the authProvider's canAccess admits
 * to the section. Other roles read in words that it is not theirs, and nothing is fetched.
 */
export function sectionScreen(load: () => Promise<ComponentType>): ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <CanAccess action="list" accessDenied={<ForbiddenScreen />}>
      <Screen />
    </CanAccess>
  );
}
