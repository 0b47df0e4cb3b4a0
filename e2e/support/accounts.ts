/** The seeded demo shopper (README names it). */
export const DEMO_SHOPPER = {
  email: 'mario.rossi@esempio.it',
  password: 'Spesa2026!',
  firstName: 'Mario',
};
