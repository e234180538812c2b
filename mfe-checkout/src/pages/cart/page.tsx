import type { CartItem } from '@shop/shared/contracts';
import { formatMoney, MAX_LINE_QTY, MIN_LINE_QTY, VAT_RATE } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { BusyLabel, CartSkeleton, EmptyView, LoadFailed, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CartLine } from '../../entities/cart/cart-line';
import { CategoriesSection } from '../../features/browse-more/browse-section';
import { QuantityStepper } from '../../features/quantity-stepper/quantity-stepper';
import {
  $checkingOut,
  $checkOutBlocked,
  $checkoutProblem,
  $lines,
  $quantityProblems,
  $removing,
  $savingQuantities,
  $totals,
  checkOutClicked,
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

function LineQuantity({ line }: { line: CartItem }) {
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
      max={MAX_LINE_QTY}
      busy={savingQty !== undefined}
      problem={problems[line._id]}
      onStep={(step) => stepped({ lineId: line._id, step })}
      onEnter={(text) => entered({ lineId: line._id, text })}
    />
  );
}

export function CartPage() {
  const [lines, totals, removing, checkingOut, checkOutBlocked, problem] = useUnit([
    $lines,
    $totals,
    $removing,
    $checkingOut,
    $checkOutBlocked,
    $checkoutProblem,
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
                    quantity={<LineQuantity line={line} />}
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
              <button
                className="cart-check-out"
                type="button"
                disabled={checkOutBlocked}
                onClick={() => events.checkOutClicked()}
              >
                <BusyLabel busy={checkingOut}>Check Out</BusyLabel>
              </button>
              {problem && <CheckoutProblem {...problem} />}
            </aside>
          </div>
        )}
      </section>
      <CategoriesSection />
    </>
  );
}
