// The words of the admin's login.
export const loginWords = {
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
} as const;
