// The words of the admin's dashboard.
export const dashboardWords = {
  applicationsByStatus: 'Applications by status',
  welcomeToTheAdminDashboard: 'Welcome to the Admin Dashboard',
  registrationsNotYetContacted: 'Registrations not yet contacted',
  studentRegistrationsNotYetContacted: 'Student registrations not yet contacted',
  waitingToBeContacted: 'Waiting to be contacted',
  manageTheWebsiteOf: (name: string | number) => `Manage the website of ${name}.`,
} as const;
