import { budgetTests, featuredProductPath, prefetchTests } from './support/budgets';

// The fashion store's sizes when the budgets were set (docs/performance.md) plus headroom.
budgetTests([
  { label: '/', path: '/', budget: { scriptBytes: 185000, htmlBytes: 29000, domElements: 880 } },
  { label: '/shop', path: '/shop', budget: { scriptBytes: 185000, htmlBytes: 32000, domElements: 1170 } },
  {
    label: 'a product page',
    path: featuredProductPath,
    budget: { scriptBytes: 185000, htmlBytes: 21000, domElements: 540 },
  },
]);

prefetchTests('/shop');
