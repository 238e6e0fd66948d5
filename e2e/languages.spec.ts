import { languageChecks } from './support/languages';

languageChecks();
