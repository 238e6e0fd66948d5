import { budgetTests, featuredProductPath, imageTests, prefetchTests } from './support/budgets';

// The fashion store's sizes when the budgets were set (docs/performance.md) plus headroom. The HTML budgets
// (compressed, uncompressed, and its inline component payload) were set for issue 26's card and filter
// classes: fashion /shop 351 KB before, 253 KB after.
budgetTests([
  {
    label: '/',
    path: '/',
    budget: {
      scriptBytes: 185000,
      htmlBytes: 23000,
      htmlRawBytes: 182000,
      payloadBytes: 105000,
      domElements: 880,
    },
  },
  {
    label: '/shop',
    path: '/shop',
    budget: {
      scriptBytes: 185000,
      htmlBytes: 25000,
      htmlRawBytes: 275000,
      payloadBytes: 171000,
      domElements: 1170,
    },
  },
  {
    label: 'a product page',
    path: featuredProductPath,
    // 540 until the colour swatches (a radio group) and the best-offer line came (issue 17): about 542
    // with both, the offer line cut to 3 elements and the swatch dots drawn in CSS. Measured 541–552
    // since: the browser tests share one database per catalogue, so the product may carry reviews and
    // stock changes that earlier tests of the same run wrote.
    budget: {
      scriptBytes: 185000,
      htmlBytes: 19000,
      htmlRawBytes: 118000,
      payloadBytes: 64000,
      domElements: 565,
    },
  },
]);

prefetchTests('/shop');
imageTests('/shop', featuredProductPath);
