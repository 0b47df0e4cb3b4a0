export { recaptchaClientConfig } from './token-source';
export { useRecaptcha } from './use-recaptcha';
