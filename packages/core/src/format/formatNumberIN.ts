/**
 * Indian digit grouping ('12,34,567.5'), up to 2 decimals, as Intl's en-IN writes it, without
 * Intl for the numbers a page shows: the first Intl formatter a page makes loads its locale
 * data, about 50 ms on a phone's CPU, inside the render that shows the first price.
 */
export function formatNumberIN(amount: number): string {
  const size = Math.abs(amount);
  // Past 10^13 (no price comes near) a double's hundredths are not exact: shown as they are.
  if (!(size < 1e13)) return String(amount);
  // Rounded half up from the digits the number is written with (0.015, not the double's
  // 0.01499…), as Intl rounds; below a millionth it is written 1e-7, and rounds to 0.
  const digits = String(Math.round(+`${size}e2`) || 0).padStart(3, '0');
  const cents = digits.slice(-2).replace(/0+$/, '');
  return (1 / amount < 0 ? '-' : '') + digits.slice(0, -2).replace(/(\d)(?=(\d\d)+\d$)/g, '$1,') + (cents && `.${cents}`);
}
