import { budgetTests, featuredProductPath, imageTests, prefetchTests } from './support/budgets';

// The furniture store's sizes when the budgets were set (docs/performance.md) plus headroom.
budgetTests([
  { label: '/', path: '/', budget: { scriptBytes: 185000, htmlBytes: 21000, domElements: 600 } },
  { label: '/shop', path: '/shop', budget: { scriptBytes: 185000, htmlBytes: 30000, domElements: 1130 } },
  {
    label: 'a product page',
    path: featuredProductPath,
    // 540 until the colour swatches (a radio group) and the best-offer line came (issue 17): about 542
    // with both, the offer line cut to 3 elements and the swatch dots drawn in CSS. Measured 541–552
    // since: the browser tests share one database per catalogue, so the product may carry reviews and
    // stock changes that earlier tests of the same run wrote.
    budget: { scriptBytes: 185000, htmlBytes: 21000, domElements: 565 },
  },
]);

prefetchTests('/shop');
imageTests('/shop', featuredProductPath);
