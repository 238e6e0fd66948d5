import { budgetTests, featuredProductPath, prefetchTests } from './support/budgets';

// The furniture store's sizes when the budgets were set (docs/performance.md) plus headroom.
budgetTests([
  { label: '/', path: '/', budget: { scriptBytes: 185000, htmlBytes: 21000, domElements: 600 } },
  { label: '/shop', path: '/shop', budget: { scriptBytes: 185000, htmlBytes: 30000, domElements: 1130 } },
  {
    label: 'a product page',
    path: featuredProductPath,
    budget: { scriptBytes: 185000, htmlBytes: 21000, domElements: 540 },
  },
]);

prefetchTests('/shop');
