import { describe, expect, it } from 'vitest';
import { withPlaceholders } from './placeholders';

const page = `<div data-yuno-widget="header" data-yuno-props='{}'></div>
<div data-yuno-widget="data-table" data-yuno-props='{"preset":"instructor-home"}'></div>
<div data-yuno-widget="availability-panel" data-yuno-props='{}'></div>`;
const bar = { notificationBar: { text: 'Free workshops', url: '/w/' } };

describe('the demo pages’ placeholders', () => {
  it("reserve a visitor's notification bar, an instructor's tools and a table's preset", () => {
    expect(withPlaceholders(page, 'visitor', bar)).toContain(
      `data-yuno-props='{}'><div class="yuno-placeholder yuno-placeholder--header yuno-placeholder--header-notice" aria-hidden="true"></div></div>`,
    );
    const instructor = withPlaceholders(page, 'instructor', bar);
    expect(instructor).toContain('yuno-placeholder--header yuno-placeholder--header-instructor"');
    expect(instructor).toContain('yuno-placeholder--data-table yuno-placeholder--data-table-instructor-home"');
    expect(withPlaceholders(page, 'learner', bar)).toContain('class="yuno-placeholder yuno-placeholder--header" ');
  });

  it('leave the availability panel (an overlay) empty, and a visitor without a notification bar gets the bar alone', () => {
    expect(withPlaceholders(page, 'visitor', bar)).toContain(`<div data-yuno-widget="availability-panel" data-yuno-props='{}'></div>`);
    expect(withPlaceholders(page, 'visitor', {})).toContain('yuno-placeholder--header-public"');
  });
});
