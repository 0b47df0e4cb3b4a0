export { apiKeyOf, createApiKey, listApiKeys, revokeApiKey, type ApiKeyInfo } from './repo';
