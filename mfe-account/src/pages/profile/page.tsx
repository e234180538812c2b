import { type CUSTOMER_FIELDS, SHIPPING_FIELDS } from '@shop/shared/lib';
import { FormField, LoadFailed, useFocusOnFieldToFix, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { SubmitButton } from '../../entities/session/submit-button';
import {
  $errors,
  $errorsPresented,
  $form,
  $profile,
  $sameAddress,
  $saving,
  fieldChanged,
  formSubmitted,
  pageOpened,
  profileLoad,
  sameAddressToggled,
} from './model';
import { PROFILE_SECTIONS } from './sections';
import './profile.css';

/** "Shipping address same as customer": on, the shipping fields copy the customer fields and follow them. */
function SameAddressSwitch() {
  const [same, toggle] = useUnit([$sameAddress, sameAddressToggled]);
  return (
    <div className="profile-same">
      <input
        id="profile-same"
        type="checkbox"
        role="switch"
        checked={same}
        aria-checked={same}
        onChange={(event) => toggle(event.target.checked)}
      />
      <label htmlFor="profile-same">Shipping address same as customer</label>
    </div>
  );
}

/**
 * One section of the form: a group named by its title. Not a fieldset: side by side, the two sections share their
 * rows as subgrids (profile.css), and a fieldset cannot be a subgrid.
 */
function FieldSet({
  legend,
  fields,
  lead,
  readOnly = false,
}: {
  legend: string;
  fields: typeof CUSTOMER_FIELDS;
  /** A row above the fields (the shipping section's switch); beside it, the other section leaves its row empty. */
  lead?: ReactNode;
  readOnly?: boolean;
}) {
  const [form, errors, change] = useUnit([$form, $errors, fieldChanged]);
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot be a subgrid, and the sections share their rows
    <div className="profile-section" role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-section-title">
        {legend}
      </h2>
      {lead ?? <div className="profile-lead-space" />}
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`profile-${field.name}`}
          field={field}
          value={form[field.name]}
          error={errors[field.name]}
          readOnly={readOnly}
          onChange={(value) => change({ name: field.name, value })}
        />
      ))}
    </div>
  );
}

export function ProfilePage() {
  const [profile, saving, same, opened, submitted, errorsPresented] = useUnit([
    $profile,
    $saving,
    $sameAddress,
    pageOpened,
    formSubmitted,
    $errorsPresented,
  ]);
  const failure = useRetry(profileLoad);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    document.title = 'Profile | Shop';
  }, []);
  // A save turned back over its fields: to the first field in error.
  useFocusOnFieldToFix(form, errorsPresented);
  useScreenOpened(opened, 'profile');
  return (
    <section className="profile" aria-labelledby="profile-title" aria-busy={profile === null}>
      <h1 id="profile-title">Profile</h1>
      {failure && <LoadFailed what="your profile" {...failure} />}
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <div className="profile-sections">
          {PROFILE_SECTIONS.map(({ legend, fields }) =>
            fields === SHIPPING_FIELDS ? (
              <FieldSet
                key={legend}
                legend={legend}
                fields={fields}
                lead={<SameAddressSwitch />}
                readOnly={same}
              />
            ) : (
              <FieldSet key={legend} legend={legend} fields={fields} />
            ),
          )}
        </div>
        <SubmitButton submitting={saving || profile === null}>Save</SubmitButton>
      </form>
    </section>
  );
}
