import { CURRENCY_FORMAT_DEFAULTS, FREE_PRICE_LABEL, RUPEE_SYMBOL } from '../constants';
import { numberFormat } from './formatters';
import { formatNumberIN } from './formatNumberIN';

export interface CurrencyFormatOptions {
  currency?: string;
  locale?: string;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

function toFiniteNumber(amount: unknown): number | null {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Intl currency format; defaults USD, en-IN, 0 to 2 decimals. Non-numbers give ''. */
export function formatCurrency(amount: number | string, options: CurrencyFormatOptions = {}): string {
  const n = toFiniteNumber(amount);
  if (n === null) return '';
  const {
    currency = CURRENCY_FORMAT_DEFAULTS.currency,
    locale = CURRENCY_FORMAT_DEFAULTS.locale,
    minimumFractionDigits = CURRENCY_FORMAT_DEFAULTS.minimumFractionDigits,
    maximumFractionDigits = CURRENCY_FORMAT_DEFAULTS.maximumFractionDigits,
  } = options;
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits,
      maximumFractionDigits: Math.max(minimumFractionDigits, maximumFractionDigits),
    }).format(n);
  } catch {
    // An unknown currency code or locale from data must not break the view.
    return String(n);
  }
}

/** A price as the cards show it: 0 is 'Free', else the symbol and en-IN grouping; no number gives ''. */
export function formatPrice(amount: number | string | null, symbol: string = RUPEE_SYMBOL): string {
  const n = toFiniteNumber(amount);
  if (n === null) return '';
  if (n === 0) return FREE_PRICE_LABEL;
  return `${symbol}${formatNumberIN(n)}`;
}
