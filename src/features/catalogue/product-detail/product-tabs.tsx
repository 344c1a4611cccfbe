import { Tabs } from 'radix-ui';
import { mutedText, tab, tabList, tabPanel, tabs } from './product-detail.css.ts';

export const NO_REVIEWS = 'Aucun avis pour ce produit pour le moment.';

/** 'Description' and 'Avis' (no reviews exist yet). */
export function ProductTabs({ description }: { description: string | null }) {
  return (
    <Tabs.Root defaultValue="description" className={tabs}>
      <Tabs.List className={tabList} aria-label="Informations sur le produit">
        <Tabs.Trigger value="description" className={tab}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={tab}>
          Avis
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className={tabPanel}>
        {description?.trim() ? <p>{description}</p> : <p className={mutedText}>Aucune description disponible.</p>}
      </Tabs.Content>
      <Tabs.Content value="reviews" className={tabPanel}>
        <p className={mutedText}>{NO_REVIEWS}</p>
      </Tabs.Content>
    </Tabs.Root>
  );
}
