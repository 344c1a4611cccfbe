import { Link } from '@tanstack/react-router';
import { CartIcon } from '#src/components/icons.tsx';
import { paths } from '#src/lib/paths.ts';
import { useCartView } from '#src/offline/use-outbox.ts';
import { badge, iconLink } from './app-header.css.ts';

/**
 * The header cart link and its badge: the number of items (sum of
 * quantities) of the cart on screen, changes still queued offline included
 * (decisions.md section 2). An empty cart (or one still unknown) shows no
 * badge: a red '0' reads as an alert (issue 45, point 6); the link's name
 * says 'Panier, vide'.
 */
export function CartLink() {
  const count = useCartView().cart.total_items;
  const label = count === 0 ? 'Panier, vide' : `Panier, ${count} article${count > 1 ? 's' : ''}`;
  return (
    <Link to={paths.cart} className={iconLink} aria-label={label} data-snapshot="unlabel">
      <CartIcon />
      {count > 0 && (
        <span className={badge} aria-hidden="true" data-testid="cart-count" data-snapshot="omit">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
