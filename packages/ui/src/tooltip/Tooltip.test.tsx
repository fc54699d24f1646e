import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tooltip } from './Tooltip';
import { Dialog } from '../dialog/Dialog';
import { tooltipOpenCss } from '../styles';

const TEXT = 'Live classes will happen through the Zoom app.';

describe('Tooltip', () => {
  it('describes its trigger even while hidden', () => {
    render(
      <Tooltip content={TEXT}>
        <button type="button">Online</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Online' });
    const tip = document.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.hidden).toBe(true);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Online', description: TEXT })).toBe(trigger);
  });

  it('keeps an existing aria-describedby', () => {
    render(
      <>
        <p id="other">Other</p>
        <Tooltip content={TEXT}>
          <button type="button" aria-describedby="other">
            Online
          </button>
        </Tooltip>
      </>,
    );
    const ids = screen.getByRole('button').getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('other');
    expect(ids).toHaveLength(2);
  });

  it('shows on focus and hides on blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content={TEXT} placement="bottom">
          <button type="button">Online</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe(TEXT);
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("shows on hover and hides on mouse leave, its bubble's styles with it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content={TEXT}>
          <button type="button">Online</button>
        </Tooltip>
        <p>elsewhere</p>
      </>,
    );
    const styles = () => document.querySelectorAll('style');
    expect(styles()).toHaveLength(0);
    await user.hover(screen.getByRole('button', { name: 'Online' }));
    expect(screen.getByRole('tooltip').className).toBe('yuno-tooltip__bubble yuno-tooltip__bubble--top');
    expect([...styles()].map((style) => style.textContent)).toEqual([tooltipOpenCss]);
    // Moving onto the tooltip keeps it.
    await user.hover(screen.getByRole('tooltip'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.hover(screen.getByText('elsewhere'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(styles()).toHaveLength(0);
  });

  it('hides on Escape without closing an enclosing dialog, and shows again on the next focus', async () => {
    const onClose = vi.fn();
    function WithDialog() {
      const [open] = useState(true);
      return (
        <Dialog open={open} onClose={onClose} title="Batches">
          <Tooltip content={TEXT}>
            <button type="button">Online</button>
          </Tooltip>
          <button type="button">Other</button>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<WithDialog />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Online' }));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    // A second Escape (tooltip already hidden) reaches the dialog.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('hides a hover tooltip on Escape pressed anywhere', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content={TEXT}>
        <button type="button">Online</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('supports a render prop trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Online course, attend from anywhere" placement="right">
        {(props) => (
          <span tabIndex={0} className="badge" {...props}>
            Online
          </span>
        )}
      </Tooltip>,
    );
    await user.tab();
    const badge = screen.getByText('Online');
    expect(document.activeElement).toBe(badge);
    expect(document.getElementById(badge.getAttribute('aria-describedby')!)?.textContent).toBe('Online course, attend from anywhere');
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  describe('in a 375 × 667 viewport', () => {
    afterEach(() => vi.restoreAllMocks());

    /** Opens a tooltip on a 60 × 20 trigger at (10, 4), its bubble measuring width × height. */
    async function openAtTopLeft(width: number, height: number) {
      const root = document.documentElement;
      vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(375);
      vi.spyOn(root, 'clientHeight', 'get').mockReturnValue(667);
      const bubbleWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 4, 60, 20));
      render(
        <Tooltip content={TEXT}>
          <button type="button">Online</button>
        </Tooltip>,
      );
      await userEvent.setup().tab();
      return bubbleWidth;
    }

    it('opens below a trigger at the top-left corner and moves right into view', async () => {
      await openAtTopLeft(280, 40);
      const tip = screen.getByRole('tooltip');
      expect(tip.className).toContain('yuno-tooltip__bubble--bottom');
      // Centred on x = 40 it would start at -100; it starts at 8.
      expect(tip.style.translate).toBe('108px');
    });

    it('measures again a frame after opening: a bubble not laid out yet (0 × 0) is moved once it is', async () => {
      // The frames are run by the test, after the bubble is laid out: a real frame could come
      // before that on a busy machine (and then measure 0 × 0 again).
      const frames: FrameRequestCallback[] = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
      vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
      const width = await openAtTopLeft(0, 0);
      const tip = screen.getByRole('tooltip');
      expect(tip.style.translate).toBe('0px');
      width.mockReturnValue(280);
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
      expect(tip.style.translate).toBe('108px');
    });
  });
});
