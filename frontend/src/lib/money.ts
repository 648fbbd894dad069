const formats = new Map<string, Intl.NumberFormat>();

/** '$9.99' for 999 cents of 'usd'; whole amounts without cents ('$10'). */
export function formatMoney(cents: number, currency = 'usd'): string {
  const whole = cents % 100 === 0;
  const key = `${currency}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
