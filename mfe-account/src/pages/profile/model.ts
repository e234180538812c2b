import { notify } from '@shop/shared/bus';
import type { Profile, ServerLoad } from '@shop/shared/contracts';
import {
  addressCopied,
  dataOf,
  EMPTY_PROFILE,
  type ProfileField,
  profileErrors,
  refusedFieldText,
  refusedProfileField,
} from '@shop/shared/lib';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { readProfile, updateProfile } from '../../api';
import { PROFILE_SECTIONS } from './sections';

/** What the save's toasts are about: a save that works closes the failures of those before. */
const PROFILE_SAVE = 'profile-save';

export const pageOpened = createEvent();
export const fieldChanged = createEvent<{ name: ProfileField; value: string }>();
export const formSubmitted = createEvent();
/** The "Shipping address same as customer" switch turned on (true) or off (false). */
export const sameAddressToggled = createEvent<boolean>();

export const fetchProfileFx = createEffect(readProfile);

export const saveProfileFx = createEffect(async (profile: Profile) => {
  dataOf(await updateProfile(profile));
});

/** The field a refused save is about, with the legend of its section, to name it in the form's words. */
function refusedField(error: Error) {
  const field = refusedProfileField(error);
  const section = PROFILE_SECTIONS.find(({ fields }) => fields.some(({ name }) => name === field?.name));
  return field && section && { ...field, legend: section.legend };
}

/** Null while loading; the first item fills the form, an empty list means a new profile. */
export const $profile = createStore<Profile | null>(null, { sid: 'account/profile/profile' })
  .on(fetchProfileFx.doneData, (_, answer) =>
    answer.status === 'success' ? { ...EMPTY_PROFILE, ...answer.data[0] } : EMPTY_PROFILE,
  )
  .on(fetchProfileFx.fail, () => EMPTY_PROFILE)
  // After a save the details are reset to null, then loaded again (docs/behaviour.md#loading-states).
  .reset(pageOpened, saveProfileFx.done);
export const $form = createStore<Profile>(EMPTY_PROFILE, { sid: 'account/profile/form' })
  .on($profile.updates, (form, profile) => profile ?? form)
  .on(fieldChanged, (form, { name, value }) => ({ ...form, [name]: value }));
/** On: the shipping fields are the customer fields' copies and follow them; off again, the copies stay to edit. */
export const $sameAddress = createStore(false)
  .on(sameAddressToggled, (_, on) => on)
  .reset(pageOpened);
sample({
  clock: [sameAddressToggled, fieldChanged, $profile.updates],
  source: { form: $form, same: $sameAddress },
  filter: ({ same }) => same,
  fn: ({ form }) => addressCopied(form, { from: 'cus', to: 'ship' }),
  target: $form,
});
/** Shown next to the fields once the customer has tried to save. */
export const $errors = createStore<Partial<Record<ProfileField, string>>>({})
  .on(formSubmitted, () => ({}))
  .on(saveProfileFx.failData, (errors, error) => {
    const field = refusedField(error);
    return field ? { ...errors, [field.name]: refusedFieldText(field) } : errors;
  })
  .reset(pageOpened);
export const $saving = saveProfileFx.pending;
/** No answer: the failed-load message with Retry shows above the (empty) form. */
export const profileLoad = createLoadFailure(fetchProfileFx);

const checked = sample({
  clock: formSubmitted,
  source: $form,
  fn: (form) => ({ form, errors: profileErrors(form) }),
});
sample({ clock: checked, fn: ({ errors }) => errors, target: $errors });
/**
 * How many saves were turned back over their fields, here or by the API: each time, the page takes the customer to
 * the first field in error.
 */
export const $errorsPresented = createStore(0)
  .on(
    sample({ clock: checked, filter: ({ errors }) => Object.keys(errors).length > 0 }),
    (count) => count + 1,
  )
  .on(
    sample({ clock: saveProfileFx.failData, filter: (error) => refusedField(error) !== undefined }),
    (count) => count + 1,
  );
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ form }) => form,
  target: saveProfileFx,
});
sample({ clock: [pageOpened, saveProfileFx.done], target: fetchProfileFx });

/**
 * On the shop's server, for a live session: the form filled with the saved profile. A load that got no answer also
 * ends with a (blank) profile, so the failure is checked too: the browser renders and loads that one.
 */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(() => undefined),
  $ready: combine($profile, profileLoad.$failed, (profile, failed) => profile !== null && !failed),
};

sample({
  clock: saveProfileFx.done,
  fn: () => ({ kind: 'success' as const, message: 'Profile Updated', about: PROFILE_SAVE }),
  target: notify,
});
sample({
  clock: saveProfileFx.failData,
  fn: (error) => {
    const field = refusedField(error);
    return {
      kind: 'error' as const,
      message: 'Something Went Wrong!',
      detail: field && `Check ${field.label} under ${field.legend}.`,
      about: PROFILE_SAVE,
    };
  },
  target: notify,
});
