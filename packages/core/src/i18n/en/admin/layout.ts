// The words of the admin's layout.
export const layoutWords = {
  accountMenuOf: (fullName: string | number) => `Account menu: ${fullName}`,
  accountMenu: 'Account menu',
  loading: 'Loading',
  checkingYourAccount: 'Checking your account...',
  adminSections: 'Admin sections',
  notPartOfYourRole: 'Not part of your role',
  backToTheDashboard: 'Back to the dashboard',
  notPartOfYourRoleTitle: 'Not part of your role · Admin',
  notAuthorised: 'Not authorised',
  notAuthorisedTitle: 'Not authorised · Admin',
  signOut: 'Sign out',
  noRole: 'This account has no staff role, so it cannot manage the website. Ask an administrator to give you access.',
  noRoleAs: (name: string) =>
    `You are signed in as ${name}, but this account has no staff role, so it cannot manage the website. Ask an administrator to give you access.`,
  notInRole: (role: string) =>
    `This section is not part of the ${role} role, so you cannot open it. If your work needs it, ask an administrator to change your role.`,
} as const;
