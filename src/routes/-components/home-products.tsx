/**
 * The home page's "Nouveautés" with each card's cart and wishlist buttons:
 * composed here because features do not import one another, and a module of
 * its own because the home route loads it on demand (routes/index.tsx).
 */
import { CardActions } from '#src/features/cart/product-actions.tsx';
import { NewArrivals } from '#src/features/catalogue/catalogue/new-arrivals.tsx';
import { WishlistToggle } from '#src/features/wishlist/wishlist-toggle.tsx';

export function HomeProducts() {
  return <NewArrivals renderActions={(product) => <CardActions product={product} wishlist={<WishlistToggle product={product} />} />} />;
}
