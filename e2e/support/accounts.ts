/** The seeded demo shopper (README names it). */
export const DEMO_SHOPPER = {
  email: 'mario.rossi@esempio.it',
  password: 'Spesa2026!',
  firstName: 'Mario',
};

/** A second seeded shopper, for journeys that must leave the demo shopper's cart alone. */
export const SECOND_SHOPPER = {
  email: 'beta@esempio.it',
  password: DEMO_SHOPPER.password,
};

/** The seeded master account (user type 1): an agent who manages the demo shopper. */
export const DEMO_AGENT = {
  email: 'agente@esempio.it',
  password: DEMO_SHOPPER.password,
};
