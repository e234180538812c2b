import type { ProfileFieldSpec } from '@shop/shared/lib';
import { BusyLabel, FormField, useFocusOnFieldToFix } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { type ReactNode, useRef } from 'react';
import {
  $errors,
  $form,
  $open,
  $presented,
  $sameAddress,
  $saveProblem,
  $saving,
  BILLING_FIELDS,
  detailsSubmitted,
  fieldChanged,
  SHIPPING_ADDRESS_FIELDS,
  sameAddressToggled,
} from './model';
import './delivery-details.css';

function Fields({ fields }: { fields: ProfileFieldSpec[] }) {
  const [form, errors, change] = useUnit([$form, $errors, fieldChanged]);
  return (
    <div className="delivery-details-fields">
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`delivery-${field.name}`}
          field={field}
          value={form[field.name]}
          error={errors[field.name]}
          onChange={(value) => change({ name: field.name, value })}
        />
      ))}
    </div>
  );
}

interface DeliveryDetailsProps {
  /** Payment is being opened: the step's button waits for it too. */
  checkingOut: boolean;
  /** Why the payment could not be opened, told where the shopper pressed the button. */
  problem?: ReactNode;
}

/**
 * The shipping address and the billing details checkout needs, asked for in the cart when the profile lacks them
 * (docs/behaviour.md#checkout-and-payment): saved to the profile, then on to payment.
 */
export function DeliveryDetails({ checkingOut, problem }: DeliveryDetailsProps) {
  const [open, same, saving, saveProblem, presented, toggle, submitted] = useUnit([
    $open,
    $sameAddress,
    $saving,
    $saveProblem,
    $presented,
    sameAddressToggled,
    detailsSubmitted,
  ]);
  const form = useRef<HTMLFormElement>(null);
  useFocusOnFieldToFix(form, presented);
  if (!open) return null;
  const busy = saving || checkingOut;
  return (
    <section className="delivery-details" aria-labelledby="delivery-details-title">
      <h2 id="delivery-details-title">Delivery details</h2>
      <p>Where should we send your order? We keep these details in your profile for next time.</p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <fieldset className="delivery-details-section">
          <legend>Shipping address</legend>
          <Fields fields={SHIPPING_ADDRESS_FIELDS} />
        </fieldset>
        <fieldset className="delivery-details-section">
          <legend>Billing details</legend>
          <div className="delivery-details-same">
            <input
              id="delivery-same-address"
              type="checkbox"
              checked={same}
              onChange={(event) => toggle(event.target.checked)}
            />
            <label htmlFor="delivery-same-address">Same as shipping address</label>
          </div>
          {!same && <Fields fields={BILLING_FIELDS} />}
        </fieldset>
        {saveProblem && (
          <p className="delivery-details-problem" role="alert">
            {saveProblem}
          </p>
        )}
        <button className="shop-button-primary" type="submit" disabled={busy}>
          <BusyLabel busy={busy}>Continue to payment</BusyLabel>
        </button>
        {problem}
      </form>
    </section>
  );
}
