import { COURIERS } from '@/lib/orders/couriers';
import { FormField } from './form-field';

/** The courier and AWB number an order ships with (named `courier` and `awb`, sent with the status move). */
export function ShipmentFields({ idPrefix }: { idPrefix: string }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-3" data-testid="shipment-fields">
      <legend className="px-1 text-sm font-medium">Shipment</legend>
      <FormField id={`${idPrefix}-courier`} label="Courier">
        <select id={`${idPrefix}-courier`} name="courier" className="field" required defaultValue="">
          <option value="" disabled>
            Choose the courier
          </option>
          {COURIERS.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${idPrefix}-awb`} label="AWB number" hint="6 to 30 letters or digits, as on the label">
        <input
          id={`${idPrefix}-awb`}
          name="awb"
          className="field"
          required
          minLength={6}
          maxLength={30}
          pattern="[A-Za-z0-9]{6,30}"
          title="6 to 30 letters or digits"
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
    </fieldset>
  );
}
