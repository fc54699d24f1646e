import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Loader, LoadingOverlay, Skeleton } from './Skeleton';
import { readFileSync } from 'node:fs';
import { loadingOverlayCss } from '../styles';

describe('Skeleton', () => {
  it('is a decorative block with its size as custom properties', () => {
    const { container } = render(<Skeleton width={120} height="2em" radius="circle" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.className).toBe('yuno-skeleton');
    expect(block.style.getPropertyValue('--yuno-skeleton-width')).toBe('120px');
    expect(block.style.getPropertyValue('--yuno-skeleton-height')).toBe('2em');
    expect(block.style.getPropertyValue('--yuno-skeleton-radius')).toBe('50%');
  });

  it('renders lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} width="80%" />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(group.querySelectorAll('.yuno-skeleton')).toHaveLength(3);
    expect(group.lastElementChild?.className).toContain('yuno-skeleton--last');
  });
});

describe('Loader', () => {
  it('is a status named Loading… by default', () => {
    render(<Loader />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status.textContent).toBe('Loading…');
  });

  it('takes a label', () => {
    render(<Loader label="Loading batches" size="sm" />);
    expect(screen.getByRole('status', { name: 'Loading batches' })).toBeTruthy();
  });
});

describe('LoadingOverlay', () => {
  it('covers the page with a labelled loader', () => {
    const { container } = render(<LoadingOverlay label="Redirecting to Google…" />);
    expect((container.firstElementChild as HTMLElement).className).toBe('yuno-loading-overlay');
    expect(screen.getByRole('status', { name: 'Redirecting to Google…' })).toBeTruthy();
    expect(screen.getByText('Redirecting to Google…')).toBeTruthy();
  });

  it('brings its own styles (the shared sheet of every widget leaves them out)', () => {
    const { container } = render(<LoadingOverlay />);
    const style = container.querySelector('.yuno-loading-overlay > style');
    expect(style).not.toBeNull();
    expect(style!.textContent).toBe(loadingOverlayCss);
    expect(readFileSync('packages/ui/src/skeleton/skeleton.css', 'utf8')).not.toContain('.yuno-loading-overlay');
    expect(readFileSync('packages/ui/src/skeleton/loading-overlay.css', 'utf8')).toContain('.yuno-loading-overlay {');
  });
});
