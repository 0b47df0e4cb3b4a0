export {
  ACQUIRER_JOBS,
  CARD_ERRORS,
  TestAcquirer,
  toGatewayPayment,
  type CardForm,
  type Deliver,
  type TestAcquirerOptions,
} from './acquirer';
export { TEST_CARDS, passesLuhn, type TestCard, type TestCardOutcome } from './cards';
export { appDeliver } from './deliver';
export { defineAcquirerJobs } from './jobs';
export { TEST_BANNER } from './pages';
export { testAcquirerRoutes, type TestAcquirerRoutesOptions } from './routes';
export { SIGNATURE_HEADER, TOLERANCE_SECONDS, signatureHeader, verifySignature } from './signature';
