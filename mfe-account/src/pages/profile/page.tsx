import { LoadFailed, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { CUSTOMER_FIELDS } from '../../entities/profile/fields';
import { SubmitButton } from '../../entities/session/submit-button';
import {
  $errors,
  $form,
  $profile,
  $saving,
  fieldChanged,
  formSubmitted,
  pageOpened,
  profileLoad,
} from './model';
import { PROFILE_SECTIONS } from './sections';
import './profile.css';

function FieldSet({ legend, fields }: { legend: string; fields: typeof CUSTOMER_FIELDS }) {
  const [form, errors, change] = useUnit([$form, $errors, fieldChanged]);
  return (
    <fieldset className="profile-section">
      <legend>{legend}</legend>
      {fields.map((field) => {
        const id = `profile-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className="profile-field">
            <label htmlFor={id}>
              {field.label}
              {field.required ? (
                <span aria-hidden="true"> *</span>
              ) : (
                <span className="profile-optional"> (optional)</span>
              )}
            </label>
            <input
              id={id}
              type={field.phone ? 'tel' : 'text'}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required={field.required}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              value={form[field.name]}
              onChange={(event) => change({ name: field.name, value: event.target.value })}
            />
            {error && (
              <p id={`${id}-error`} className="profile-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

export function ProfilePage() {
  const [profile, saving, opened, submitted] = useUnit([$profile, $saving, pageOpened, formSubmitted]);
  const failure = useRetry(profileLoad);
  useEffect(() => {
    document.title = 'Profile | Shop';
    opened();
  }, [opened]);
  return (
    <section className="profile" aria-labelledby="profile-title" aria-busy={profile === null}>
      <h1 id="profile-title">Profile</h1>
      {failure && <LoadFailed what="your profile" {...failure} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <div className="profile-sections">
          {PROFILE_SECTIONS.map(({ legend, fields }) => (
            <FieldSet key={legend} legend={legend} fields={fields} />
          ))}
        </div>
        <SubmitButton submitting={saving || profile === null}>Save</SubmitButton>
      </form>
    </section>
  );
}
