export { combinedListQuantity, listQuantityRefusal, listQuantityRules } from './quantity';
