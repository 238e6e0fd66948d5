import { couponJourneys } from './support/coupons';

couponJourneys({ category: 'chairs', skip: 4 });
