import { sizeChartTests } from './support/size-chart';

// Issue 17 point 4: size charts per category.
sizeChartTests('fashion');
