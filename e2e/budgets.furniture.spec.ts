import { budgetTests, featuredProductPath, imageTests, prefetchTests } from './support/budgets';

// The furniture store's sizes when the budgets were set (docs/performance.md) plus headroom. The HTML budgets
// (compressed, uncompressed, and its inline component payload) follow issue 26: furniture /shop was 239 KB
// with the card and filter classes, and 126 KB (49 KB of payload) once the cards and the filter form
// became client components fed only their data and the form was sent once.
budgetTests([
  {
    label: '/',
    path: '/',
    budget: {
      scriptBytes: 180000,
      htmlBytes: 14500,
      htmlRawBytes: 85000,
      payloadBytes: 37000,
      domElements: 600,
    },
  },
  {
    label: '/shop',
    path: '/shop',
    budget: {
      scriptBytes: 180000,
      htmlBytes: 17500,
      htmlRawBytes: 125000,
      payloadBytes: 45000,
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
      scriptBytes: 180000,
      htmlBytes: 17000,
      htmlRawBytes: 93000,
      payloadBytes: 42000,
      domElements: 565,
    },
  },
]);

prefetchTests('/shop');
imageTests('/shop', featuredProductPath);
