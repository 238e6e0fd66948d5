import { phoneFlowTests } from './support/phone-flow';

phoneFlowTests({ sizedProducts: true, unsizedProducts: true });
