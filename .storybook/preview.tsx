import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@yuno/mock-api';
import { withWidgetFrame } from '../stories/support/WidgetFrame';

const preview: Preview = {
  // Every story talks to the project's mock API; a story can add handlers (failure, empty,
  // slow) through `parameters.msw`.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
  ],
  decorators: [withWidgetFrame],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: {
    user: {
      description: 'Demo user the widgets see',
      toolbar: {
        title: 'User',
        icon: 'user',
        items: ['visitor', 'learner', 'learner-pending', 'instructor', 'instructor-deactive', 'org-admin', 'org-admin-multi', 'yuno-admin'],
        dynamicTitle: true,
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
