import { Route, Routes } from 'react-router';
import { RegistrationList } from './RegistrationList.tsx';
import { RegistrationTrash } from './RegistrationTrash.tsx';
import type { RegistrationKind } from './registrationKinds.ts';

/**
 * A registrations screen at its path (an application's dialogs over it at <path>/<id> and
 * <path>/<id>/status), and its trash at <path>/trash.
 */
export function RegistrationsRoutes({ kind = 'registrations' }: { kind?: RegistrationKind }) {
  return (
    <Routes>
      <Route path="*" element={<RegistrationList kind={kind} />} />
      <Route path="trash" element={<RegistrationTrash kind={kind} />} />
    </Routes>
  );
}
