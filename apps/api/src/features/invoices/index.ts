/**
 * An order's fiscal documents (issue 11): the PDF invoice or receipt of a
 * delivered order, and the FatturaPA XML a company customer's invoice is sent as.
 */
export { invoiceShopperRoutes } from './routes';
