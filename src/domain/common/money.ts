/**
 * An amount in a currency as the console shows it: the currency's code, then the amount with the currency's own
 * decimals ('USD 1,234.50', 'OMR 1.500'); a code Intl does not know is shown with two decimals.
 */
export function moneyText(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'code' }).format(amount).replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
