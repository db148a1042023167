// A minimal Docusaurus 3 site embedding the failure-map widget exactly as docs/embedding.md says:
// one line, the plugin of the npm package (here: the tarball scripts/package builds, installed by
// scripts/build-examples), which serves the widget's files from the site's root and renders the
// record inside each <failure-map-case> at build time.
export default {
  title: 'Training notes',
  url: 'https://docs.example.org',
  baseUrl: '/',
  onBrokenLinks: 'throw',

  plugins: ['failure-map/docusaurus'],

  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/' },
        blog: false,
      },
    ],
  ],
  themeConfig: {
    navbar: { title: 'Training notes' },
  },
};
