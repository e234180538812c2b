import type { CartItem } from '@shop/shared/contracts';
import { formatMoney, MAX_LINE_QTY, MIN_LINE_QTY, VAT_RATE } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { BusyLabel, CartSkeleton, EmptyView, LoadFailed, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CartLine, stockProblemId } from '../../entities/cart/cart-line';
import { CategoriesSection } from '../../features/browse-more/browse-section';
import { DeliveryDetails } from '../../features/delivery-details/delivery-details';
import { $open as $askingDeliveryDetails } from '../../features/delivery-details/model';
import { HandedOffLines } from '../../features/hand-off/handed-off-lines';
import { QuantityStepper } from '../../features/quantity-stepper/quantity-stepper';
import {
  $checkingOut,
  $checkOutBlocked,
  $checkoutProblem,
  $lines,
  $linesMustChange,
  $quantityProblems,
  $removing,
  $savingQuantities,
  $stockProblems,
  $totals,
  checkOutClicked,
  LINES_MUST_CHANGE_MESSAGE,
  linesLoad,
  pageOpened,
  quantityEntered,
  quantityStepped,
  removeClicked,
} from './model';
import './cart.css';

function CheckoutProblem({ message, code }: { message: string; code?: string }) {
  const needsProfile = code === 'PROFILE_REQUIRED';
  return (
    <div className="cart-problem" role="alert">
      <p>{message}</p>
      {needsProfile && <Link to={paths.profile()}>Complete your profile</Link>}
    </div>
  );
}

/** The most the stepper offers: 99, or what is known to be left (with none left, no more than one). */
const mostOf = ({ stockLeft }: CartItem) =>
  stockLeft === null || stockLeft === undefined
    ? MAX_LINE_QTY
    : Math.max(MIN_LINE_QTY, Math.min(MAX_LINE_QTY, stockLeft));

const MUST_CHANGE_ID = 'cart-lines-must-change';

function LineQuantity({ line, stockProblem }: { line: CartItem; stockProblem: boolean }) {
  const [saving, problems, stepped, entered] = useUnit([
    $savingQuantities,
    $quantityProblems,
    quantityStepped,
    quantityEntered,
  ]);
  const savingQty = saving[line._id];
  return (
    <QuantityStepper
      title={line.product.title}
      value={savingQty ?? line.qty}
      min={MIN_LINE_QTY}
      max={mostOf(line)}
      busy={savingQty !== undefined}
      problem={problems[line._id]}
      lineProblemId={stockProblem ? stockProblemId(line._id) : undefined}
      onStep={(step) => stepped({ lineId: line._id, step })}
      onEnter={(text) => entered({ lineId: line._id, text })}
    />
  );
}

export function CartPage() {
  const [
    lines,
    totals,
    removing,
    checkingOut,
    checkOutBlocked,
    problem,
    stockProblems,
    mustChange,
    askingDeliveryDetails,
  ] = useUnit([
    $lines,
    $totals,
    $removing,
    $checkingOut,
    $checkOutBlocked,
    $checkoutProblem,
    $stockProblems,
    $linesMustChange,
    $askingDeliveryDetails,
  ]);
  // Bound to the page's scope (the shop's, or a test's fork).
  const events = useUnit({ pageOpened, removeClicked, checkOutClicked });
  const failure = useRetry(linesLoad);
  useEffect(() => {
    document.title = 'Cart | Shop';
  }, []);
  useScreenOpened(events.pageOpened, 'cart');
  return (
    <>
      <section className="cart" aria-labelledby="cart-title">
        <h1 id="cart-title">Cart</h1>
        <HandedOffLines onAdded={events.pageOpened} />
        {lines === null && failure ? (
          <LoadFailed what="your cart" {...failure}>
            <CartSkeleton />
          </LoadFailed>
        ) : lines === null ? (
          <CartSkeleton />
        ) : lines.length === 0 ? (
          <EmptyView message="Your cart is empty." />
        ) : (
          <div className="cart-layout">
            <ul className="cart-lines">
              {lines.map((line) => (
                <li key={line._id}>
                  <CartLine
                    line={line}
                    stockProblem={stockProblems[line._id]}
                    quantity={<LineQuantity line={line} stockProblem={line._id in stockProblems} />}
                    action={
                      <button
                        className="cart-remove"
                        type="button"
                        disabled={removing}
                        onClick={() => events.removeClicked(line._id)}
                        aria-label={`Remove ${line.product.title}`}
                      >
                        <BusyLabel busy={removing}>Remove</BusyLabel>
                      </button>
                    }
                  />
                </li>
              ))}
            </ul>
            <aside className="cart-summary" aria-label="Order summary">
              <dl>
                <dt>Total</dt>
                <dd>{formatMoney(totals.total)}</dd>
                <dt>VAT ({VAT_RATE * 100}%)</dt>
                <dd>{formatMoney(totals.vat)}</dd>
                <dt>Payable</dt>
                <dd className="cart-payable">{formatMoney(totals.payable)}</dd>
              </dl>
              {/*
               * A line wanting more than is left is known before Check Out is pressed: the shopper is told so here,
               * beside the button, rather than sent to a refusal. The button stays focusable to be read with why.
               */}
              <button
                className="cart-check-out"
                type="button"
                disabled={checkOutBlocked}
                aria-disabled={mustChange || undefined}
                aria-describedby={mustChange ? MUST_CHANGE_ID : undefined}
                onClick={() => events.checkOutClicked()}
              >
                <BusyLabel busy={checkingOut}>Check Out</BusyLabel>
              </button>
              {mustChange && (
                <p id={MUST_CHANGE_ID} className="cart-must-change">
                  {LINES_MUST_CHANGE_MESSAGE}
                </p>
              )}
              {problem && !askingDeliveryDetails && <CheckoutProblem {...problem} />}
            </aside>
          </div>
        )}
        {/* Below the summary, where a phone shows it next after Check Out. */}
        {lines?.length ? (
          <DeliveryDetails checkingOut={checkingOut} problem={problem && <CheckoutProblem {...problem} />} />
        ) : null}
      </section>
      <CategoriesSection />
    </>
  );
}
