import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { Category } from '#src/api/categories.ts';
import { buttonClass } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import type { ViewMode } from '#src/state/store.ts';
import { paths } from '#src/lib/paths.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import { productCountText } from '../kit/count-text.ts';
import type { CategoryNode } from './category-tree.ts';
import * as s from './category-list.css.ts';

export const BROWSE_PRODUCTS = 'Parcourir les Produits';

/** A category's name, highlighted when the search matched it (its ancestors are shown for context only). */
function Name({ node }: { node: CategoryNode }): ReactNode {
  return node.matched ? <mark className={s.mark}>{node.category.name}</mark> : node.category.name;
}

/**
 * Categories from the third level down: compact links with their product
 * count, nested when the tree goes deeper still.
 */
function CategoryChips({ nodes, label }: { nodes: CategoryNode[]; label: string }) {
  return (
    <ul className={s.chips} role="list" aria-label={label}>
      {nodes.map((node) => (
        <li key={node.category.id} className={s.chipItem}>
          {/* Named in full: the bare number only makes sense to the eye. */}
          <Link
            to={paths.category(node.category.id)}
            className={s.chip}
            aria-label={`${node.category.name}, ${productCountText(node.category.product_count)}`}
          >
            <Name node={node} />
            <span className={s.chipCount}>{node.category.product_count}</span>
          </Link>
          {node.children.length > 0 ? <CategoryChips nodes={node.children} label={`Sous-catégories de ${node.category.name}`} /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface CategoryCardProps {
  /** A top-level category with the part of its tree to show. */
  node: CategoryNode;
  view: ViewMode;
}

/**
 * A top-level category as a section: its art, name, description and count,
 * the 'Parcourir les Produits' link (it covers the header: one tab stop), then
 * its sub-categories, each with its own children as chips.
 */
export function CategoryCard({ node, view }: CategoryCardProps) {
  const headingId = useId();
  const category: Category = node.category;
  return (
    <article className={s.card[view]} aria-labelledby={headingId}>
      <div className={s.cardHeader}>
        <AppImage path={category.image} kind="category" alt="" className={s.cardImage} width={96} height={96} />
        <div className={s.cardText}>
          <h2 id={headingId} className={s.name}>
            <Name node={node} />
          </h2>
          {category.description ? <p className={s.description}>{category.description}</p> : null}
          <p className={s.productCount}>{productCountText(category.product_count)}</p>
        </div>
        <div className={s.cardAction}>
          <Link to={paths.category(category.id)} className={`${buttonClass({ variant: 'primary', size: 'sm' })} ${s.stretchedLink}`}>
            {BROWSE_PRODUCTS}
            <span className={srOnly}> : {category.name}</span>
          </Link>
        </div>
      </div>

      {node.children.length > 0 ? (
        <ul className={s.groups[view]} role="list" aria-label={`Sous-catégories de ${category.name}`}>
          {node.children.map((child) => (
            <li key={child.category.id} className={s.group}>
              <div className={s.groupHeader}>
                <h3 className={s.groupTitle}>
                  <Link to={paths.category(child.category.id)} className={s.groupLink}>
                    <Name node={child} />
                  </Link>
                </h3>
                <span className={s.groupCount}>{productCountText(child.category.product_count)}</span>
              </div>
              {child.children.length > 0 ? (
                <CategoryChips nodes={child.children} label={`Sous-catégories de ${child.category.name}`} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
