/**
 * Fixed labels of the build. The company shown on screen comes from the API at
 * run time; these are only the install name (web manifest) and the fallback
 * shown while the company is loading or unavailable. Imported by vite.config.ts,
 * so it must stay free of DOM and React.
 */
export const BRAND = {
  /** Manifest name: the default (seeded) company. */
  appName: 'Souk El Djazair',
  shortName: 'Souk',
  description: 'Place de marché en ligne : produits, boutiques et collections.',
  /** Header label when the company has not been loaded. */
  fallbackName: 'Marketplace',
  fallbackDescription:
    'Découvrez des milliers de produits proposés par nos boutiques partenaires, livrés partout en Algérie.',
  themeColor: '#0b6e4f',
  backgroundColor: '#ffffff',
} as const;
