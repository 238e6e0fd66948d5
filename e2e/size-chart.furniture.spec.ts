import { sizeChartTests } from './support/size-chart';

// Issue 17 point 4: a furniture product's dimensions in cm and inches, with a room-fit note.
sizeChartTests('furniture');
