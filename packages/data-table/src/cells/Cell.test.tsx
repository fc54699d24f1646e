import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Cell } from './Cell';
import { progressCell } from './cellModel';

/** The bar's fill: its colour token and its width. */
const fillOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('progress bar', () => {
  it.each([
    [30.4, 'orange', '30%'],
    [80.4, 'dark-green', '80%'],
    [30, 'red', '30%'],
  ])('a value of %s is drawn %s and reads %s', (value, colour, text) => {
    render(<Cell model={progressCell(value)} label="Attendance" />);
    const bar = screen.getByRole('progressbar', { name: 'Attendance' });
    expect(screen.getByText(text)).toBeTruthy();
    expect(bar.getAttribute('aria-valuetext')).toBe(text);
    expect(fillOf(bar).style.background).toBe(`var(--yuno-color-progress-${colour})`);
  });
});
