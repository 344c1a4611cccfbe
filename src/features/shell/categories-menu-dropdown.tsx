import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { categoryQueries, type CategoryTreeNode } from '#src/api/categories.ts';
import { ChevronDownIcon, ChevronRightIcon } from '#src/components/icons.tsx';
import { paths } from '#src/lib/paths.ts';
import { navLink } from './app-header.css.ts';
import { CATEGORIES_LOAD_ERROR } from './categories-menu.tsx';
import { allItem, content, error as errorClass, item, separator } from './categories-menu.css.ts';


function Node({ node }: { node: CategoryTreeNode }) {
  if (node.children.length === 0) {
    return (
      <DropdownMenu.Item asChild className={item}>
        <Link to={paths.category(node.id)}>{node.name}</Link>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={item}>
        {node.name}
        <ChevronRightIcon size={16} />
      </DropdownMenu.SubTrigger>
      <DropdownMenu.SubContent className={content} sideOffset={4} collisionPadding={8}>
        {node.children.map((child) => (
          <Node key={child.id} node={child} />
        ))}
      </DropdownMenu.SubContent>
    </DropdownMenu.Sub>
  );
}

/**
 * The radix menu behind the header's 'Catégories' (categories-menu.tsx loads
 * it on first use and mounts it open, in place of its plain trigger).
 */
export function CategoriesDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { data, isPending, isError } = useQuery(categoryQueries.tree());
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={navLink}>
        Catégories
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the header's navigation landmark. */}
      <DropdownMenu.Content className={content} align="start" sideOffset={6} collisionPadding={8}>
          <DropdownMenu.Item asChild className={allItem}>
            <Link to={paths.categories}>Toutes les catégories</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={separator} />
          {isPending ? (
            <DropdownMenu.Item disabled className={item}>
              Chargement…
            </DropdownMenu.Item>
          ) : isError && !data ? (
            <DropdownMenu.Item disabled className={errorClass}>
              {CATEGORIES_LOAD_ERROR}
            </DropdownMenu.Item>
          ) : (
            data?.map((node) => <Node key={node.id} node={node} />)
          )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
