import { Link } from '@tanstack/react-router';
import { paths } from '#src/lib/paths.ts';
import { buttonClass } from './button.tsx';
import { StatusBlock } from './status-block.tsx';

/** One of the shopper's lists (cart, wishlist, orders) while empty: says so, and leads to the catalogue. */
export function EmptyListBlock({ title, description }: { title: string; description: string }) {
  return (
    <StatusBlock kind="empty" title={title} description={description}>
      <Link to={paths.products} className={buttonClass()}>
        Découvrir nos produits
      </Link>
    </StatusBlock>
  );
}
