import { couponEditJourneys } from './support/coupon-edit';

couponEditJourneys({ category: 'wardrobes', skip: 2 });
