/**
 * The contract's formats for invoice titles and addresses (openapi.yaml: TaxNumber, RegPhone,
 * BankAccount, Zip), checked in the form before anything is sent.
 */
export const ACCOUNT_PATTERNS = {
  /** The unified social credit code: 18 digits and capitals other than I, O, S, V and Z. */
  taxNumber: /^[0-9A-HJ-NP-RTUW-Y]{18}$/,
  regPhone: /^\+?[0-9][0-9 -]{4,18}$/,
  bankAccount: /^[0-9][0-9 -]{4,38}[0-9]$/,
  zip: /^[0-9]{6}$/,
  /** Under country code 86 (the default) a number is a mainland mobile. */
  cnMobile: /^1[3-9][0-9]{9}$/,
};
