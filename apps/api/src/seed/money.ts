/** The seed prices its orders with the contract's money functions (the server's own). */
export { percentOf, sar, type TaxableLine, toHalalas, vatAfterDiscount } from '@sufra/contract/money';
