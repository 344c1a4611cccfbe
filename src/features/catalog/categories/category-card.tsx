import { Link } from '@tanstack/react-router';
import type { Category } from '#src/api/categories.ts';
import { buttonClass } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import type { ViewMode } from '#src/state/store.ts';
import { paths } from '#src/lib/paths.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { productCountText } from './count-text.ts';
import * as s from './category-list.css.ts';

export const BROWSE_PRODUCTS = 'Parcourir les Produits';

export interface CategoryCardProps {
  category: Category;
  /** The parent category's name, for a sub-category. */
  parentName?: string;
  view: ViewMode;
}

/** A category in the grid or the list: the 'Parcourir les Produits' link covers the card. */
export function CategoryCard({ category, parentName, view }: CategoryCardProps) {
  return (
    <article className={s.card[view]}>
      <AppImage path={category.image} kind="category" alt="" className={s.cardImage[view]} width={480} height={270} />
      <div className={s.cardBody[view]}>
        <div className={s.cardText}>
          {parentName ? <p className={s.parent}>{parentName}</p> : null}
          <h2 className={s.name}>{category.name}</h2>
          {category.description ? <p className={s.description}>{category.description}</p> : null}
          <p className={s.productCount}>{productCountText(category.product_count)}</p>
        </div>
        <div className={s.cardAction[view]}>
          <Link
            to={paths.category(category.id)}
            className={`${buttonClass({ variant: view === 'grid' ? 'primary' : 'secondary', size: 'sm' })} ${s.stretchedLink}`}
          >
            {BROWSE_PRODUCTS}
            <span className={srOnly}> : {category.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
