import { customerBlockJourneys } from './support/admin-customers';

customerBlockJourneys();
