import { couponEditJourneys } from './support/coupon-edit';

couponEditJourneys({ category: "Men's Suits And Blazers", skip: 10 });
