import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from '@yuno/core';
import { renderAs, serveMockApi } from '@yuno/test-support';
import * as load from './load';
import { DataTableWidget } from './DataTableWidget';
import type { PresetName } from './names';

serveMockApi();
afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('the data-table widget', () => {
  it("when its preset's part cannot be fetched it says so, and Try again fetches it", async () => {
    const real = load.loadPreset;
    const loading = vi.spyOn(load, 'loadPreset').mockRejectedValueOnce(new Error('offline')).mockImplementation(real);
    vi.spyOn(load, 'presetAtHand').mockReturnValue(undefined);
    renderAs(<DataTableWidget preset="payments" />, { as: 'learner' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ERROR_MESSAGES.common.trim());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeTruthy();
    expect(loading).toHaveBeenCalledTimes(2);
  });

  it('an unknown preset is named, with the known ones, inline and in the console (as the mount says it), and nothing is fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loading = vi.spyOn(load, 'loadPreset');
    renderAs(<DataTableWidget preset={'nope' as PresetName} />, { as: 'learner' });
    const known =
      'learner-home, learner-courses, instructor-home, instructor-learners, instructor-groups, upcoming-classes, learner-classes, payments, enrollments, instructor-courses, class-detail';
    const message = `There is no preset called “nope”. The "preset" property must be one of: ${known}.`;
    expect((await screen.findByRole('alert')).textContent).toBe(`Yuno widget “data-table” could not be shown. ${message}`);
    expect(logged).toHaveBeenCalledWith(`[yuno] widget "data-table": ${message}`);
    expect(loading).not.toHaveBeenCalled();
  });

  it('a preset fetched once is at hand for the next table: no skeleton first', async () => {
    await load.loadPreset('enrollments');
    expect(load.presetAtHand('enrollments')?.id).toBe('enrollments');
    expect(load.presetAtHand('learner-home')).toBeUndefined();
  });
});
