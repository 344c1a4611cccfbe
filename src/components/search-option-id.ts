/**
 * The id of the search box's option `index` (its `aria-activedescendant`):
 * shared by the box and its options, which load later (search-suggestions.tsx).
 */
export const suggestionOptionId = (baseId: string, index: number) => `${baseId}-option-${index}`;
