import { useQuery } from '@tanstack/react-query';
import { ToggleGroup } from 'radix-ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { categoryQueries } from '#src/api/categories.ts';
import { Button } from '#src/components/button.tsx';
import { GridIcon, ListIcon } from '#src/components/icons.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { categoriesViewAtom, useAtom, type ViewMode } from '#src/state/store.ts';
import { container, srOnly } from '#src/styles/utilities.css.ts';
import { categoryCountText } from '../kit/count-text.ts';
import { ListSearch } from '../kit/list-search.tsx';
import { page, title } from '../kit/page-layout.css.ts';
import { CategoryCard } from './category-card.tsx';
import { CATEGORIES_EMPTY } from './category-matches.ts';
import { buildCategoryTree, filterCategoryTree } from './category-tree.ts';
import { CategoryCardsSkeleton } from './category-list-skeleton.tsx';
import * as s from './category-list.css.ts';

export const CATEGORIES_LOAD_ERROR = 'Erreur lors du chargement';
export const CLEAR_SEARCH = 'Effacer la recherche';

export interface CategoryListPageProps {
  /** The search text kept in the URL. */
  search: string;
  onSearchChange: (search: string) => void;
}

function isViewMode(value: string): value is ViewMode {
  return value === 'grid' || value === 'list';
}

/**
 * /categories: the category tree, one card per top-level category with its
 * sub-categories, filtered on the device by name or description (a matching
 * sub-category shows under its parent). The count is of the matches.
 */
export function CategoryListPage({ search, onSearchChange }: CategoryListPageProps) {
  const query = useQuery(categoryQueries.list());
  const [view, setView] = useAtom(categoriesViewAtom);
  // The input answers every keystroke; the URL and the filter follow.
  const [input, setInput] = useState(search);
  const deferred = useDeferredValue(input);

  const categories = query.data?.items;
  const tree = useMemo(() => buildCategoryTree(categories ?? []), [categories]);
  const shown = useMemo(() => filterCategoryTree(tree, deferred), [tree, deferred]);

  const changeSearch = (value: string) => {
    setInput(value);
    onSearchChange(value);
  };

  let content;
  if (!query.data) {
    content =
      query.isError || query.fetchStatus === 'paused' ? (
        <QueryErrorBlock error={query.error} title={CATEGORIES_LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : (
        <div role="status" aria-busy="true">
          <span className={srOnly}>Chargement des catégories</span>
          <CategoryCardsSkeleton />
        </div>
      );
  } else if (shown.roots.length === 0) {
    content = (
      <StatusBlock kind="empty" title={CATEGORIES_EMPTY}>
        {input.trim() ? (
          <Button variant="outline" onClick={() => changeSearch('')}>
            {CLEAR_SEARCH}
          </Button>
        ) : null}
      </StatusBlock>
    );
  } else {
    content = (
      <ul className={s.list[view]} role="list" aria-label="Catégories">
        {shown.roots.map((node) => (
          <li key={node.category.id}>
            <CategoryCard node={node} view={view} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={`${container} ${page}`}>
      <div className={s.intro}>
        <h1 className={title}>Catégories</h1>
        <p className={s.lead}>Trouvez la catégorie qui vous intéresse et parcourez ses produits.</p>
      </div>

      <div className={s.toolbar}>
        <ListSearch
          formLabel="Catégories"
          label="Rechercher une catégorie"
          placeholder="Rechercher une catégorie..."
          value={input}
          onChange={changeSearch}
          className={s.searchArea}
        />
        {/* Announced politely as the shopper types. */}
        <p className={s.count} role="status">
          {query.data ? categoryCountText(shown.matchCount) : null}
        </p>
        <ToggleGroup.Root
          type="single"
          value={view}
          onValueChange={(value) => isViewMode(value) && setView(value)}
          aria-label="Affichage"
          className={s.toggleGroup}
        >
          <ToggleGroup.Item value="grid" aria-label="Grille" className={s.toggleItem}>
            <GridIcon size={18} />
          </ToggleGroup.Item>
          <ToggleGroup.Item value="list" aria-label="Liste" className={s.toggleItem}>
            <ListIcon size={18} />
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      </div>

      {content}
    </div>
  );
}
