import { RegistrationsRoutes } from '../registrations/RegistrationsRoutes.tsx';

/** Student registrations share the registrations screen; they also carry a payment screenshot. */
export function StudentRegistrationsRoutes() {
  return <RegistrationsRoutes kind="student_registrations" />;
}
