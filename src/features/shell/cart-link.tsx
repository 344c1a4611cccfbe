import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cartItemCount, cartQueries } from '#src/api/cart.ts';
import { CartIcon } from '#src/components/icons.tsx';
import { paths } from '#src/lib/paths.ts';
import { badge, iconLink } from './app-header.css.ts';

/**
 * The header cart link and its badge: the number of items (sum of
 * quantities) of the cart query, 0 while unknown. The cart issue adds the
 * changes still queued offline (decisions.md section 2).
 */
export function CartLink() {
  const { data: count = 0 } = useQuery({ ...cartQueries.detail(), select: cartItemCount });
  const label = count === 0 ? 'Panier, vide' : `Panier, ${count} article${count > 1 ? 's' : ''}`;
  return (
    <Link to={paths.cart} className={iconLink} aria-label={label}>
      <CartIcon />
      <span className={badge} aria-hidden="true" data-testid="cart-count">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
