import { catalogueImportJourney } from './support/catalogue-import';

catalogueImportJourney();
