/**
 * The account's calls (docs/behaviour.md#api-calls), over the shared transport; each resolves to the envelope.
 * Signing in is shared's (`requestLoginCode`, `verifyLogin` in `@shop/shared/api`): its standalone frame signs in too.
 */
import { get, post } from '@shop/shared/api';
import type { ApiAnswer, Invoice, InvoiceLine, Profile, ReviewForm } from '@shop/shared/contracts';

const segment = encodeURIComponent;

export const readProfile = () => get<ApiAnswer<Profile[]>>('ReadProfile');
export const updateProfile = (profile: Profile) => post<ApiAnswer<unknown>>('UpdateProfile', profile);
export const getInvoiceList = () => get<ApiAnswer<Invoice[]>>('InvoiceList');
/** One invoice, as an InvoiceList entry. */
export const getInvoice = (invoiceId: string) =>
  get<ApiAnswer<Invoice>>(`InvoiceDetails/${segment(invoiceId)}`);
export const getInvoiceLines = (invoiceId: string) =>
  get<ApiAnswer<InvoiceLine[]>>(`InvoiceProductList/${segment(invoiceId)}`);
export const createReview = (form: ReviewForm) => post<ApiAnswer<unknown>>('CreateReview', form);
