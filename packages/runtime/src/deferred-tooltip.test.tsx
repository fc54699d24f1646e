/**
 * `OpenTooltip` as the bundles hand it to the kit's Tooltip: what a shown tooltip needs (the
 * ui-tooltip part) is fetched when a tooltip first opens, and fits the bubble as it arrives.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { tooltipOpenCss } from '@yuno/ui';
import { DeferredOpenTooltip } from './deferred-tooltip';

describe('DeferredOpenTooltip', () => {
  it("renders nothing until the code arrives, then the bubble's styles, and fits the bubble", async () => {
    const anchor = { current: document.body.appendChild(document.createElement('span')) };
    const bubble = { current: anchor.current.appendChild(document.createElement('span')) };
    const onFit = vi.fn();
    const { container } = render(<DeferredOpenTooltip placement="bottom" anchor={anchor} bubble={bubble} shown={false} onFit={onFit} onDismiss={vi.fn()} />);
    expect(container.childNodes).toHaveLength(0);
    expect(onFit).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('style')?.textContent).toBe(tooltipOpenCss));
    expect(onFit).toHaveBeenCalledWith({ placement: 'bottom', shift: 0 });
  });
});
