/**
 * Storybook's own Vite config (the project's vite.config.ts builds the widget bundles and
 * must not be merged into Storybook). Widgets are rendered from source on React.
 */
import { defineConfig, type Plugin } from 'vite';

/**
 * A widget that leaves the page (to /checkout/, to sign-in, a reload after an organisation
 * switch) would take the story's frame with it. The one navigation module (core's
 * `navigation`) calls `window.location.assign` / `reload`; in Storybook those calls go to the
 * stand-in the preview installs (stories/support/navigation.tsx), which shows where the
 * widget would have gone.
 */
function storyNavigation(): Plugin {
  const packageSource = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/;
  return {
    name: 'yuno-story-navigation',
    enforce: 'pre',
    transform(code, id) {
      if (!packageSource.test(id) || /\.test\.tsx?$/.test(id)) return null;
      if (!code.includes('window.location.assign(') && !code.includes('window.location.reload(')) return null;
      return {
        code: code
          .replaceAll('window.location.assign(', 'window.__yunoStoryNavigation.assign(')
          .replaceAll('window.location.reload(', 'window.__yunoStoryNavigation.reload('),
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [storyNavigation()],
  define: { __YUNO_VERSION__: JSON.stringify('storybook') },
});
