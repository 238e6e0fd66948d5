import { budgetTests, featuredProductPath, imageTests, prefetchTests } from './support/budgets';

// The furniture store's sizes when the budgets were set (docs/performance.md) plus headroom. The HTML budgets
// (compressed, uncompressed, and its inline component payload) were set for issue 26's card and filter
// classes: fashion /shop went from 351 KB to 253 KB, furniture /shop is 239 KB.
budgetTests([
  {
    label: '/',
    path: '/',
    budget: {
      scriptBytes: 185000,
      htmlBytes: 17500,
      htmlRawBytes: 121000,
      payloadBytes: 71000,
      domElements: 600,
    },
  },
  {
    label: '/shop',
    path: '/shop',
    budget: {
      scriptBytes: 185000,
      htmlBytes: 24500,
      htmlRawBytes: 253000,
      payloadBytes: 157000,
      domElements: 1130,
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
      htmlBytes: 19500,
      htmlRawBytes: 116000,
      payloadBytes: 63000,
      domElements: 565,
    },
  },
]);

prefetchTests('/shop');
imageTests('/shop', featuredProductPath);
