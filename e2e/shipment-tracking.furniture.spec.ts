import { shipmentTrackingJourneys } from './support/shipment-tracking';

shipmentTrackingJourneys({ category: 'bed', skip: 6 });
