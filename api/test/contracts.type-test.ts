// Checked by `npm run typecheck`, never run: the API's schemas are the source of its data format, and the
// storefront's contracts (@shop/shared/contracts) must describe exactly the same answers and bodies. A field added,
// dropped, renamed or retyped on either side is a type error on its line here.
import type * as Contract from '@shop/shared/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import type {
  Brand,
  Category,
  Feature,
  FilterBody,
  LegalPage,
  ListingFacets,
  ListingSort,
  PriceRange,
  ProductCard,
  ProductDetails,
  Review,
  SearchSuggestions,
  Slider,
} from '../src/catalogue/schemas';
import type { Failure, Success } from '../src/http/envelope';
import type { AuditEntry } from '../src/routes/admin';
import type {
  LegalPage as AdminLegalPage,
  AdminProduct,
  BrandFields,
  CategoryFields,
  NewProduct,
  SliderFields,
} from '../src/routes/admin/catalogue';
import type { ImportCheck } from '../src/routes/admin/catalogue-transfer';
import type { Dashboard } from '../src/routes/admin/dashboard';
import type {
  CancelRequest,
  DeliveryChange,
  DeliveryHistoryEntry,
  DeliveryOutcome,
  FlaggedPayment,
  OrderDetails,
  OrderSummary,
  PaymentRecord,
  Refund,
  RefundRequest,
} from '../src/routes/admin/orders';
import type { CartItem, LineQty, SaveCartBody } from '../src/routes/cart';
import type { Invoice, InvoiceLine } from '../src/routes/orders';
import type { Profile } from '../src/routes/profile';
import type { ReviewBody } from '../src/routes/reviews';
import type { SessionState, SitemapEntries } from '../src/routes/storefront';
import type { WishItem } from '../src/routes/wish';

/** Each assignable to the other: the same fields, each of the same type. */
type Same<Schema extends TSchema, Type> = [Static<Schema>] extends [Type]
  ? [Type] extends [Static<Schema>]
    ? true
    : false
  : false;
/** What the API answers fits the contract (a contract may name a wider type, as for the failure's `code`). */
type Fits<Schema extends TSchema, Type> = [Static<Schema>] extends [Type] ? true : false;
/**
 * A request body: the same field names, and whatever the contract sends the schema takes (fields the API fills in
 * with a default may be left out).
 */
type Accepts<Schema extends TSchema, Type> = [keyof Type] extends [keyof Static<Schema>]
  ? [keyof Static<Schema>] extends [keyof Type]
    ? [Type] extends [Partial<Static<Schema>>]
      ? true
      : false
    : false
  : false;
type Holds<Check extends true> = Check;

export type ContractChecks = [
  Holds<Same<typeof Brand, Contract.Brand>>,
  Holds<Same<typeof Category, Contract.Category>>,
  Holds<Same<typeof Slider, Contract.Slider>>,
  Holds<Same<typeof Feature, Contract.Feature>>,
  Holds<Same<typeof ProductCard, Contract.ProductCard>>,
  Holds<Same<typeof ProductDetails, Contract.ProductDetails>>,
  Holds<Same<typeof Review, Contract.Review>>,
  Holds<Same<typeof LegalPage, Contract.LegalContent>>,
  Holds<Same<typeof PriceRange, Contract.PriceRange>>,
  Holds<Same<typeof ListingFacets, Contract.ListingFacets>>,
  Holds<
    [ListingSort] extends [Contract.ListingSort]
      ? [Contract.ListingSort] extends [ListingSort]
        ? true
        : false
      : false
  >,
  Holds<Same<typeof SearchSuggestions, Contract.SearchSuggestions>>,
  Holds<Accepts<typeof FilterBody, Contract.FilterBody>>,
  Holds<Same<typeof Profile, Contract.Profile>>,
  Holds<Accepts<typeof Profile, Contract.Profile>>,
  Holds<Accepts<typeof SaveCartBody, Contract.CartForm>>,
  Holds<Same<typeof CartItem, Contract.CartItem>>,
  Holds<Same<typeof LineQty, Pick<Contract.CartItem, '_id' | 'qty'>>>,
  Holds<Same<typeof WishItem, Contract.WishItem>>,
  Holds<Same<typeof Invoice, Contract.Invoice>>,
  Holds<Same<typeof InvoiceLine, Contract.InvoiceLine>>,
  Holds<Accepts<typeof ReviewBody, Contract.ReviewForm>>,
  // The storefront server's calls.
  Holds<Same<typeof SessionState, Contract.SessionState>>,
  Holds<Same<typeof SitemapEntries, Contract.SitemapEntries>>,
  Holds<Fits<typeof Failure, Contract.ApiFailure>>,
  Holds<Fits<ReturnType<typeof Success<typeof Brand>>, Contract.ApiSuccess<Contract.Brand>>>,
  // The back office (/api/v1/admin).
  Holds<Same<typeof AdminProduct, Contract.AdminProduct>>,
  Holds<Accepts<typeof NewProduct, Contract.AdminProductFields>>,
  Holds<Same<typeof BrandFields, Contract.AdminBrandFields>>,
  Holds<Same<typeof CategoryFields, Contract.AdminCategoryFields>>,
  Holds<Same<typeof SliderFields, Contract.AdminSliderFields>>,
  Holds<Same<typeof AdminLegalPage, Contract.AdminLegalPage>>,
  Holds<Same<typeof ImportCheck, Contract.ImportCheck>>,
  Holds<Same<typeof OrderSummary, Contract.AdminOrderSummary>>,
  Holds<Same<typeof PaymentRecord, Contract.AdminPaymentRecord>>,
  Holds<Same<typeof DeliveryHistoryEntry, Contract.DeliveryHistoryEntry>>,
  Holds<Same<typeof OrderDetails, Contract.AdminOrderDetails>>,
  Holds<Same<typeof DeliveryChange, Contract.DeliveryChange>>,
  Holds<Same<typeof DeliveryOutcome, Contract.DeliveryOutcome>>,
  Holds<Same<typeof FlaggedPayment, Contract.FlaggedPayment>>,
  Holds<Same<typeof Refund, Contract.AdminRefund>>,
  Holds<Accepts<typeof RefundRequest, Contract.RefundRequest>>,
  Holds<Accepts<typeof CancelRequest, Contract.CancelRequest>>,
  Holds<Same<typeof AuditEntry, Contract.AuditEntry>>,
  Holds<Same<typeof Dashboard, Contract.AdminDashboard>>,
];
