// The local accounts `npm start` and the end-to-end tests create. Local only: a hosted
// project gets its first admin from `npm run admin:create -- EMAIL`.
export const localAdmin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'admin1234',
};

/** Signed in but not an admin: shows that signing in alone grants nothing. */
export const localStaff = {
  email: process.env.STAFF_EMAIL ?? 'staff@example.com',
  password: process.env.STAFF_PASSWORD ?? 'staff1234',
};
