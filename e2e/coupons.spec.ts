import { couponJourneys } from './support/coupons';

couponJourneys({ category: 'Watches', skip: 6 });
