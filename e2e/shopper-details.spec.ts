import { shopperDetailsTests } from './support/shopper-details';

shopperDetailsTests({
  catalogue: 'fashion',
  category: { listing: '/shop?category=Watches', value: 'Watches', shown: 'Watches' },
  reviewCategory: "Men's Glasses",
  footerMustShow: ['Terms & Conditions', 'Watches', "Men's Glasses", 'Privacy Policy'],
});
