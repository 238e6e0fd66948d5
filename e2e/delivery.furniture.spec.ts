import { deliveryTests } from './support/delivery';

// Issue 17 point 2: delivery promise by PIN code, and cash on delivery following it to checkout.
deliveryTests();
