// The style sheets the panels of every bundle start from: the theme and the panel's frame. A
// shared module (scripts/lib/bundle-web.js): the files failure-map.js loads take its copies
// rather than carrying their own.
export { default as themeCss } from '../theme.css';
export { default as panelCss } from './panel.css';
