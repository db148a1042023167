// "Where you meet this": the frameworks' reductions (frameworks.html), each row with its
// strategy's swatch.
import { fromMarkup } from '../shared/dom.js';
import { swatch } from './strategies.js';
import frameworks from './frameworks.html';

export function frameworksSection() {
  const [section] = fromMarkup(frameworks);
  for (const cell of section.querySelectorAll('tr[data-strategy] .which')) cell.prepend(swatch(cell.parentNode.getAttribute('data-strategy')));
  return section;
}
