// A minimal Docusaurus 3 site embedding the failure-map widget exactly as docs/embedding.md says.
// The widget comes from npm (here: the tarball scripts/package builds, installed by
// scripts/build-examples); its files are served from the package folder at the site's root.
export default {
  title: 'Training notes',
  url: 'https://docs.example.org',
  baseUrl: '/',
  onBrokenLinks: 'throw',

  staticDirectories: ['static', 'node_modules/failure-map'],
  scripts: [{ src: '/failure-map.js', defer: true, blocking: 'render' }],
  stylesheets: ['/failure-map.css'],

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
