import type { Preview } from '@storybook/react-vite';
import { sb } from 'storybook/test';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@yuno/mock-api';
import { withWidgetFrame } from '../stories/support/WidgetFrame';
import { installStoryNavigation } from '../stories/support/navigation';
import { demoRoles } from '@yuno/mock-api';
import { prepareStory } from '../stories/support/storyWorld';
import { DocsPage, tellTheDocsPageOfTheReader } from '../stories/support/DocsPage';

installStoryNavigation();
tellTheDocsPageOfTheReader();

// The loaders of parts (pieces of a widget fetched on first use), so that a story can show
// the moment a part is on its way or could not be fetched. They load as usual otherwise.
sb.mock(import('../packages/shell/src/book-demo/loadBookDemo.ts'), { spy: true });
sb.mock(import('../packages/shell/src/member-tools/loadMemberTools.ts'), { spy: true });
sb.mock(import('../packages/availability/src/panel/loadPanelBody.ts'), { spy: true });
sb.mock(import('../packages/data-table/src/presets/load.ts'), { spy: true });

const preview: Preview = {
  // Every story talks to the project's mock API through msw. A story switches the mock with
  // `parameters.mock` ({ routeName: 'empty' | 'fail' | 'slow' | 'hang' | … }), applied by
  // prepareStory before it renders (see stories/support/storyWorld.ts).
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
  ],
  beforeEach: (context) => prepareStory(context),
  decorators: [withWidgetFrame],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    // Each story of a docs page in its own frame: the widgets share one page config and one
    // event bus per page, so two demo users on one page would see each other.
    // Held at its top while those frames play (see stories/support/DocsPage.tsx).
    docs: { story: { inline: false, iframeHeight: 420 }, container: DocsPage },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    user: {
      description: 'Demo user the widgets see',
      toolbar: {
        title: 'User',
        icon: 'user',
        items: demoRoles,
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { user: 'visitor' },
  tags: ['autodocs'],
};

export default preview;
