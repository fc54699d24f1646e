import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, normaliseCourseCard } from '@yuno/core';
import { courseById, setScenario, toCourseCard } from '@yuno/mock-api';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { mockBoxLayout } from '@yuno/test-support/box-layout';
import { CourseCard } from './CourseCard';
import { CourseCardWidget, COURSE_NOT_FOUND } from './CourseCardWidget';

serveMockApi();

// 1001: IELTS Academic Intensive (₹14,999 incl. GST, 12 instructors, group and 1-to-1); 1005: a free workshop.
const PAID = 1001;
const FREE = 1005;
const cardData = (id: number) => normaliseCourseCard(toCourseCard(courseById(id)!));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });

/** A card as narrow as a phone's (its stylesheet stacks the actions) or as wide as a desktop's. */
function mobile(narrow: boolean) {
  mockBoxLayout({ 'yuno-card': narrow ? 'stacked' : '' });
}

describe('CourseCardWidget (standalone, by course id)', () => {
  it('shows a card-shaped skeleton, then the course', async () => {
    const { container } = renderAs(<CourseCardWidget courseId={PAID} />);
    expect(container.querySelector('.yuno-card--skeleton')).not.toBeNull();
    expect(await heading(/IELTS Academic Intensive/)).toBeTruthy();
    expect(container.querySelector('.yuno-card--skeleton')).toBeNull();
  });

  it('shows category, Online badge, academy, price excluding tax with the tax type, weeks and live class-hours', async () => {
    renderAs(<CourseCardWidget courseId={PAID} />);
    const card = (await heading(/IELTS Academic Intensive/)).closest('article')!;
    const c = within(card as HTMLElement);
    expect(c.getByText('IELTS')).toBeTruthy();
    expect(c.getByText('Online')).toBeTruthy();
    expect(c.getByText('Lexicon Test Prep')).toBeTruthy();
    expect(c.getByText('₹12,711')).toBeTruthy();
    expect(c.getByText('+ GST')).toBeTruthy();
    expect(c.getByText('8 weeks')).toBeTruthy();
    expect(c.getByText(/live class-hours$/)).toBeTruthy();
  });

  it('shows up to 6 instructor avatars and "Choose from N instructor(s)"', async () => {
    renderAs(<CourseCardWidget courseId={PAID} />);
    await heading(/IELTS Academic Intensive/);
    const list = screen.getByRole('list', { name: 'Instructors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Choose from 12 instructor(s)')).toBeTruthy();
  });

  it('ticks or crosses each personalisation, named with "online classes"', async () => {
    renderAs(<CourseCardWidget courseId={1003} />);
    await heading(/IELTS Writing Task 1 and 2 Masterclass/);
    expect(screen.getByText('Group online classes').closest('li')!.textContent).toContain('Included:');
    expect(screen.getByText('1-to-1 online classes').closest('li')!.textContent).toContain('Not included:');
  });

  it("shows 'Free' and no tax label for a price of 0", async () => {
    renderAs(<CourseCardWidget courseId={FREE} />);
    const card = (await heading(/IELTS Free Demo Workshop/)).closest('article') as HTMLElement;
    expect(within(card).getByText('Free')).toBeTruthy();
    expect(within(card).queryByText(/\+ GST/)).toBeNull();
  });

  it('the call-to-action carries the title from the data and links to its URL plus course_id and academy_id', async () => {
    renderAs(<CourseCardWidget courseId={PAID} />);
    // Named with its course too: a list of links on a page of cards then tells them apart.
    const cta = await screen.findByRole('link', { name: 'Enroll now: IELTS Academic Intensive' });
    expect(within(cta).getByText('Enroll now', { selector: '[aria-hidden="true"]' })).toBeTruthy();
    expect(cta.getAttribute('href')).toBe('/checkout/?course_id=1001&academy_id=302');
  });

  it('says the course is not available for an unknown id', async () => {
    renderAs(<CourseCardWidget courseId={987654} />);
    expect(await screen.findByText(COURSE_NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry when the call fails, and the course after retrying', async () => {
    setScenario('courseCard', 'http500');
    renderAs(<CourseCardWidget courseId={PAID} />);
    expect((await screen.findByRole('alert')).textContent).toContain('An error seems to have occurred. Please try again.');
    setScenario('courseCard', 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading(/IELTS Academic Intensive/)).toBeTruthy();
  });

  it('uses the card data from the props without a request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAs(<CourseCardWidget course={toCourseCard(courseById(FREE)!) as unknown as Record<string, unknown>} courseId={PAID} />);
    expect(await heading(/IELTS Free Demo Workshop/)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('CourseCard buttons', () => {
  it('See Availability asks the availability panel to open for the course', async () => {
    const opened = vi.fn();
    renderAs(<CourseCard course={cardData(PAID)} />);
    events.on('availability:open', opened);
    await userEvent.click(screen.getByRole('button', { name: /See Availability/ }));
    expect(opened).toHaveBeenCalledWith({ courseId: PAID, title: 'IELTS Academic Intensive', category: 'IELTS' });
  });

  it('See Availability can be turned off; Learn More is off by default', () => {
    renderAs(<CourseCard course={cardData(PAID)} showSeeAvailability={false} />);
    expect(screen.queryByRole('button', { name: /See Availability/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Learn More/ })).toBeNull();
  });

  it('Learn More, when enabled, opens the course URL in a new tab', () => {
    renderAs(<CourseCard course={cardData(PAID)} showLearnMore />);
    const more = screen.getByRole('link', { name: /Learn More/ });
    expect(more.getAttribute('href')).toBe('/course/?course_id=1001');
    expect(more.getAttribute('target')).toBe('_blank');
    expect(more.getAttribute('rel')).toContain('noopener');
  });

  it('names every action with its course, its visible label first', () => {
    renderAs(<CourseCard course={cardData(PAID)} showLearnMore />);
    const actions = [
      [screen.getByRole('button', { name: 'See Availability: IELTS Academic Intensive' }), 'See Availability'],
      [screen.getByRole('link', { name: 'Learn More: IELTS Academic Intensive (opens in a new tab)' }), 'Learn More'],
      [screen.getByRole('link', { name: 'Enroll now: IELTS Academic Intensive' }), 'Enroll now'],
    ] as const;
    // What shows is the label alone; the name is one hidden text (see the browser test for why).
    for (const [action, label] of actions) expect(action.querySelector('[aria-hidden="true"]')!.textContent).toBe(label);
  });

  it('the title opens the course in a new tab', () => {
    renderAs(<CourseCard course={cardData(PAID)} />);
    const title = screen.getByRole('link', { name: /^IELTS Academic Intensive/ });
    expect(title.getAttribute('href')).toBe('/course/?course_id=1001');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(title.textContent).toContain('(opens in a new tab)');
  });

  it('puts the call-to-action first on mobile (a narrow card), last on desktop', () => {
    mobile(true);
    const { unmount } = renderAs(<CourseCard course={cardData(PAID)} showLearnMore />);
    const actions = () => screen.getByRole('article').querySelector('.yuno-card__actions')!;
    const cta = () => screen.getByRole('link', { name: /^Enroll now/ });
    expect(actions().firstElementChild).toBe(cta());
    unmount();
    mobile(false);
    renderAs(<CourseCard course={cardData(PAID)} showLearnMore />);
    expect(actions().firstElementChild).toBe(screen.getByRole('button', { name: /^See Availability/ }));
    expect(actions().lastElementChild).toBe(cta());
  });
});

describe('CourseCard tooltips and images', () => {
  it('the Online badge explains itself on focus', async () => {
    renderAs(<CourseCard course={cardData(PAID)} />);
    const badge = screen.getByText('Online');
    const tip = document.getElementById(badge.getAttribute('aria-describedby')!)!;
    expect(tip.textContent).toBe('Online course: attend from anywhere');
    expect(tip.hidden).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(badge);
    expect(tip.hidden).toBe(false);
    expect(screen.getByRole('tooltip')).toBe(tip);
  });

  it("a personalisation's description is its tooltip", async () => {
    renderAs(<CourseCard course={cardData(PAID)} />);
    await userEvent.hover(screen.getByText('Group online classes'));
    expect(screen.getByRole('tooltip').textContent).toMatch(/^Learn live with a small group of at most \d+ learners\.$/);
  });

  it('an avatar without a picture, or whose picture fails, shows the fallback image with the name', () => {
    const course = cardData(PAID);
    course.instructors.mapped_instructors[0].image.url = '';
    renderAs(<CourseCard course={course} />);
    const list = screen.getByRole('list', { name: 'Instructors' });
    const first = course.instructors.mapped_instructors[0].full_name;
    expect(within(list).getByRole('img', { name: first }).tagName.toLowerCase()).toBe('svg');
    const second = course.instructors.mapped_instructors[1].full_name;
    const img = within(list).getByRole('img', { name: second });
    expect(img.tagName.toLowerCase()).toBe('img');
    fireEvent.error(img);
    expect(within(list).getByRole('img', { name: second }).tagName.toLowerCase()).toBe('svg');
  });
});

describe('CourseCard with hostile data', () => {
  it('renders markup as text and lets no unsafe URL reach an href or src', () => {
    const course = normaliseCourseCard({
      id: 7,
      url: 'javascript:alert(1)',
      title: '<img src=x onerror=alert(1)>',
      category: { name: '<b>x</b>' },
      academy: { id: 3, name: 'A', logo_url: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } },
      instructors: { mapped_instructor_count: 1, mapped_instructors: [{ full_name: 'T', image: { url: 'javascript:x' } }] },
      cta: { title: 'Go', url: 'vbscript:msgbox' },
    });
    const { container } = renderAs(<CourseCard course={course} showLearnMore />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img[onerror], b')).toBeNull();
    for (const el of container.querySelectorAll('[href], [src]')) {
      expect(el.getAttribute('href') ?? el.getAttribute('src')).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    expect(screen.queryByRole('link', { name: 'Go' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Learn More/ })).toBeNull();
  });

  it('a card made of nothing still renders', () => {
    renderAs(<CourseCard course={normaliseCourseCard(undefined)} />);
    expect(screen.getByRole('article')).toBeTruthy();
  });
});
