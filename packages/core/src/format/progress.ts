import { PROGRESS_THRESHOLDS } from '../constants';

export type ProgressColour = 'red' | 'orange' | 'yellow' | 'light-green' | 'dark-green';

/** Red up to 30, orange above 30, yellow above 50, light green above 70, dark green above 80. */
export function progressColour(value: number): ProgressColour {
  const v = Number(value);
  if (!Number.isFinite(v)) return 'red';
  if (v > PROGRESS_THRESHOLDS.darkGreen) return 'dark-green';
  if (v > PROGRESS_THRESHOLDS.lightGreen) return 'light-green';
  if (v > PROGRESS_THRESHOLDS.yellow) return 'yellow';
  if (v > PROGRESS_THRESHOLDS.orange) return 'orange';
  return 'red';
}
