// Prettier (`npm run format`; `npm run lint` checks it). The options are those closest to the
// code as it was written before Prettier came: of the widths tried (100 to 180), 165 changed the
// fewest files. The block editor code keeps WordPress's tabs and ES5 trailing commas, without
// the spaces inside parentheses that its own Prettier config would add to every line. Markdown
// and PHP keep their own layout (.prettierignore).
/** @type {import('prettier').Config} */
export default {
  printWidth: 165,
  singleQuote: true,
  trailingComma: 'all',
  overrides: [
    { files: 'wp-plugin/src/**', options: { useTabs: true, tabWidth: 4, trailingComma: 'es5' } },
    // Blocks' metadata as WordPress writes it: tabs.
    { files: 'wp-plugin/blocks/**/*.json', options: { useTabs: true } },
  ],
};
