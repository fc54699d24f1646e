import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { setScenario } from '@yuno/mock-api';
import { Footer } from './Footer';

serveMockApi();

describe('Footer', () => {
  it("shows the server's footer, the messaging link for the chat number and the current year", async () => {
    renderAs(<Footer />, { config: { chatNumber: '919876543210' } });
    const courses = await screen.findByRole('navigation', { name: 'Courses' });
    expect(within(courses).getByRole('link', { name: 'IELTS' }).getAttribute('href')).toBe('/ielts');
    expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(screen.getByText(`© ${new Date().getFullYear()} Yuno Learning`)).toBeTruthy();
  });

  it("uses the footer's own chat number when the page gives none", async () => {
    renderAs(<Footer />);
    expect((await screen.findByRole('link', { name: 'Chat with us' })).getAttribute('href')).toBe('https://wa.me/917411781928');
  });

  it('puts site links on the host of the environment', async () => {
    renderAs(<Footer />, { config: { env: 'stage' } });
    const courses = await screen.findByRole('navigation', { name: 'Courses' });
    expect(within(courses).getByRole('link', { name: 'IELTS' }).getAttribute('href')).toBe('https://stage.yunolearning.com/ielts');
  });

  it('offers a retry when the footer content fails, and keeps the copyright', async () => {
    setScenario('footer', 'http500');
    renderAs(<Footer />);
    expect((await screen.findByRole('alert')).textContent).toContain("The footer links couldn't be loaded.");
    expect(screen.getByText(`© ${new Date().getFullYear()} Yuno Learning`)).toBeTruthy();
    setScenario('footer', 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Courses' })).toBeTruthy();
  });
});
