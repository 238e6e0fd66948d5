import { passwordResetJourneys } from './support/password-reset';

passwordResetJourneys();
