import { cartChanged, notify } from '@shop/shared/bus';
import type { CartItem, ServerLoad } from '@shop/shared/contracts';
import { cartTotals, dataOf, MAX_LINE_QTY, MIN_LINE_QTY, Refused, refusalCode } from '@shop/shared/lib';
import { createLoadFailure, exceedsStock, stockText } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createInvoice, getCartList, removeCartItem, updateCartItem } from '../../api';
import {
  $detailsSaved,
  deliveryDetailsAsked,
  deliveryDetailsReset,
  deliveryDetailsSaved,
  readProfileFx,
} from '../../features/delivery-details/model';

export const QTY_RANGE_MESSAGE = `Enter a whole number from ${MIN_LINE_QTY} to ${MAX_LINE_QTY}.`;
export const LINES_MUST_CHANGE_MESSAGE =
  'Fewer are left than your cart asks for. Lower or remove the marked lines to check out.';
const QTY_NOT_SAVED = 'The quantity could not be changed. Please try again.';

/** A whole number from 1 to 99, or null. */
function parseQuantity(text: string): number | null {
  const qty = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  return qty >= MIN_LINE_QTY && qty <= MAX_LINE_QTY ? qty : null;
}

const lineOf = (lines: CartItem[] | null, lineId: string) => lines?.find((line) => line._id === lineId);
const qtyOf = (lines: CartItem[] | null, lineId: string) => lineOf(lines, lineId)?.qty;

interface QuantityChange {
  lineId: string;
  qty: number;
}

export const pageOpened = createEvent();
export const removeClicked = createEvent<string>();
export const checkOutClicked = createEvent();
/** A stepper button: one less or one more. */
export const quantityStepped = createEvent<{ lineId: string; step: -1 | 1 }>();
/** What the customer typed, committed on blur or Enter. */
export const quantityEntered = createEvent<{ lineId: string; text: string }>();
const quantityRequested = createEvent<QuantityChange>();
const quantityParsed = quantityEntered.map(({ lineId, text }) => ({ lineId, qty: parseQuantity(text) }));

export const fetchCartFx = createEffect(getCartList);
export const removeLineFx = createEffect(async (lineId: string) => {
  dataOf(await removeCartItem(lineId));
});
/** Fails with the API's refusal as `Refused` (its words and its code), or with a plain Error when there is none. */
export const saveQuantityFx = createEffect(async ({ lineId, qty }: QuantityChange) => {
  // A network failure or a 5xx rejects; the customer gets the same plain message for it as for a wordless refusal.
  const answer = await updateCartItem(lineId, qty).catch(() => null);
  if (!answer || (answer.status !== 'success' && !answer.message)) throw new Error(QTY_NOT_SAVED);
  return dataOf(answer);
});
/** Opens a payment session; the browser then leaves for the gateway's page. */
export const checkOutFx = createEffect(async () => dataOf(await createInvoice()).GatewayPageURL);
export const goToGatewayFx = createEffect((url: string) => window.location.assign(url));

/**
 * Null while loading (skeleton; the failed-load message while the API is unreachable: an empty cart would be
 * untrue), then the lines;
 * a removal resets it to null and loads again (docs/behaviour.md#loading-states). A saved quantity changes its line
 * in place.
 */
export const $lines = createStore<CartItem[] | null>(null, { sid: 'checkout/cart/lines' })
  .on(fetchCartFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  .on(saveQuantityFx.doneData, (lines, saved) =>
    lines?.map((line) => (line._id === saved._id ? { ...line, qty: saved.qty } : line)),
  )
  .reset(pageOpened, removeLineFx.done);
export const linesLoad = createLoadFailure(fetchCartFx);
/** On the shop's server, for a live session: the cart's lines in the page. */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(() => undefined),
  $ready: $lines.map((lines) => lines !== null),
};
export const $totals = $lines.map((lines) => cartTotals(lines ?? []));
export const $removing = removeLineFx.pending;

const without = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([entry]) => entry !== key));

/** The quantity being saved, by line: the control shows it, busy, until the save ends. */
export const $savingQuantities = createStore<Record<string, number>>({})
  .on(saveQuantityFx, (saving, { lineId, qty }) => ({ ...saving, [lineId]: qty }))
  .on(saveQuantityFx.finally, (saving, { params }) => without(saving, params.lineId))
  .reset(pageOpened);
/** Why a typed quantity was refused, by line; cleared by the line's next valid change. */
export const $quantityProblems = createStore<Record<string, string>>({})
  .on(quantityParsed, (problems, { lineId, qty }) =>
    qty === null ? { ...problems, [lineId]: QTY_RANGE_MESSAGE } : without(problems, lineId),
  )
  .on(quantityStepped, (problems, { lineId }) => without(problems, lineId))
  .reset(pageOpened);

const $openingPayment = createStore(false)
  .on(checkOutFx, () => true)
  .on(checkOutFx.fail, () => false)
  .reset(pageOpened);
/** Check Out is under way, the delivery step's opening included. */
export const $checkingOut = combine(
  $openingPayment,
  readProfileFx.pending,
  (opening, reading) => opening || reading,
);
/** Fewer are left than a line wants; the refusal's `field` names the line. */
const OUT_OF_STOCK = 'OUT_OF_STOCK';
const checkOutRefusedForStock = checkOutFx.failData.filter({
  fn: (error) => refusalCode(error) === OUT_OF_STOCK,
});
/**
 * Checkout needs the profile's customer and shipping details: the delivery step asks for them, unless they were
 * just saved from it. Then the API's words (with the link to the profile) are what is left to show.
 */
const PROFILE_REQUIRED = 'PROFILE_REQUIRED';
const stepAsksFor = (error: Error, detailsSaved: boolean) =>
  refusalCode(error) === PROFILE_REQUIRED && !detailsSaved;
/**
 * Why the last Check Out failed: the API's words (empty cart, gateway down) and its code. Too few left is told by a
 * toast and a mark on the line instead: the line is what the shopper has to change; missing details by the
 * delivery step.
 */
export const $checkoutProblem = createStore<{ message: string; code?: string } | null>(null).reset(
  pageOpened,
  checkOutFx,
);
sample({
  clock: checkOutFx.failData,
  source: { current: $checkoutProblem, detailsSaved: $detailsSaved },
  fn: ({ current, detailsSaved }, error) => {
    if (refusalCode(error) === OUT_OF_STOCK) return current;
    return stepAsksFor(error, detailsSaved) ? null : { message: error.message, code: refusalCode(error) };
  },
  target: $checkoutProblem,
});
sample({
  clock: checkOutFx.failData,
  source: $detailsSaved,
  filter: (detailsSaved, error) => stepAsksFor(error, detailsSaved),
  fn: () => undefined,
  target: deliveryDetailsAsked,
});
sample({ clock: pageOpened, target: deliveryDetailsReset });
// Saved from the step: on to payment without another click, as Check Out would.
sample({ clock: deliveryDetailsSaved, target: checkOutClicked });
/**
 * Lines Check Out was refused for (too few left), by line: the API's words. The cart's own numbers mark such a line
 * too once it loads again; these keep the mark where they cannot (lines sharing one count). A saved quantity clears
 * its line's.
 */
const $refusedLines = createStore<Record<string, string>>({})
  .on(saveQuantityFx.done, (refused, { params }) => without(refused, params.lineId))
  .reset(pageOpened);
/**
 * What stops a line being checked out, by line: more wanted than is left ("Only 2 left", "Out of stock"), or the
 * API's words for a line Check Out was refused for. Such lines must change before the cart can be checked out.
 */
export const $stockProblems = combine($lines, $refusedLines, (lines, refused) =>
  Object.fromEntries(
    (lines ?? []).flatMap((line) => {
      const problem = exceedsStock(line.qty, line.stockLeft) ? stockText(line.stockLeft) : refused[line._id];
      return problem ? [[line._id, problem]] : [];
    }),
  ),
);
export const $linesMustChange = $stockProblems.map((problems) => Object.keys(problems).length > 0);
/** Checking out while a quantity is being saved would order the old quantity. */
export const $checkOutBlocked = combine(
  $checkingOut,
  $savingQuantities,
  (checkingOut, saving) => checkingOut || Object.keys(saving).length > 0,
);

sample({ clock: [pageOpened, removeLineFx.done], target: fetchCartFx });
sample({ clock: removeClicked, filter: $removing.map((busy) => !busy), target: removeLineFx });
sample({ clock: removeLineFx.done, target: cartChanged });

sample({
  clock: quantityStepped,
  source: $lines,
  // One more than is known to be left is never asked for; typed, the API says how many are.
  filter: (lines, { lineId, step }) => {
    const line = lineOf(lines, lineId);
    return step < 0 || !line || !exceedsStock(line.qty + step, line.stockLeft);
  },
  // A line no longer in the cart gives NaN, which the check below drops.
  fn: (lines, { lineId, step }) => ({ lineId, qty: (qtyOf(lines, lineId) ?? Number.NaN) + step }),
  target: quantityRequested,
});
sample({
  clock: quantityParsed,
  filter: (entry): entry is QuantityChange => entry.qty !== null,
  target: quantityRequested,
});
// One save per line at a time, and only a real change within the range is sent.
sample({
  clock: quantityRequested,
  source: { lines: $lines, saving: $savingQuantities },
  filter: ({ lines, saving }, { lineId, qty }) => {
    const current = qtyOf(lines, lineId);
    const inRange = qty >= MIN_LINE_QTY && qty <= MAX_LINE_QTY;
    return current !== undefined && current !== qty && inRange && !(lineId in saving);
  },
  fn: (_, change) => change,
  target: saveQuantityFx,
});
sample({ clock: saveQuantityFx.done, target: cartChanged });
sample({
  clock: saveQuantityFx.failData,
  fn: (error) => ({ kind: 'error' as const, message: error.message }),
  target: notify,
});

sample({
  clock: checkOutClicked,
  source: { blocked: $checkOutBlocked, mustChange: $linesMustChange },
  filter: ({ blocked, mustChange }) => !blocked && !mustChange,
  target: checkOutFx,
});
sample({
  clock: checkOutRefusedForStock,
  fn: (error) => ({ kind: 'error' as const, message: error.message }),
  target: notify,
});
// What is left has changed since the cart loaded: load it again for each line's number.
sample({ clock: checkOutRefusedForStock, fn: () => undefined, target: fetchCartFx });
sample({
  clock: checkOutRefusedForStock,
  source: { lines: $lines, refused: $refusedLines },
  fn: ({ lines, refused }, error) => {
    // `items.2`: the cart's third line, in the order the cart lists them.
    const index = Number(/^items\.(\d+)$/.exec((error instanceof Refused && error.failure.field) || '')?.[1]);
    const line = lines?.[index];
    return line ? { ...refused, [line._id]: error.message } : refused;
  },
  target: $refusedLines,
});
sample({ clock: checkOutFx.doneData, target: goToGatewayFx });
