/**
 * Choosing how to pay (payment-type/list and saved cards): the checkout's
 * payment page and My orders' 'Cambia metodo di pagamento' show the same choice.
 */
export { PaymentMethods } from './payment-methods';
export { SavedCards } from './saved-cards';
export { PaymentChoiceFields } from './payment-choice-fields';
