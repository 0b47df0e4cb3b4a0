export { combinedListQuantity, listQuantityRefusal } from './quantity';
