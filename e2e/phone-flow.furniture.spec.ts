import { phoneFlowTests } from './support/phone-flow';

// Beds come in sizes; sofas, chairs and tables do not.
phoneFlowTests({ sizedProducts: true, unsizedProducts: true });
