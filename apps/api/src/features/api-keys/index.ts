export { apiKeyName, createApiKey, listApiKeys, revokeApiKey, type ApiKeyInfo } from './repo';
