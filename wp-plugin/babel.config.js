// JSX compiles to createElement from @wordpress/element (the classic runtime), so the
// editor script depends on `wp-element` only and never on the `react-jsx-runtime` handle,
// which WordPress added in 6.6: the editor script loads on WordPress 6.1 as on newer ones.
module.exports = (api) => {
  api.cache(true);
  return {
    presets: ['@wordpress/babel-preset-default'],
    plugins: [['@babel/plugin-transform-react-jsx', { runtime: 'classic', pragma: 'createElement', pragmaFrag: 'Fragment' }]],
  };
};
