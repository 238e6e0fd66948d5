import { shopperDetailsTests } from './support/shopper-details';

shopperDetailsTests({
  catalogue: 'furniture',
  category: { listing: '/collection?category=sofa', value: 'sofa', shown: 'Sofa' },
  reviewCategory: 'chairs',
  footerMustShow: ['Terms & Conditions', 'Beds', 'Sofas', 'Chairs'],
});
