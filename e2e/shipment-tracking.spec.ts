import { shipmentTrackingJourneys } from './support/shipment-tracking';

shipmentTrackingJourneys({ category: "Men's Suits And Blazers", skip: 10 });
