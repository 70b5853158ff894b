/** The fixture's customers' sign-in details, for tests that sign in as them. */
export const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
export const INVITED = { email: 'invited@example.com' };
